// The action state a details page shows in its status badge: the same inputs TxActions reads
// (review, chain state, this device's outbox, the connected owner), so the badge and the controls
// never disagree. Null for anything but a queued multisig transaction.
import { useMemo } from 'react';
import type { TransactionDetails } from '../../gateway';
import { actionStateOf, type ActionState, type TransactionLifecycle } from '../../safe';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useOutbox } from '../../session/outbox/useOutbox';
import { signingGateOf } from '../../session/review/signingGate';
import type { TransactionReview } from '../../session/review/useTransactionReview';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import type { ReadySafe } from '../shared/RequireSafe';
import { detailsActionInputs, outboxEntriesFor } from './txActionState';

/** The action state of `details` for its page (badge, push landing). */
export function useDetailsActionState(
  details: TransactionDetails,
  review: TransactionReview,
  safe: ReadySafe,
  lifecycle?: TransactionLifecycle,
): ActionState | null {
  const client = useGatewayClient();
  const me = useWalletSession().address;
  const items = useOutbox(client, { chainId: safe.chainId, safe: safe.safeAddress }).items;
  const info =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : null;
  return useMemo(() => {
    if (!info) return null;
    const queued =
      details.executedAt == null &&
      (details.txStatus === 'AWAITING_CONFIRMATIONS' || details.txStatus === 'AWAITING_EXECUTION');
    if (!queued && !lifecycle?.gone) return null;
    // The badge needs no SafeTx: dangerous warnings are TxActions' to tick.
    const inputs = detailsActionInputs({
      details,
      review,
      gate: signingGateOf(details, review),
      transaction: null,
      outbox: outboxEntriesFor(items, info.safeTxHash),
      connectedAddress: me,
      ...(lifecycle ? { lifecycle } : {}),
    });
    // Without the SafeTx an ok gate reads "checking"; the badge's status does not depend on it.
    const verdict =
      inputs.verdict.status === 'checking' && signingGateOf(details, review).status === 'ok'
        ? ({ status: 'ok' } as const)
        : inputs.verdict;
    return actionStateOf({ ...inputs, verdict });
  }, [info, details, review, items, me, lifecycle]);
}
