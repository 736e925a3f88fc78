import { getAddress } from 'ethers';
import { OPERATION, ZERO_ADDRESS, type OperationType } from './constants';

/** The ten fields of a Safe transaction that owners sign (SafeTx), values as bigint. */
export type SafeTransactionData = {
  to: string;
  value: bigint;
  data: string;
  operation: OperationType;
  safeTxGas: bigint;
  baseGas: bigint;
  gasPrice: bigint;
  gasToken: string;
  refundReceiver: string;
  nonce: bigint;
};

/** The call part of a Safe transaction; the rest gets defaults in {@link createSafeTransaction}. */
export type SafeCall = {
  to: string;
  value?: bigint;
  data?: string;
  operation?: OperationType;
};

/** Gas and nonce fields for {@link createSafeTransaction}. */
export type SafeTransactionOptions = {
  nonce: bigint;
  safeTxGas?: bigint;
  baseGas?: bigint;
  gasPrice?: bigint;
  gasToken?: string;
  refundReceiver?: string;
};

/** Completes a call into a SafeTx with zero gas refund fields (the usual case) and the given nonce. */
export function createSafeTransaction(
  { to, value = 0n, data = '0x', operation = OPERATION.CALL }: SafeCall,
  {
    nonce,
    safeTxGas = 0n,
    baseGas = 0n,
    gasPrice = 0n,
    gasToken = ZERO_ADDRESS,
    refundReceiver = ZERO_ADDRESS,
  }: SafeTransactionOptions,
): SafeTransactionData {
  return {
    to: getAddress(to),
    value,
    data: data.toLowerCase(),
    operation,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken: getAddress(gasToken),
    refundReceiver: getAddress(refundReceiver),
    nonce,
  };
}
