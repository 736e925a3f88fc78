// The chain transaction of an execution with every field fixed here (nonce, gas limit, fees,
// chain id, type), so the hash shown before the wallet is asked is the hash of what is sent — a
// wallet that fills in fields itself would make any hash shown in advance a guess.
import { concat, encodeRlp, getAddress, hexlify, keccak256, toBeArray } from 'ethers';
import { executionFeeFields, type ExecutionFees } from '../execution/fees';

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

/** eth_sendTransaction parameters with every field set (hex quantities). */
export type ChainTransactionRequest = {
  from: string;
  to: string;
  data: string;
  value: string;
  nonce: string;
  gas: string;
  chainId: string;
  /** '0x2' (EIP-1559) or '0x0' (legacy). */
  type: '0x2' | '0x0';
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  gasPrice?: string;
};

/** The eth_sendTransaction parameters for `fields`: nothing left to the wallet. */
export function chainTransactionRequest(fields: ChainTransactionFields): ChainTransactionRequest {
  const hex = (value: bigint) => `0x${value.toString(16)}`;
  return {
    from: getAddress(fields.from),
    to: getAddress(fields.to),
    data: fields.data,
    value: hex(fields.value),
    nonce: hex(fields.nonce),
    gas: hex(fields.gasLimit),
    chainId: hex(fields.chainId),
    type: fields.fees.type === 'eip1559' ? '0x2' : '0x0',
    ...executionFeeFields(fields.fees),
  };
}

/**
 * The signing hash of the unsigned transaction (EIP-1559 type 2, or legacy with EIP-155 chain
 * id): what a wallet that shows a transaction hash signs, and what the mined transaction's fields
 * hash to without its signature. RLP by hand rather than ethers' Transaction, whose import brings
 * its SHA-2 code (and noble's whole 64-bit helper object) into the first route's shared chunk.
 */
export function chainTransactionHash(fields: ChainTransactionFields): string {
  const quantity = (value: bigint) => hexlify(toBeArray(value));
  const common = [
    quantity(fields.gasLimit),
    getAddress(fields.to),
    quantity(fields.value),
    fields.data,
  ];
  if (fields.fees.type === 'eip1559') {
    // EIP-1559: keccak256(0x02 ‖ rlp([chainId, nonce, tip, maxFee, gas, to, value, data, accessList]))
    const payload = encodeRlp([
      quantity(fields.chainId),
      quantity(fields.nonce),
      quantity(fields.fees.maxPriorityFeePerGas),
      quantity(fields.fees.maxFeePerGas),
      ...common,
      [],
    ]);
    return keccak256(concat(['0x02', payload]));
  }
  // EIP-155: keccak256(rlp([nonce, gasPrice, gas, to, value, data, chainId, 0, 0]))
  return keccak256(
    encodeRlp([
      quantity(fields.nonce),
      quantity(fields.fees.gasPrice),
      ...common,
      quantity(fields.chainId),
      '0x',
      '0x',
    ]),
  );
}
