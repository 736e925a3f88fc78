// The body of `POST …/transactions/{safe}/propose` for a SafeTx signed on this device.
import { getAddress } from 'ethers';
import type { MultisigTransactionRequest } from '../../gateway';
import type { SafeTransactionData } from '../safe-transaction';

/** Parameters of {@link buildProposeRequest}. */
export type BuildProposeRequestParameters = {
  transaction: SafeTransactionData;
  /** The safeTxHash computed here from `transaction`. */
  safeTxHash: string;
  /** The proposing owner. */
  sender: string;
  /** The sender's signature of `safeTxHash` in Safe format. */
  signature: string;
  origin?: string | null;
};

/** Amounts as decimal strings and empty data as null, the way the gateway expects them. */
export function buildProposeRequest({
  transaction,
  safeTxHash,
  sender,
  signature,
  origin = null,
}: BuildProposeRequestParameters): MultisigTransactionRequest {
  return {
    to: getAddress(transaction.to),
    value: transaction.value.toString(),
    data: transaction.data === '0x' ? null : transaction.data,
    nonce: transaction.nonce.toString(),
    operation: transaction.operation,
    safeTxGas: transaction.safeTxGas.toString(),
    baseGas: transaction.baseGas.toString(),
    gasPrice: transaction.gasPrice.toString(),
    gasToken: getAddress(transaction.gasToken),
    refundReceiver: getAddress(transaction.refundReceiver),
    safeTxHash,
    sender: getAddress(sender),
    signature,
    origin,
  };
}
