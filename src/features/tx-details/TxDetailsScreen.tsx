// One transaction in full, decision first: what it does (summary, decoded actions, the
// simulation's balance changes), the verdict in one line and the signing controls in a sticky bar;
// then the verification (its verdict, and the hashes computed here and every finding one tap away
// unless something is wrong), and the confirmations and execution details.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { ChainInfo, TransactionDetails } from '../../gateway';
import { httpStatusOf } from '../../query/client';
import {
  balancesQueryOptions,
  safeInfoQueryOptions,
  transactionDetailsQueryOptions,
} from '../../query/options';
import { tokenLookupOf } from '../shared/transactions/tokenLookup';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { ErrorState } from '../shared/StatePanels';
import { ExecutionSection } from './ExecutionSection';
import { checkTransactionId } from './transactionId';
import { SummarySection } from './SummarySection';
import { TransferSection } from './TransferSection';
import { TxDataSection } from './TxDataSection';
import { TxInfoSection } from './TxInfoSection';
import { TxVerification } from './TxVerification';
import { TxActions } from '../tx-flows/TxActions';
import { isRejection } from './replacedTransactions';
import { ReplacesSection } from './ReplacesSection';
import { useTransactionReview } from '../../session/review/useTransactionReview';
import { useUserAbiDecoding } from '../../session/review/useUserAbiDecoding';
import { UserAbiSection } from './UserAbiSection';
import { GoneBanner } from './GoneBanner';
import { useRefreshOnDelivery } from '../../session/outbox/useRefreshOnDelivery';
import {
  useTransactionLifecycle,
  type TransactionLifecycle,
} from '../../session/lifecycle/useTransactionLifecycle';
import { withUserAbiFindings } from './userAbiFindings';
import { useDetailsActionState } from '../tx-flows/useDetailsActionState';
import { DecisionSkipLink } from '../shared/ActionBar';
import '../shared/transactions/transactions.css';

/** The Transaction details screen (`?id=<txId or safeTxHash>`). */
export function TxDetailsScreen() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Transaction details</h1>
      <RequireSafe>
        {(safe) =>
          id ? (
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

function TxDetailsBody({
  details,
  safe,
  lifecycle,
  safeTxHash,
}: {
  details: TransactionDetails;
  safe: ReadySafe;
  lifecycle: TransactionLifecycle;
  safeTxHash: string | null;
}) {
  const client = useGatewayClient();
  const safeInfo = useQuery(
    safeInfoQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const chain: ChainInfo = safe.chain;
  const balances = useQuery(
    balancesQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const tokenOf = useMemo(
    () =>
      tokenLookupOf(
        (balances.data?.items ?? []).flatMap(({ tokenInfo }) =>
          tokenInfo.type === 'ERC20' && typeof tokenInfo.decimals === 'number'
            ? [
                {
                  address: tokenInfo.address,
                  symbol: tokenInfo.symbol,
                  decimals: tokenInfo.decimals,
                },
              ]
            : [],
        ),
      ),
    [balances.data],
  );
  const multisig = details.detailedExecutionInfo?.type === 'MULTISIG';
  const userAbi = useUserAbiDecoding(details.txData, chain.chainId);
  // The gateway decoding a call differently from the user's own ABI is a finding of the review.
  const review = withUserAbiFindings(
    useTransactionReview(details, chain, safe.safeAddress),
    userAbi,
  );
  const result = review.status === 'done' ? review.result : null;
  const action = useDetailsActionState(details, review, safe, lifecycle);
  const queued =
    multisig &&
    details.executedAt == null &&
    (details.txStatus === 'AWAITING_CONFIRMATIONS' || details.txStatus === 'AWAITING_EXECUTION');
  // Decision first: what happens (summary, decoded actions, then in TxActions the simulation's
  // balance changes), the verdict in one line, the decision; the evidence after it.
  return (
    <div className="stack details-stack">
      {lifecycle.gone && <GoneBanner gone={lifecycle.gone} safe={safe} safeTxHash={safeTxHash} />}
      {queued && !lifecycle.gone && <DecisionSkipLink />}
      <SummarySection
        details={details}
        chain={chain}
        action={action}
        safeAddress={safe.safeAddress}
      />
      {details.txInfo.type === 'Transfer' && (
        <TransferSection transfer={details.txInfo} chain={chain} />
      )}
      <TxInfoSection txInfo={details.txInfo} chain={chain} />
      {details.txData && <TxDataSection txData={details.txData} chain={chain} tokenOf={tokenOf} />}
      {userAbi && <UserAbiSection decoding={userAbi} chain={chain} />}
      {multisig && details.executedAt == null && isRejection(details) && (
        <ReplacesSection details={details} safe={safe} />
      )}
      <TxActions details={details} safe={safe} safeInfo={safeInfo.data} lifecycle={lifecycle} />
      {multisig && (
        <TxVerification
          details={details}
          review={review}
          chain={chain}
          gone={lifecycle.gone !== null}
        />
      )}
      <ExecutionSection
        details={details}
        chain={chain}
        owners={
          result?.chainState
            ? result.chainState.owners.map((value) => ({ value, name: null, logoUri: null }))
            : safeInfo.data?.owners
        }
        confirmationsCheck={result?.confirmations ?? null}
        threshold={result?.chainState?.threshold ?? null}
        hashMismatch={
          result?.findings.some((finding) => finding.code === 'SAFE_TX_HASH_MISMATCH') ?? false
        }
      />
    </div>
  );
}
