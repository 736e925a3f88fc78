// The body of one transaction's details, decision first: what it does (summary, decoded actions,
// the simulation's balance changes), the verdict in one line and the signing controls, sharing
// its signatures; then the verification and the confirmations. The same body shows a transaction
// the gateway lists and one opened from a signed bundle.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { ChainInfo, TransactionDetails } from '../../gateway';
import { balancesQueryOptions, safeInfoQueryOptions } from '../../query/options';
import { tokenLookupOf } from '../shared/transactions/tokenLookup';
import type { ReadySafe } from '../shared/RequireSafe';
import { ExecutionSection } from './ExecutionSection';
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
import type { TransactionLifecycle } from '../../session/lifecycle/useTransactionLifecycle';
import { withUserAbiFindings } from './userAbiFindings';
import { useDetailsActionState } from '../tx-flows/useDetailsActionState';
import { DecisionSkipLink } from '../shared/ActionBar';
import { TxShareSignatures } from '../tx-flows/bundle/TxShareSignatures';

/** The body of one transaction's details: shared by the gateway's transactions and bundles. */
export function TxDetailsBody({
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
      {queued && !lifecycle.gone && (
        <TxShareSignatures details={details} safe={safe} safeInfo={safeInfo.data} />
      )}
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
