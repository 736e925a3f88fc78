// What the connected owner can do with a queued transaction: confirm, execute (wallet or relay),
// reject, delete. Signing is possible only when the review on this device verified the data.
import { useState } from 'react';
import type { SafeInfo, TransactionDetails } from '../../gateway';
import type { TransactionLifecycle } from '../../safe';
import type { ReadySafe } from '../shared/RequireSafe';
import { QueuedTxActions } from './QueuedTxActions';

/** Props of TxActions. */
export interface TxActionsProps {
  details: TransactionDetails;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
  /**
   * Whether the gateway still has the transaction and whether an execution was mined
   * (`useTransactionLifecycle`); absent: nothing gone, nothing mined.
   */
  lifecycle?: TransactionLifecycle;
}

/** The signing actions of one transaction (nothing once it is executed or replaced). */
export function TxActions({ details, safe, safeInfo, lifecycle }: TxActionsProps) {
  const info = details.detailedExecutionInfo;
  const awaiting =
    details.executedAt == null &&
    (details.txStatus === 'AWAITING_CONFIRMATIONS' || details.txStatus === 'AWAITING_EXECUTION');
  // Shown once while it waited: stays after the execution lands, so the result line (the chain
  // transaction's hash) is not taken away the moment the details refetch.
  const [shownWhileQueued] = useState(awaiting);
  if (info?.type !== 'MULTISIG' || !(awaiting || shownWhileQueued)) return null;
  return (
    <QueuedTxActions
      details={details}
      safe={safe}
      safeInfo={safeInfo}
      settled={!awaiting || lifecycle?.minedExecution != null || lifecycle?.gone != null}
      {...(lifecycle ? { lifecycle } : {})}
    />
  );
}
