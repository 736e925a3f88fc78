// The top of the details: icon, what it does in words, status, time, app and note.
import { useMemo } from 'react';
import type { ChainInfo, TransactionDetails } from '../../gateway';
import type { ActionState } from '../../safe';
import { formatDateTime, formatIsoDate } from '../shared/format';
import { describeTxInfo } from '../shared/transactions/describe';
import { StatusBadge } from '../shared/transactions/StatusBadge';
import { withLocalNames } from '../shared/transactions/localNames';
import { TxIcon } from '../shared/transactions/TxIcon';
import { useSafeNames } from '../shared/useSafeNames';
import { useChainNameOf } from '../shared/useChainNameOf';

const QUEUED = new Set(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION']);

/** Props of SummarySection. */
export interface SummarySectionProps {
  details: TransactionDetails;
  chain: ChainInfo;
  /** The transaction's action state: the badge shows its proven label (queued multisig only). */
  action?: ActionState | null;
  /** The open Safe: its address book and owners name the addresses in the words. */
  safeAddress?: string;
}

/** The summary of one transaction. */
export function SummarySection({
  details,
  chain,
  action = null,
  safeAddress = details.safeAddress,
}: SummarySectionProps) {
  // "Send 0.5 ETH to Alice": the device's names, as the rows and the push say it.
  const nameOf = useSafeNames({ chainId: chain.chainId, safeAddress });
  const chainNameOf = useChainNameOf(
    useMemo(() => [chain], [chain]),
    details.txInfo.type === 'SwapAndBridge',
  );
  const description = describeTxInfo(withLocalNames(details.txInfo, nameOf), {
    nativeCurrency: chain.nativeCurrency,
    queued: details.executedAt == null && QUEUED.has(details.txStatus),
    chainNameOf,
  });
  const info = details.detailedExecutionInfo;
  const when = details.executedAt ?? (info?.type === 'MULTISIG' ? info.submittedAt : null);
  return (
    <section className="details-section" aria-labelledby="summary-title">
      <div className="details-summary">
        <TxIcon kind={description.kind} />
        <div>
          <h2 id="summary-title">{description.title}</h2>
          <p className="tx-summary">{description.summary}</p>
          {description.warnings.map((warning) => (
            <span key={warning} className="tx-warning">
              <span aria-hidden="true">⚠ </span>
              {warning}
            </span>
          ))}
          <span className="tx-meta-inline">
            <StatusBadge status={details.txStatus} action={action} />{' '}
            {when != null && (
              <time dateTime={formatIsoDate(when) || undefined}>
                {details.executedAt != null ? 'Executed ' : 'Created '}
                {formatDateTime(when)}
              </time>
            )}
          </span>
          {details.safeAppInfo && (
            <span className="tx-extra">Proposed from the app {details.safeAppInfo.name}</span>
          )}
          {details.note && (
            <p className="tx-extra">
              Note from the proposer: <q>{details.note}</q>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
