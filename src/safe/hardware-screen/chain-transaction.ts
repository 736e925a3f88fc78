// The chain transaction of an execution with every field fixed here (nonce, gas limit, fees,
// chain id, type), so the hash shown before the wallet is asked is the hash of what is sent — a
// wallet that fills in fields itself would make any hash shown in advance a guess.
import { getAddress, Transaction } from 'ethers';
import type { ExecutionFees } from '../execution/fees';

/** Every field of the execution transaction the app sends with eth_sendTransaction. */
export type ChainTransactionFields = {
  chainId: bigint;
  from: string;
  to: string;
  data: string;
  value: bigint;
  nonce: bigint;
  gasLimit: bigint;
  fees: ExecutionFees;
};

/** The eth_sendTransaction parameters (hex quantities) for `fields`: nothing left to the wallet. */
export function chainTransactionRequest(fields: ChainTransactionFields) {
  const hex = (value: bigint) => `0x${value.toString(16)}`;
  const fees =
    fields.fees.type === 'eip1559'
      ? {
          type: '0x2',
          maxFeePerGas: hex(fields.fees.maxFeePerGas),
          maxPriorityFeePerGas: hex(fields.fees.maxPriorityFeePerGas),
        }
      : { type: '0x0', gasPrice: hex(fields.fees.gasPrice) };
  return {
    from: getAddress(fields.from),
    to: getAddress(fields.to),
    data: fields.data,
    value: hex(fields.value),
    nonce: hex(fields.nonce),
    gas: hex(fields.gasLimit),
    chainId: hex(fields.chainId),
    ...fees,
  };
}

/**
 * The signing hash of the unsigned transaction (EIP-1559 type 2, or legacy with EIP-155 chain
 * id): what a wallet that shows a transaction hash signs, and what the mined transaction's fields
 * hash to without its signature.
 */
export function chainTransactionHash(fields: ChainTransactionFields): string {
  const base = {
    chainId: fields.chainId,
    to: getAddress(fields.to),
    data: fields.data,
    value: fields.value,
    nonce: Number(fields.nonce),
    gasLimit: fields.gasLimit,
  };
  const transaction =
    fields.fees.type === 'eip1559'
      ? Transaction.from({
          ...base,
          type: 2,
          maxFeePerGas: fields.fees.maxFeePerGas,
          maxPriorityFeePerGas: fields.fees.maxPriorityFeePerGas,
        })
      : Transaction.from({ ...base, type: 0, gasPrice: fields.fees.gasPrice });
  return transaction.unsignedHash;
}
