// An app's transactions in the shared review: the app named as the origin, several calls batched
// through MultiSendCallOnly. "Reject" (the review's way back) answers the app with the rejection.
import { useMemo } from 'react';
import {
  appTransactionsCall,
  appTransactionSummaries,
  safeAppOrigin,
} from '../../safe-apps/host/appTransactions';
import type { BaseTransaction } from '../../safe-apps/protocol';
import { TxReview } from '../tx-flows/review/TxReview';
import type { ReadySafe } from '../shared/RequireSafe';

/** Props of AppTransactionsRequest. */
export interface AppTransactionsRequestProps {
  safe: ReadySafe;
  appName: string;
  appOrigin: string;
  /** The app's URL: with its name, the proposal's origin on the gateway. */
  appUrl: string;
  txs: readonly BaseTransaction[];
  onProposed: (safeTxHash: string) => void;
  onReject: () => void;
}

/** The review of an app's batch. */
export function AppTransactionsRequest(props: AppTransactionsRequestProps) {
  const { safe, appName, appOrigin, appUrl, txs, onProposed, onReject } = props;
  const built = useMemo(() => appTransactionsCall(safe.chain, txs), [safe.chain, txs]);
  const summaries = useMemo(() => appTransactionSummaries(txs), [txs]);
  if (!built.ok) {
    return (
      <div className="stack">
        <p className="notice error" role="alert">
          {built.message}
        </p>
        <button className="button" type="button" onClick={onReject}>
          Reject
        </button>
      </div>
    );
  }
  return (
    <TxReview
      safe={safe}
      title="Review the app’s transaction"
      origin={`Built by ${appName} (${appOrigin}).`}
      proposalOrigin={safeAppOrigin(appUrl, appName)}
      summaries={summaries}
      call={built.call}
      label={`${appName} transaction`}
      backLabel="Reject"
      onBack={onReject}
      onProposed={({ safeTxHash }) => onProposed(safeTxHash)}
    />
  );
}
