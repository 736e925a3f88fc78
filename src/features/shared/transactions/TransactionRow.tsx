// One transaction in a list: icon, what it does in words, time, status, N of M confirmations, the
// owners still missing and a "Needs your signature" marker. The whole row links to its details.
import { Link } from '../../../router';
import type { ChainInfo, NativeCurrency, TransactionSummary } from '../../../gateway';
import { formatIsoDate, formatShortDateTime, formatTime } from '../format';
import { txDetailsLink } from '../../../session/routes/links';
import type { NameOf } from './localNames';
import { toTxRowModel, type ProvenConfirmations } from './rowModel';
import { StatusBadge, uncheckedStatusText } from './StatusBadge';
import { TxIcon } from './TxIcon';
import { useChainNameOf } from '../useChainNameOf';
import './transactions.css';

/** Props of TransactionRow. */
export interface TransactionRowProps {
  transaction: TransactionSummary;
  /** `shortName:address` of the Safe, for the details link. */
  safeParam: string;
  nativeCurrency?: Pick<NativeCurrency, 'symbol' | 'decimals'> | null;
  /** The connected wallet's address; rows it still has to sign get a marker. */
  connectedAddress?: string | null;
  /** `time` under date headings (history), `datetime` elsewhere. */
  timeFormat?: 'time' | 'datetime';
  /** Show the owners who have not signed yet (queue). */
  showMissingSigners?: boolean;
  /** An extra line under the summary (e.g. why a queued transaction waits). */
  note?: string;
  /** The list the row is in: the details screen then highlights that tab (Queue or History). */
  fromTab?: string;
  /** Names this device knows for addresses (address book, owners): "Sent 0.5 ETH to Dave". */
  nameOf?: NameOf;
  /** The review's proven count (queue): `null` until it ran; absent when the list is not reviewed. */
  proven?: ProvenConfirmations | null;
  /** The gateway's chain names (useChainNameOf(chains, false)); the registry's are added for bridges. */
  chainNameOf?: (chainId: string) => string | undefined;
}

const NO_CHAINS: readonly ChainInfo[] = [];

/** A transaction row that links to the transaction's details. */
export function TransactionRow({
  transaction,
  safeParam,
  nativeCurrency,
  connectedAddress,
  timeFormat = 'time',
  showMissingSigners = false,
  note,
  fromTab,
  nameOf,
  proven,
  chainNameOf,
}: TransactionRowProps) {
  // A bridge names its destination chain: the registry is fetched only for such a row.
  const registryNameOf = useChainNameOf(NO_CHAINS, transaction.txInfo.type === 'SwapAndBridge');
  const row = toTxRowModel(transaction, {
    nativeCurrency,
    connectedAddress,
    nameOf,
    proven,
    chainNameOf: (chainId) => chainNameOf?.(chainId) ?? registryNameOf(chainId),
  });
  const { description } = row;
  // A reviewed row keeps the size it had unchecked when its review lands: the badge and the count
  // reserve the space of their unchecked words, so nothing below them moves (CLS 0).
  const reviewed = proven !== undefined;
  const time =
    timeFormat === 'time' ? formatTime(row.timestamp) : formatShortDateTime(row.timestamp);
  return (
    <Link
      className="tx-row"
      to={txDetailsLink(safeParam, row.id)}
      state={fromTab ? { fromTab } : undefined}
      data-tx-id={row.id}
    >
      <TxIcon kind={description.kind} />
      <span className="tx-main">
        <span className="tx-title">
          {row.nonce !== null && <span className="tx-nonce">#{row.nonce} </span>}
          {description.title}
          {/* Once the review ran the badge itself says "Needs your signature". */}
          {row.needsYourSignature && !row.actionState && (
            <span className="tx-needs-you">
              <span aria-hidden="true">✎</span> Needs your signature
            </span>
          )}
        </span>
        <span className="tx-summary">{description.summary}</span>
        {description.amount?.truncated && (
          // The row shows a rounded amount; hovering or focusing the row shows every digit.
          <span className="tx-exact">
            Exact amount: {description.amount.exact} {description.amount.unit}
          </span>
        )}
        {row.module && <span className="tx-extra">Executed by module {row.module}</span>}
        {row.appName && <span className="tx-extra">From app {row.appName}</span>}
        {row.actionState?.dangerous.map((warning) => (
          <span key={warning.code} className="tx-warning" data-dangerous={warning.code}>
            <span aria-hidden="true">⚠ </span>
            {warning.message}
          </span>
        ))}
        {description.warnings.map((warning) => (
          <span key={warning} className="tx-warning">
            <span aria-hidden="true">⚠ </span>
            {warning}
          </span>
        ))}
        {showMissingSigners && row.missingSigners.length > 0 && (
          <span className="tx-extra">Waiting for: {row.missingSigners.join(', ')}</span>
        )}
        {note && <span className="tx-extra tx-note">{note}</span>}
      </span>
      <span className="tx-meta">
        <time dateTime={formatIsoDate(row.timestamp) || undefined}>{time}</time>
        <span
          className="reserved-slot reserved-badge"
          data-reserve={reviewed ? uncheckedStatusText(row.status) : undefined}
        >
          <StatusBadge
            status={row.status}
            unchecked={row.statusUnchecked}
            action={row.actionState}
          />
        </span>
        {row.confirmations && (
          <span
            className="reserved-slot"
            data-reserve={
              reviewed
                ? `${row.confirmations.submitted} of ${row.confirmations.required} confirmations (gateway, unchecked)`
                : undefined
            }
          >
            <span
              className="tx-confirmations"
              data-confirmations={row.confirmations.unchecked ? 'unchecked' : 'counted'}
            >
              {row.confirmations.submitted} of {row.confirmations.required} confirmations
              {row.confirmations.unchecked && ' (gateway, unchecked)'}
            </span>
          </span>
        )}
      </span>
    </Link>
  );
}
