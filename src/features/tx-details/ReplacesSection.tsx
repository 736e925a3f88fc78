// "This rejection replaces …": the queued transactions a rejection would cancel.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionDetails } from '../../gateway';
import { transactionQueueQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { ReadySafe } from '../shared/RequireSafe';
import { TransactionRow } from '../shared/transactions/TransactionRow';
import { replacedTransactions } from './replacedTransactions';

/** The transactions a queued rejection replaces (same nonce). */
export function ReplacesSection({
  details,
  safe,
}: {
  details: TransactionDetails;
  safe: ReadySafe;
}) {
  const client = useGatewayClient();
  const queue = useInfiniteQuery(transactionQueueQueryOptions(client, safe));
  const replaced = queue.data ? replacedTransactions(details, queue.data.pages) : null;
  const nonce =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo.nonce : '';
  return (
    <section className="details-section" aria-labelledby="replaces-title">
      <h2 id="replaces-title">What this rejection replaces</h2>
      {replaced === null ? (
        <p role="status">
          {queue.isError ? 'The queue could not be loaded.' : 'Loading the queue…'}
        </p>
      ) : replaced.length === 0 ? (
        <p data-testid="replaces">No other queued transaction uses nonce {nonce}.</p>
      ) : (
        <>
          <p data-testid="replaces">
            Executing this rejection uses nonce {nonce}, so{' '}
            {replaced.length === 1
              ? 'this transaction can never execute:'
              : `these ${replaced.length} transactions can never execute:`}
          </p>
          <ul className="tx-list">
            {replaced.map((transaction) => (
              <li key={transaction.id}>
                <TransactionRow
                  transaction={transaction}
                  safeParam={safe.safeParam}
                  nativeCurrency={safe.chain.nativeCurrency}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
