// One transaction in full, decision first (see TxDetailsBody): loaded from the gateway by its id,
// or from a signed bundle this device holds (`?bundle=<hash>`), reviewed the same way either way.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../router';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { TransactionDetails } from '../../gateway';
import { httpStatusOf } from '../../query/client';
import { transactionDetailsQueryOptions } from '../../query/options';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { ErrorState } from '../shared/StatePanels';
import { checkTransactionId } from './transactionId';
import { GoneBanner } from './GoneBanner';
import { useRefreshOnDelivery } from '../../session/outbox/useRefreshOnDelivery';
import { useTransactionLifecycle } from '../../session/lifecycle/useTransactionLifecycle';
import { TxDetailsBody } from './TxDetailsBody';
import { BundleTxDetails } from './BundleTxDetails';
import '../shared/transactions/transactions.css';

/** The Transaction details screen (`?id=<txId or safeTxHash>`, or `?bundle=<hash>` for a held bundle). */
export function TxDetailsScreen() {
  const searchParams = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const bundleHash = searchParams.get('bundle')?.trim() ?? '';
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Transaction details</h1>
      <RequireSafe>
        {(safe) =>
          bundleHash ? (
            <BundleTxDetails safe={safe} hash={bundleHash} />
          ) : id ? (
            <CheckedTxDetails safe={safe} id={id} />
          ) : (
            <ErrorState
              title="No transaction is selected"
              error="The link has no transaction id. Open a transaction from the queue or the history."
            />
          )
        }
      </RequireSafe>
    </section>
  );
}

/** Refuses ids that cannot be valid, and ids of another Safe, before asking the gateway. */
function CheckedTxDetails({ safe, id }: { safe: ReadySafe; id: string }) {
  const check = checkTransactionId(id);
  if (!check.ok)
    return <ErrorState title="This transaction link is not valid" error={check.message} />;
  if (check.safeAddress && check.safeAddress.toLowerCase() !== safe.safeAddress.toLowerCase()) {
    return (
      <ErrorState
        title="This transaction belongs to another Safe"
        error={`The link opens Safe ${safe.safeAddress}, but the transaction is one of ${check.safeAddress}. Open it from that Safe's queue or history.`}
      />
    );
  }
  return <TxDetails safe={safe} id={id} />;
}

function TxDetails({ safe, id }: { safe: ReadySafe; id: string }) {
  const client = useGatewayClient();
  const query = useQuery(
    transactionDetailsQueryOptions(client, { chainId: safe.chainId, transactionId: id }),
  );
  // A 404 after the transaction was loaded or listed is news (deleted or replaced), not an error.
  const lifecycle = useTransactionLifecycle(safe, id);
  // A confirmation delivered later (after reconnecting, by the worker) shows without a reload.
  useRefreshOnDelivery(safe);
  const safeTxHash = safeTxHashOfId(id, query.data);
  if (lifecycle.gone && query.data === undefined) {
    return <GoneBanner gone={lifecycle.gone} safe={safe} safeTxHash={safeTxHash} />;
  }
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the transaction…"
      errorTitle="The transaction could not be loaded"
      errorHint={(error) => {
        const status = httpStatusOf(error);
        return status === 404 || status === 400 || status === 422 ? (
          <p>
            The gateway knows no transaction with this id on {safe.chain.chainName}. The link may be
            mistyped or cut off: open the transaction from the queue or the history.
          </p>
        ) : null;
      }}
      what="this transaction"
    >
      {(details) => (
        <TxDetailsBody
          details={details}
          safe={safe}
          lifecycle={lifecycle}
          safeTxHash={safeTxHash}
        />
      )}
    </QueryState>
  );
}

/** The safeTxHash of the open transaction, from its details or its id. */
function safeTxHashOfId(id: string, details: TransactionDetails | undefined): string | null {
  if (details?.detailedExecutionInfo?.type === 'MULTISIG') {
    return details.detailedExecutionInfo.safeTxHash;
  }
  if (/^0x[0-9a-fA-F]{64}$/.test(id)) return id;
  return /^multisig_0x[0-9a-fA-F]{40}_(0x[0-9a-fA-F]{64})$/.exec(id)?.[1] ?? null;
}
