import type { Row } from './database';

/** A multisig transaction as stored (proposed off-chain and/or indexed from the chain). */
export interface MultisigRow {
  safeTxHash: string;
  safe: string;
  to: string;
  value: string;
  data: string | null;
  operation: 0 | 1;
  safeTxGas: string;
  baseGas: string;
  gasPrice: string;
  gasToken: string;
  refundReceiver: string;
  nonce: number;
  proposer: string | null;
  proposedByDelegate: string | null;
  origin: string | null;
  submittedAt: number;
  modifiedAt: number;
  executed: boolean;
  isSuccessful: boolean | null;
  txHash: string | null;
  blockNumber: number | null;
  executedAt: number | null;
  executor: string | null;
  trusted: boolean;
  confirmationsRequired: number | null;
}

const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Columns selected for a MultisigRow. */
export const MULTISIG_COLUMNS = `safe_tx_hash, safe, to_address, value, data, operation, safe_tx_gas, base_gas,
  gas_price, gas_token, refund_receiver, nonce, proposer, proposed_by_delegate, origin, submitted_at, modified_at,
  executed, is_successful, tx_hash, block_number, executed_at, executor, trusted, confirmations_required`;

/** Convert a stored row into a MultisigRow. */
export function toMultisigRow(row: Row): MultisigRow {
  return {
    safeTxHash: str(row.safe_tx_hash),
    safe: str(row.safe),
    to: str(row.to_address),
    value: str(row.value),
    data: strOrNull(row.data),
    operation: Number(row.operation) === 1 ? 1 : 0,
    safeTxGas: str(row.safe_tx_gas),
    baseGas: str(row.base_gas),
    gasPrice: str(row.gas_price),
    gasToken: str(row.gas_token),
    refundReceiver: str(row.refund_receiver),
    nonce: Number(row.nonce),
    proposer: strOrNull(row.proposer),
    proposedByDelegate: strOrNull(row.proposed_by_delegate),
    origin: strOrNull(row.origin),
    submittedAt: Number(row.submitted_at),
    modifiedAt: Number(row.modified_at),
    executed: Number(row.executed) === 1,
    isSuccessful: row.is_successful === null ? null : Number(row.is_successful) === 1,
    txHash: strOrNull(row.tx_hash),
    blockNumber: numOrNull(row.block_number),
    executedAt: numOrNull(row.executed_at),
    executor: strOrNull(row.executor),
    trusted: Number(row.trusted) === 1,
    confirmationsRequired: numOrNull(row.confirmations_required),
  };
}

/** A confirmation of a multisig transaction. */
export interface ConfirmationRow {
  owner: string;
  signature: string | null;
  submittedAt: number;
}

/** A module transaction indexed from SafeModuleTransaction + ExecutionFromModule*. */
export interface ModuleRow {
  id: string;
  safe: string;
  module: string;
  to: string;
  value: string;
  data: string | null;
  operation: 0 | 1;
  txHash: string;
  blockNumber: number;
  executedAt: number;
  isSuccessful: boolean;
}

/** Convert a stored row into a ModuleRow. */
export function toModuleRow(row: Row): ModuleRow {
  return {
    id: str(row.id),
    safe: str(row.safe),
    module: str(row.module),
    to: str(row.to_address),
    value: str(row.value),
    data: strOrNull(row.data),
    operation: Number(row.operation) === 1 ? 1 : 0,
    txHash: str(row.tx_hash),
    blockNumber: Number(row.block_number),
    executedAt: Number(row.executed_at),
    isSuccessful: Number(row.is_successful) === 1,
  };
}

/** A native or token transfer touching a Safe. */
export interface TransferRow {
  id: string;
  safe: string;
  type: 'NATIVE' | 'ERC20' | 'ERC721';
  tokenAddress: string | null;
  from: string;
  to: string;
  value: string | null;
  tokenId: string | null;
  txHash: string;
  blockNumber: number;
  logIndex: number;
  executedAt: number;
}

/** Convert a stored row into a TransferRow. */
export function toTransferRow(row: Row): TransferRow {
  return {
    id: str(row.id),
    safe: str(row.safe),
    type: str(row.type) as TransferRow['type'],
    tokenAddress: strOrNull(row.token_address),
    from: str(row.from_address),
    to: str(row.to_address),
    value: strOrNull(row.value),
    tokenId: strOrNull(row.token_id),
    txHash: str(row.tx_hash),
    blockNumber: Number(row.block_number),
    logIndex: Number(row.log_index),
    executedAt: Number(row.executed_at),
  };
}

/** Token metadata discovered by the indexer. */
export interface TokenRow {
  address: string;
  type: 'ERC20' | 'ERC721';
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  trusted: boolean;
}

/** Convert a stored row into a TokenRow. */
export function toTokenRow(row: Row): TokenRow {
  return {
    address: str(row.address),
    type: str(row.type) as TokenRow['type'],
    name: strOrNull(row.name),
    symbol: strOrNull(row.symbol),
    decimals: numOrNull(row.decimals),
    trusted: Number(row.trusted) === 1,
  };
}
