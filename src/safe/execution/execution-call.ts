// The call that executes a signed Safe transaction, sent by a wallet or handed to the relay.
import { getAddress } from 'ethers';
import type { RelayTransactionRequest } from '../../gateway';
import { encodeExecTransaction } from '../calldata/safe-actions';
import type { SafeTransactionData } from '../safe-transaction';
import { buildSignatureBytes } from '../signatures/build-signatures';
import type { SafeSignature } from '../signatures/recover-signatures';

/** Parameters of {@link buildExecutionCall}. */
export type BuildExecutionCallParameters = {
  safeAddress: string;
  transaction: SafeTransactionData;
  signatures: readonly SafeSignature[];
};

/** `{to: safe, data: execTransaction(…, sorted signatures)}`, value 0. */
export function buildExecutionCall({
  safeAddress,
  transaction,
  signatures,
}: BuildExecutionCallParameters): { to: string; data: string } {
  return {
    to: getAddress(safeAddress),
    data: encodeExecTransaction(transaction, buildSignatureBytes(signatures)),
  };
}

/** The body of `POST /v1/chains/{chainId}/relay` for an execTransaction (spec A.2.1). */
export function buildRelayRequest(
  parameters: BuildExecutionCallParameters & { version: string; gasLimit?: bigint },
): RelayTransactionRequest {
  const { to, data } = buildExecutionCall(parameters);
  return {
    version: parameters.version,
    to,
    data,
    ...(parameters.gasLimit !== undefined ? { gasLimit: parameters.gasLimit.toString() } : {}),
  };
}
