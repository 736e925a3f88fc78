// The transaction queue: Next / Queued sections, groups of transactions competing for one nonce
// (executing one replaces the others), who still has to sign, paged and virtualised.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from '../../router';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { TransactionListItem } from '../../gateway';
import {
  hasNextPageIn,
  safeInfoQueryOptions,
  transactionQueueQueryOptions,
} from '../../query/options';
import { QueryState } from '../shared/QueryState';
import { useDeferredQueryData } from '../shared/useDeferredQueryData';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { EmptyState } from '../shared/StatePanels';
import { VirtualList } from '../shared/VirtualList';
import { TransactionRow, type TransactionRowProps } from '../shared/transactions/TransactionRow';
import { useSafeNames } from '../shared/useSafeNames';
import type { NameOf } from '../shared/transactions/localNames';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { parseQueueFilter, queueLink } from '../../session/routes/links';
import { filterAwaiting } from '../shared/transactions/awaiting';
import { useLazyProven } from '../shared/transactions/useLazyProven';
import { buildQueueRows, isQueueEmpty, type QueueRow } from './queueRows';
import { RowVerdictView } from './RowVerdictLine';
import { UNCHECKED_ROW, type RowReview } from './rowVerdict';

import { importInStages } from '../shared/importInStages';
import { moduleAfterPaint, useModuleAfterPaint } from '../shared/useModuleAfterPaint';
import '../shared/transactions/transactions.css';

// The review (chain state, hashing, signature recovery) loads once the list has painted: rows show
// the gateway's word marked "checking" until it lands, so neither the first render nor the commit
// that shows the list waits for it or loads it.
// Its code in three parts (see importInStages): the ABI coder, the chain reads, then the rest.
const rowReviewer = moduleAfterPaint(() =>
  importInStages(
    [
      () => import('../../safe/calldata/lazy-interface'),
      () => import('../../session/review/useSafeChainState'),
    ],
    () => import('./RowVerdictView'),
  ),
);

/** The Transaction queue screen. */
export function QueueScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Transaction queue</h1>
      <RequireSafe>{(safe) => <QueueList safe={safe} />}</RequireSafe>
    </section>
  );
}

function QueueList({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const ref = { chainId: safe.chainId, safeAddress: safe.safeAddress };
  const query = useInfiniteQuery(transactionQueueQueryOptions(client, ref));
  // The rows render in the background once a page arrives (see useDeferredQueryData).
  const shown = useDeferredQueryData(query);
  const safeInfo = useQuery(safeInfoQueryOptions(client, ref));
  const connectedAddress = useWalletSession().address;
  const nameOf = useSafeNames(ref);
  const searchParams = useSearchParams();
  const awaitingOnly = parseQueueFilter(searchParams.get('filter')) === 'awaiting-you';
  const allItems = useMemo<TransactionListItem[]>(
    () => shown.data?.pages.flatMap((page) => page.results) ?? [],
    [shown.data],
  );
  const ids = useMemo(
    () => allItems.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction.id] : [])),
    [allItems],
  );
  // The filter uses the same proven count as Home's "Awaiting your signature" once it arrived;
  // until then the gateway's missing signers (unchecked).
  const { provenOf, reporter } = useLazyProven(
    safe,
    ids,
    awaitingOnly && connectedAddress !== null,
  );
  const items = useMemo(
    () => (awaitingOnly ? filterAwaiting(allItems, connectedAddress, provenOf) : allItems),
    [awaitingOnly, allItems, connectedAddress, provenOf],
  );
  const rows = useMemo(
    () => buildQueueRows(items, safeInfo.data?.nonce ?? null),
    [items, safeInfo.data?.nonce],
  );
  // From the pages shown, like the rows: the note's "+" and the list's set size agree with them.
  const more = hasNextPageIn(shown.data);
  return (
    <>
      {reporter}
      {awaitingOnly && (
        <AwaitingFilterNote
          safeParam={safe.safeParam}
          connected={connectedAddress !== null}
          count={items.filter((item) => item.type === 'TRANSACTION').length}
          more={more}
        />
      )}
      <QueryState
        query={shown}
        loadingLabel="Loading the queue…"
        errorTitle="The queue could not be loaded"
        what="the queue"
        isEmpty={() => isQueueEmpty(items)}
        empty={
          awaitingOnly ? (
            <EmptyState title="Nothing awaits your signature">
              <p>
                {connectedAddress
                  ? 'The connected wallet has signed every queued transaction it can sign.'
                  : 'Connect a wallet to see which transactions wait for it.'}
              </p>
            </EmptyState>
          ) : (
            <EmptyState title="Nothing waits for signatures">
              <p>Transactions proposed for this Safe appear here until they are executed.</p>
            </EmptyState>
          )
        }
      >
        {() => (
          <VirtualList
            items={rows}
            label="Queued transactions"
            getKey={(row) => row.key}
            estimateSize={110}
            hasNextPage={more}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
            nextPageError={query.isFetchNextPageError ? query.error : null}
            offlineEndText="More queued transactions load when you are back online"
            renderItem={(row) => (
              <QueueRowView
                row={row}
                safe={safe}
                safeParam={safe.safeParam}
                nativeCurrency={safe.chain.nativeCurrency}
                connectedAddress={connectedAddress}
                nameOf={nameOf}
              />
            )}
          />
        )}
      </QueryState>
    </>
  );
}

/** Says the queue shows only what awaits the connected owner, with a way back to everything. */
function AwaitingFilterNote({
  safeParam,
  connected,
  count,
  more,
}: {
  safeParam: string;
  connected: boolean;
  count: number;
  more: boolean;
}) {
  return (
    <div className="filter-note" role="status" data-testid="awaiting-filter">
      <p>
        {connected
          ? `Showing only the ${count}${more ? '+' : ''} transaction${count === 1 ? '' : 's'} awaiting your signature.`
          : 'Showing only transactions awaiting your signature — connect a wallet to see them.'}
      </p>
      <Link to={queueLink(safeParam)}>Show all queued transactions</Link>
    </div>
  );
}

interface QueueRowViewProps {
  row: QueueRow;
  safe: ReadySafe;
  safeParam: string;
  nativeCurrency: ReadySafe['chain']['nativeCurrency'];
  connectedAddress: string | null;
  nameOf: NameOf;
}

function QueueRowView({
  row,
  safe,
  safeParam,
  nativeCurrency,
  connectedAddress,
  nameOf,
}: QueueRowViewProps) {
  if (row.kind === 'label') {
    return (
      <div>
        <h2 className="list-heading">{row.label}</h2>
        {row.label === 'Next' && (
          <p className="list-heading-note">
            Uses the Safe&apos;s current nonce: it can be executed once it has enough confirmations.
          </p>
        )}
        {row.label === 'Queued' && (
          <p className="list-heading-note">
            These transactions wait for earlier nonces to be executed.
          </p>
        )}
      </div>
    );
  }
  if (row.kind === 'conflict') {
    return (
      <p className="conflict-header" data-conflict-nonce={row.nonce}>
        <strong>
          <span aria-hidden="true">⚠ </span>Conflicting transactions with nonce {row.nonce}.
        </strong>{' '}
        Executing one of them replaces the others: they can no longer be executed.
      </p>
    );
  }
  const rowProps = {
    nameOf,
    transaction: row.transaction,
    safeParam,
    nativeCurrency,
    connectedAddress,
    timeFormat: 'datetime',
    showMissingSigners: true,
    note: row.note,
  } as const;
  const className = row.inConflict
    ? `conflict-member${row.conflictEnd ? ' conflict-end' : ''}`
    : undefined;
  return (
    <div className={className}>
      {row.inConflict && (
        <span className="visually-hidden">
          In conflict with other transactions of nonce{' '}
          {row.transaction.executionInfo?.type === 'MULTISIG'
            ? row.transaction.executionInfo.nonce
            : ''}
          :
        </span>
      )}
      {row.transaction.id.startsWith('multisig_') ? (
        <ReviewedRow rowProps={rowProps} safe={safe} />
      ) : (
        <TransactionRow {...rowProps} />
      )}
    </div>
  );
}

/**
 * A multisig row with its verdict line. The row is drawn at once from the gateway's word and stays
 * the same element when the review lands, so keyboard focus on it survives.
 */
function ReviewedRow({
  rowProps,
  safe,
}: {
  rowProps: Omit<TransactionRowProps, 'proven'>;
  safe: ReadySafe;
}) {
  const [review, setReview] = useState<RowReview>(UNCHECKED_ROW);
  // A transition: reviews landing row after row redraw without a long task each.
  const onReview = useCallback((next: RowReview) => startTransition(() => setReview(next)), []);
  const RowReviewer = useModuleAfterPaint(rowReviewer)?.RowReviewer;
  return (
    <>
      <TransactionRow {...rowProps} proven={review.proven} />
      <RowVerdictView verdict={review.verdict} />
      {RowReviewer && (
        <RowReviewer safe={safe} transaction={rowProps.transaction} onReview={onReview} />
      )}
    </>
  );
}
