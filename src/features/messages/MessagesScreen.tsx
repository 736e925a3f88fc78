// Off-chain messages of the Safe: day headings (UTC days, as the gateway groups them), each
// message with its app, a preview and its status; paged and virtualised.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from '../../router';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { SafeInfo, SafeMessageItem, SafeMessageListItem } from '../../gateway';
import { safeInfoQueryOptions, safeMessagesQueryOptions } from '../../query/options';
import { useMessageReview } from '../../session/review/useMessageReview';
import { safeHttpUrl } from '../shared/explorerLink';
import { formatDateLabel, formatIsoDate, formatTime } from '../shared/format';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { EmptyState } from '../shared/StatePanels';
import { VirtualList } from '../shared/VirtualList';
import { messageDetailsLink } from '../../session/routes/links';
import { MessageStatusBadge } from './MessageStatusBadge';
import { buildMessageRows, messagePreview, type ProvenMessageCount } from './messageRows';
import '../shared/transactions/transactions.css';

/** The Messages screen. */
export function MessagesScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Messages</h1>
      <RequireSafe>{(safe) => <MessageList safe={safe} />}</RequireSafe>
    </section>
  );
}

function MessageList({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const ref = { chainId: safe.chainId, safeAddress: safe.safeAddress };
  const query = useInfiniteQuery(safeMessagesQueryOptions(client, ref));
  const safeInfo = useQuery(safeInfoQueryOptions(client, ref));
  const items = useMemo<SafeMessageListItem[]>(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  const rows = useMemo(() => buildMessageRows(items), [items]);
  return (
    <QueryState
      query={query}
      loadingLabel="Loading messages…"
      errorTitle="Messages could not be loaded"
      what="the messages"
      isEmpty={() => !rows.some((row) => row.kind === 'message')}
      empty={
        <EmptyState title="No messages yet">
          <p>Messages that apps ask this Safe to sign off-chain appear here.</p>
        </EmptyState>
      }
    >
      {() => (
        <VirtualList
          items={rows}
          label="Messages"
          getKey={(row) => row.key}
          estimateSize={88}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          nextPageError={query.isFetchNextPageError ? query.error : null}
          offlineEndText="Older messages load when you are back online"
          renderItem={(row) =>
            row.kind === 'date' ? (
              <h2 className="list-heading">
                <time dateTime={formatIsoDate(row.timestamp) || undefined}>
                  {formatDateLabel(row.timestamp, { timeZone: 'UTC' })}
                </time>
              </h2>
            ) : (
              <ReviewedMessageRow message={row.message} safe={safe} safeInfo={safeInfo.data} />
            )
          }
        />
      )}
    </QueryState>
  );
}

/** A message row whose confirmations count is proven on this device (the details' review). */
function ReviewedMessageRow({
  message,
  safe,
  safeInfo,
}: {
  message: SafeMessageItem;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}) {
  const review = useMessageReview(message, safeInfo, safe.chain, safe.safeAddress);
  const checks = review.result?.confirmations;
  const threshold = review.result?.chainState?.threshold;
  const count: ProvenMessageCount =
    checks && threshold !== undefined && !review.signaturesPending
      ? { proven: checks.validSigners.length, required: threshold }
      : 'unchecked';
  return <MessageRowView message={message} safeParam={safe.safeParam} count={count} />;
}

/** Props of MessageRowView. */
export interface MessageRowViewProps {
  message: SafeMessageItem;
  safeParam: string;
  /** The confirmations proven on this device; the gateway's count as is without it. */
  count?: ProvenMessageCount;
}

/** One message row, linking to its details. */
export function MessageRowView({ message, safeParam, count }: MessageRowViewProps) {
  const logo = safeHttpUrl(message.logoUri);
  return (
    <Link
      className="tx-row"
      to={messageDetailsLink(safeParam, message.messageHash)}
      data-message-hash={message.messageHash}
    >
      {logo ? (
        <img className="msg-logo" src={logo} alt="" width={36} height={36} loading="lazy" />
      ) : (
        <span className="tx-icon" aria-hidden="true">
          ✉
        </span>
      )}
      <span className="tx-main">
        <span className="tx-title">{message.name ?? 'Off-chain message'}</span>
        <span className="tx-summary">{messagePreview(message.message)}</span>
      </span>
      <span className="tx-meta">
        <time dateTime={formatIsoDate(message.creationTimestamp) || undefined}>
          {formatTime(message.creationTimestamp)}
        </time>
        <MessageStatusBadge message={message} count={count} />
      </span>
    </Link>
  );
}
