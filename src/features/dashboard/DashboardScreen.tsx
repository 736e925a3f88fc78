// Home answers "what now": first the transactions awaiting the connected owner's signature (the
// rows themselves, not just a count), then the total balance and the queue, then the Safe at a
// glance — threshold, owners, nonce, version, modules, guard, fallback handler — and last the
// chain's own answer beside the gateway's.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { Link } from '../../router';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { queueLink } from '../../session/routes/links';
import { httpStatusOf } from '../../query/client';
import { safeInfoQueryOptions, transactionQueueQueryOptions } from '../../query/options';
import { AsOf } from '../shared/AsOf';
import { QueryState, queryPanelOf } from '../shared/QueryState';
import { useOnlineStatus } from '../../session/network/online';
import { useDeferredQueryData } from '../shared/useDeferredQueryData';
import { useRecordRecentSafe } from '../shared/recentSafes';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { countQueued } from './countQueued';
import { useAwaitingBadge } from '../shared/transactions/useAwaitingBadge';
import { ChainSafeSetup } from '../shared/ChainSafeSetup';
import { filterAwaiting } from '../shared/transactions/awaiting';
import { useLazyProven } from '../shared/transactions/useLazyProven';
import { ChainTruthCard } from './ChainTruthCard';
import { TransactionRow } from '../shared/transactions/TransactionRow';
import { TotalBalance } from './TotalBalance';

/** How many awaiting transactions Home lists before pointing to the filtered queue. */
const AWAITING_SHOWN = 5;

/** The Home screen. */
export function DashboardScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Home</h1>
      <RequireSafe>{(safe) => <Dashboard safe={safe} />}</RequireSafe>
    </section>
  );
}

function Dashboard({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const info = useQuery(safeInfoQueryOptions(client, safe));
  useRecordRecentSafe(safe, info.data !== undefined);
  // Home's cards render in the background once the Safe arrives (see useDeferredQueryData).
  const shownInfo = useDeferredQueryData(info);
  const online = useOnlineStatus();
  const panel = queryPanelOf(shownInfo, online);
  // What awaits the signer needs nothing from the Safe's own answer: its queue and balances are
  // asked for beside it, so its cards show while the Safe loads. When the Safe fails (not found,
  // offline without a saved copy) that answer is the whole screen instead.
  const summaryShown = panel === 'data' || panel === 'loading';
  return (
    <>
      {panel === 'data' && <AsOf query={shownInfo} />}
      {summaryShown && <QueueSummary safe={safe} safeLoaded={panel === 'data'} />}
      <QueryState
        query={shownInfo}
        showAsOf={false}
        loadingLabel="Loading the Safe…"
        errorTitle="The Safe could not be loaded"
        errorHint={(error) =>
          httpStatusOf(error) === 404 ? (
            <p>
              The gateway knows no Safe at this address on {safe.chain.chainName}. Check the
              address, and that the prefix “{safe.shortName}:” is the network the Safe was created
              on.
            </p>
          ) : null
        }
        what="this Safe"
      >
        {(data) => (
          <>
            <ChainSafeSetup safe={safe} info={data} />
            {/* Last: it grows when the chain answers, and nothing below it should move then. */}
            <ChainTruthCard chain={safe.chain} safeAddress={safe.safeAddress} info={data} />
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * What awaits the signer, the total and the queue count. Until the Safe itself has answered
 * (`safeLoaded`), a failed queue or balance list reads as loading: the Safe's own answer is the
 * one to show.
 */
function QueueSummary({ safe, safeLoaded }: { safe: ReadySafe; safeLoaded: boolean }) {
  const client = useGatewayClient();
  const queue = useInfiniteQuery(transactionQueueQueryOptions(client, safe));
  // The counts and awaiting rows render in the background once a page arrives.
  const queueData = useDeferredValue(queue.data);
  const { connection } = useWalletSession();
  const ids = useMemo(
    () =>
      (queueData?.pages ?? []).flatMap((page) =>
        page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction.id] : [])),
      ),
    [queueData],
  );
  // Who has validly signed is this device's count, not the gateway's missingSigners. Its code
  // (most of Home's) loads after the first render: until it reports, counts say "by the
  // gateway's word, not yet checked".
  const { provenOf, reporter } = useLazyProven(safe, ids, connection !== null);
  useAwaitingBadge(
    safe,
    queueData?.pages.flatMap((page) => page.results),
    connection?.address,
    provenOf,
  );
  const items = useMemo(
    () => (queueData?.pages ?? []).flatMap((page) => page.results),
    [queueData],
  );
  const awaiting = useMemo(
    () =>
      connection
        ? filterAwaiting(items, connection.address, provenOf).flatMap((item) =>
            item.type === 'TRANSACTION' ? [item.transaction] : [],
          )
        : [],
    [items, connection, provenOf],
  );
  const counts = queueData
    ? countQueued(queueData.pages, connection?.address, provenOf)
    : undefined;
  const more = queue.hasNextPage ? '+' : '';
  return (
    <>
      {reporter}
      <section className="card stack home-awaiting" aria-labelledby="awaiting-title">
        <h2 id="awaiting-title">Awaiting your signature</h2>
        {!connection ? (
          <p className="hint">
            Connect a wallet with “Connect wallet” at the top of the screen to see what waits for
            you.
          </p>
        ) : counts ? (
          <>
            <p>
              <span className="big-number" data-testid="awaiting-count">
                {counts.awaitingYou}
                {more}
              </span>{' '}
              {counts.awaitingYou === 1 ? 'transaction waits for you' : 'transactions wait for you'}
            </p>
            {counts.awaitingUnchecked > 0 && (
              <p className="hint" data-testid="awaiting-unchecked">
                {counts.awaitingUnchecked} of them by the gateway&apos;s word, not yet checked on
                this device.
              </p>
            )}
            {awaiting.length > 0 && (
              <ul className="plain-list home-awaiting-list" data-testid="home-awaiting">
                {awaiting.slice(0, AWAITING_SHOWN).map((transaction) => (
                  <li key={transaction.id}>
                    <TransactionRow
                      transaction={transaction}
                      safeParam={safe.safeParam}
                      nativeCurrency={safe.chain.nativeCurrency}
                      connectedAddress={connection.address}
                      timeFormat="datetime"
                      fromTab="Queue"
                    />
                  </li>
                ))}
              </ul>
            )}
            <Link to={queueLink(safe.safeParam, 'awaiting-you')} data-testid="awaiting-link">
              Show the transactions awaiting your signature
            </Link>
          </>
        ) : queue.isError && safeLoaded ? (
          <p role="alert">Could not load the queue. {queue.error?.message}</p>
        ) : (
          <p role="status" className="big-number-slot">
            Loading…
          </p>
        )}
      </section>
      <div className="cards">
        <TotalBalance safe={safe} showError={safeLoaded} />
        <section className="card" aria-labelledby="queued-title">
          <h2 id="queued-title">Queued transactions</h2>
          {counts ? (
            <p className="big-number" data-testid="queued-count">
              {counts.queued}
              {more}
            </p>
          ) : queue.isError && safeLoaded ? (
            <p role="alert">Could not load the queue. {queue.error?.message}</p>
          ) : (
            <p role="status" className="big-number-slot">
              Loading…
            </p>
          )}
          <Link to={queueLink(safe.safeParam)}>Open the queue</Link>
        </section>
      </div>
    </>
  );
}
