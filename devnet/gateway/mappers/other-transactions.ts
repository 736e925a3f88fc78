import type {
  TransactionDetails,
  TransactionInfo,
  TransactionSummary,
} from '../../../src/gateway/types';
import { addressInfo } from '../address-info';
import type { GatewayContext } from '../context';
import { findToken } from '../store/queries';
import type { ModuleRow, TransferRow } from '../store/rows';
import { txDataOf } from './multisig';
import { direction, txInfoOf } from './tx-info';

/** Id of a module transaction. */
export function moduleId(tx: ModuleRow): string {
  return `module_${tx.safe}_${tx.id}`;
}

/** Id of a transfer. */
export function transferId(tx: TransferRow): string {
  return `transfer_${tx.safe}_${tx.id}`;
}

/** Id of a Safe's creation. */
export function creationId(safe: string): string {
  return `creation_${safe}`;
}

/** Summary of a module transaction. */
export function moduleSummary(ctx: GatewayContext, tx: ModuleRow): TransactionSummary {
  return {
    id: moduleId(tx),
    timestamp: tx.executedAt,
    txStatus: tx.isSuccessful ? 'SUCCESS' : 'FAILED',
    txInfo: txInfoOf(ctx, {
      safe: tx.safe,
      to: tx.to,
      value: tx.value,
      data: tx.data,
      operation: tx.operation,
    }),
    executionInfo: { type: 'MODULE', address: addressInfo(ctx, tx.module) },
    safeAppInfo: null,
    txHash: tx.txHash,
  };
}

/** Details of a module transaction. */
export function moduleDetails(ctx: GatewayContext, tx: ModuleRow): TransactionDetails {
  const summary = moduleSummary(ctx, tx);
  return {
    safeAddress: tx.safe,
    txId: summary.id,
    executedAt: tx.executedAt,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: txDataOf(ctx, {
      safe: tx.safe,
      to: tx.to,
      value: tx.value,
      data: tx.data,
      operation: tx.operation,
    }),
    detailedExecutionInfo: { type: 'MODULE', address: addressInfo(ctx, tx.module) },
    txHash: tx.txHash,
    safeAppInfo: null,
    note: null,
  };
}

/** txInfo of a transfer row. */
export function transferInfo(ctx: GatewayContext, tx: TransferRow): TransactionInfo {
  const base = {
    type: 'Transfer' as const,
    sender: addressInfo(ctx, tx.from),
    recipient: addressInfo(ctx, tx.to),
    direction: direction(tx.safe, tx.from, tx.to),
    humanDescription: null,
  };
  if (tx.type === 'NATIVE')
    return { ...base, transferInfo: { type: 'NATIVE_COIN', value: tx.value } };
  const token = tx.tokenAddress ? findToken(ctx.db, tx.tokenAddress) : null;
  if (tx.type === 'ERC721') {
    return {
      ...base,
      transferInfo: {
        type: 'ERC721',
        tokenAddress: tx.tokenAddress!,
        tokenId: tx.tokenId ?? '0',
        tokenName: token?.name ?? null,
        tokenSymbol: token?.symbol ?? null,
        logoUri: null,
        trusted: token?.trusted ?? null,
      },
    };
  }
  return {
    ...base,
    transferInfo: {
      type: 'ERC20',
      tokenAddress: tx.tokenAddress!,
      tokenName: token?.name ?? null,
      tokenSymbol: token?.symbol ?? null,
      logoUri: null,
      decimals: token?.decimals ?? null,
      value: tx.value ?? '0',
      trusted: token?.trusted ?? null,
      imitation: false,
    },
  };
}

/** Summary of a transfer. */
export function transferSummary(ctx: GatewayContext, tx: TransferRow): TransactionSummary {
  return {
    id: transferId(tx),
    timestamp: tx.executedAt,
    txStatus: 'SUCCESS',
    txInfo: transferInfo(ctx, tx),
    executionInfo: null,
    safeAppInfo: null,
    txHash: tx.txHash,
  };
}

/** Details of a transfer. */
export function transferDetails(ctx: GatewayContext, tx: TransferRow): TransactionDetails {
  const summary = transferSummary(ctx, tx);
  return {
    safeAddress: tx.safe,
    txId: summary.id,
    executedAt: tx.executedAt,
    txStatus: 'SUCCESS',
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: null,
    txHash: tx.txHash,
    safeAppInfo: null,
    note: null,
  };
}

/** Summary of a Safe's creation, or null when the creation was not indexed. */
export function creationSummary(ctx: GatewayContext, safe: string): TransactionSummary | null {
  const row = ctx.db.get('SELECT * FROM safes WHERE address = ? AND creation_tx IS NOT NULL', [
    safe,
  ]);
  if (!row) return null;
  return {
    id: creationId(safe),
    timestamp: Number(row.created_at),
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Creation',
      creator: addressInfo(ctx, String(row.creator)),
      transactionHash: String(row.creation_tx),
      implementation: row.singleton ? addressInfo(ctx, String(row.singleton)) : null,
      factory: row.factory ? addressInfo(ctx, String(row.factory)) : null,
      saltNonce: row.salt_nonce === null ? null : String(row.salt_nonce),
      humanDescription: null,
    },
    executionInfo: null,
    safeAppInfo: null,
    txHash: String(row.creation_tx),
  };
}

/** Details of a Safe's creation. */
export function creationDetails(ctx: GatewayContext, safe: string): TransactionDetails | null {
  const summary = creationSummary(ctx, safe);
  if (!summary) return null;
  return {
    safeAddress: safe,
    txId: summary.id,
    executedAt: summary.timestamp,
    txStatus: 'SUCCESS',
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: null,
    txHash: summary.txHash,
    safeAppInfo: null,
    note: null,
  };
}
