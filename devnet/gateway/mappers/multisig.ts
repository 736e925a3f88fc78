import { ZeroAddress, getAddress } from 'ethers';
import type {
  AddressInfo,
  MultisigExecutionDetails,
  TransactionData,
  TransactionDetails,
  TransactionSummary,
} from '../../../src/gateway/types';
import { addressInfo, plainAddress } from '../address-info';
import type { SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import { confirmationsOf, findToken } from '../store/queries';
import type { ConfirmationRow, MultisigRow } from '../store/rows';
import { decodeData } from './data-decoder';
import { noteOf, safeAppInfoOf } from './safe-app-info';
import { txInfoOf, type TxCall } from './tx-info';
import { multisigStatus } from './tx-status';

/** Id of a multisig transaction. */
export function multisigId(tx: MultisigRow): string {
  return `multisig_${tx.safe}_${tx.safeTxHash}`;
}

function callOf(tx: MultisigRow): TxCall {
  return {
    safe: tx.safe,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    operation: tx.operation,
    gas: {
      safeTxGas: tx.safeTxGas,
      baseGas: tx.baseGas,
      gasPrice: tx.gasPrice,
      gasToken: tx.gasToken,
      refundReceiver: tx.refundReceiver,
    },
  };
}

function required(tx: MultisigRow, safe: SafeState): number {
  return tx.executed && tx.confirmationsRequired !== null
    ? tx.confirmationsRequired
    : safe.threshold;
}

/** The TransactionSummary of a multisig transaction, as in queue and history lists. */
export function multisigSummary(
  ctx: GatewayContext,
  tx: MultisigRow,
  safe: SafeState,
  confirmations: ConfirmationRow[] = confirmationsOf(ctx.db, tx.safeTxHash),
): TransactionSummary {
  const confirmationsRequired = required(tx, safe);
  const txStatus = multisigStatus(tx, safe.nonce, confirmations.length, confirmationsRequired);
  const confirmed = new Set(confirmations.map((c) => c.owner.toLowerCase()));
  return {
    id: multisigId(tx),
    timestamp: tx.executedAt ?? tx.submittedAt,
    txStatus,
    txInfo: txInfoOf(ctx, callOf(tx)),
    executionInfo: {
      type: 'MULTISIG',
      nonce: tx.nonce,
      confirmationsRequired,
      confirmationsSubmitted: confirmations.length,
      missingSigners:
        txStatus === 'AWAITING_CONFIRMATIONS'
          ? safe.owners.filter((o) => !confirmed.has(o.toLowerCase())).map(plainAddress)
          : null,
    },
    safeAppInfo: safeAppInfoOf(tx.origin, ctx.safeApps()),
    txHash: tx.txHash,
  };
}

/** Addresses named in the decoded data (the gateway's addressInfoIndex), or null when none. */
function addressInfoIndex(
  ctx: GatewayContext,
  values: unknown,
): Record<string, AddressInfo> | null {
  const index: Record<string, AddressInfo> = {};
  const visit = (v: unknown): void => {
    if (typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)) {
      const info = addressInfo(ctx, v);
      if (info.name) index[info.value] = info;
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(values);
  return Object.keys(index).length ? index : null;
}

/** txData of a Safe call. */
export function txDataOf(ctx: GatewayContext, call: TxCall): TransactionData {
  const dataDecoded = decodeData(call.data);
  return {
    hexData: call.data && call.data !== '0x' ? call.data : null,
    dataDecoded,
    to: addressInfo(ctx, call.to),
    value: call.value,
    operation: call.operation,
    trustedDelegateCallTarget:
      call.operation === 1 ? ctx.trustedDelegateCallTargets.has(getAddress(call.to)) : null,
    addressInfoIndex: addressInfoIndex(ctx, dataDecoded),
  };
}

/** Owners who confirmed another transaction with the same nonce that is a rejection. */
function rejectors(ctx: GatewayContext, tx: MultisigRow): AddressInfo[] {
  const rows = ctx.db.all(
    `SELECT c.owner FROM multisig_txs m JOIN confirmations c ON c.safe_tx_hash = m.safe_tx_hash
     WHERE m.safe = ? AND m.nonce = ? AND m.safe_tx_hash != ? AND m.to_address = m.safe AND m.value = '0'
     AND (m.data IS NULL OR m.data = '0x')`,
    [tx.safe, tx.nonce, tx.safeTxHash],
  );
  return rows.map((r) => plainAddress(String(r.owner)));
}

/** TransactionDetails of a multisig transaction (A.2.9). */
export function multisigDetails(
  ctx: GatewayContext,
  tx: MultisigRow,
  safe: SafeState,
): TransactionDetails {
  const confirmations = confirmationsOf(ctx.db, tx.safeTxHash);
  const summary = multisigSummary(ctx, tx, safe, confirmations);
  const gasToken = getAddress(tx.gasToken);
  const gasTokenRow = gasToken === ZeroAddress ? null : findToken(ctx.db, gasToken);
  const detailed: MultisigExecutionDetails = {
    type: 'MULTISIG',
    submittedAt: tx.submittedAt,
    nonce: tx.nonce,
    safeTxGas: tx.safeTxGas,
    baseGas: tx.baseGas,
    gasPrice: tx.gasPrice,
    gasToken,
    refundReceiver: plainAddress(tx.refundReceiver),
    safeTxHash: tx.safeTxHash,
    executor: tx.executor ? plainAddress(tx.executor) : null,
    signers: safe.owners.map(plainAddress),
    confirmationsRequired: required(tx, safe),
    confirmations: confirmations.map((c) => ({
      signer: plainAddress(c.owner),
      signature: c.signature,
      submittedAt: c.submittedAt,
    })),
    rejectors: rejectors(ctx, tx),
    gasTokenInfo:
      gasToken === ZeroAddress
        ? null
        : {
            type: gasTokenRow?.type ?? 'UNKNOWN',
            address: gasToken,
            decimals: gasTokenRow?.decimals ?? null,
            symbol: gasTokenRow?.symbol ?? '',
            name: gasTokenRow?.name ?? '',
            logoUri: '',
          },
    trusted: tx.trusted,
    proposer: tx.proposer ? plainAddress(tx.proposer) : null,
    proposedByDelegate: tx.proposedByDelegate ? plainAddress(tx.proposedByDelegate) : null,
  };
  return {
    safeAddress: tx.safe,
    txId: summary.id,
    executedAt: tx.executedAt,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: txDataOf(ctx, callOf(tx)),
    detailedExecutionInfo: detailed,
    txHash: tx.txHash,
    safeAppInfo: summary.safeAppInfo ?? null,
    note: noteOf(tx.origin),
  };
}
