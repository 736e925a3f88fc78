// "Confirm with <parent> by a signed message": an owner of the parent Safe signs the parent's
// off-chain Safe message whose content is the child's SafeTx typed data (created on the gateway, or
// confirmed when it exists), through the same outbox path as every message signature. The SafeMessage
// hash is computed here with the parent's version read from the chain, and the signer sees the
// child's transaction it stands for. Once the parent's owners reach its threshold, the child's review
// asks the parent's isValidSignature on chain and counts the confirmation (a child ≥ 1.5.0 only).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GatewayError, type TransactionDetails } from '../../gateway';
import { safeMessageQueryOptions } from '../../query/options/messages';
import {
  calculateSafeMessageHash,
  getSafeMessageTypedData,
  parentMessageContent,
  type ParentSafe,
} from '../../safe';
import { describeError } from '../../session/errors/describeError';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useOnlineStatus } from '../../session/network/online';
import { confirmMessageItem, proposeMessageItem } from '../../session/outbox/outboxItems';
import { formatSafeParam } from '../../session/routes/links';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import type { ReadySafe } from '../shared/RequireSafe';
import { DecodedDataView } from '../shared/transactions/DecodedDataView';
import { useChainFacts } from './new/useChainFacts';
import { useFocusOnMount } from './new/useFocusOnMount';
import { reviewVersion } from './review/reviewVersion';
import { SafeTxFields } from './review/SafeTxFields';
import { signHash } from './signHash';
import { SigningHardwareScreen } from './SigningHardwareScreen';
import { storeAndSend, type DeliveryOutcome } from './txFlows';
import type { ReviewedTx } from './useTxReview';
import { walletBlocker } from './walletBlocker';

/** Props of ParentMessageConfirm. */
export interface ParentMessageConfirmProps {
  /** The child Safe, whose transaction this is. */
  safe: ReadySafe;
  parent: ParentSafe;
  /** The child's transaction as its review checked it. */
  reviewed: ReviewedTx;
  details: TransactionDetails;
  childName: string;
  parentName: string;
  onClose: () => void;
}

const OUTCOME_WORDS: Record<DeliveryOutcome, string> = {
  sent: 'sent to the gateway',
  queued: 'saved on this device; it is sent when the gateway can be reached',
  failed: 'refused by the gateway (see the outbox)',
};

/** Signs the parent's Safe message over the child's transaction. */
export function ParentMessageConfirm({
  safe,
  parent,
  reviewed,
  details,
  childName,
  parentName,
  onClose,
}: ParentMessageConfirmProps) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const online = useOnlineStatus();
  // Screen readers follow the step: its heading takes the focus when it opens.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const parentSafe: ReadySafe = {
    ...safe,
    safeAddress: parent.address,
    safeParam: formatSafeParam(safe.shortName, parent.address),
  };
  // The parent's version decides its EIP-712 domain: read from the chain, never the gateway.
  const { state, problem, disagreements } = useChainFacts(parentSafe);
  const { version: parentVersion } = reviewVersion(state);
  const content = parentMessageContent({
    safeAddress: safe.safeAddress,
    chainId: safe.chainId,
    version: reviewed.version,
    transaction: reviewed.transaction,
  });
  const parameters = parentVersion
    ? {
        safeAddress: parent.address,
        chainId: safe.chainId,
        version: parentVersion,
        message: content,
      }
    : null;
  const messageHash = parameters ? calculateSafeMessageHash(parameters) : null;
  const existing = useQuery({
    ...safeMessageQueryOptions(client, { chainId: safe.chainId, messageHash: messageHash ?? '' }),
    enabled: messageHash !== null,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DeliveryOutcome | null>(null);

  const me = wallet.address?.toLowerCase() ?? null;
  const isOwner = !!state?.owners.some((o) => o.toLowerCase() === me);
  const blocker =
    disagreements.length > 0
      ? `The RPC sources disagree about ${parentName}: nothing is signed until they agree.`
      : ((state ? walletBlocker(wallet, safe.chain, isOwner) : problem) ?? null);
  // A 404 means no owner of the parent has signed yet: this signature creates the message.
  const message = existing.data ?? null;
  const notFound = existing.error instanceof GatewayError && existing.error.status === 404;
  const lookedUp = existing.isSuccess || notFound;
  const lookupProblem = !online
    ? `Signing ${parentName}’s message needs a connection: whether it exists is asked of the gateway first.`
    : existing.error && !notFound
      ? `${parentName}’s message could not be read from the gateway (${describeError(existing.error)}).`
      : null;
  const signedAlready = !!message?.confirmations.some((c) => c.owner.value.toLowerCase() === me);

  const sign = async () => {
    if (!parameters || !messageHash || !wallet.address) return;
    setBusy(true);
    setError(null);
    try {
      const signature = await signHash(wallet, {
        typedData: getSafeMessageTypedData(parameters),
        hash: messageHash,
        method: 'typed-data',
      });
      const ctx = { client, queryClient, chain: safe.chain, safeAddress: parent.address };
      const target = { chainId: safe.chainId, safe: parent.address };
      const label = `${parentName}'s confirmation of ${childName} tx ${reviewed.safeTxHash.slice(0, 10)}…`;
      const item = message
        ? confirmMessageItem(target, { messageHash, signature, signer: wallet.address }, label)
        : proposeMessageItem(
            target,
            // The gateway's TypedData names ethers' domain type; the content is the same JSON.
            { messageHash, body: { message: content as never, signature, origin: null } },
            label,
          );
      setOutcome(await storeAndSend(ctx, item));
      void existing.refetch();
      // The child's review asks again whether the parent's message is now proven.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes('parent-messages'),
      });
    } catch (cause) {
      setError(describeError(cause));
    } finally {
      setBusy(false);
    }
  };

  const threshold = state?.threshold ?? parent.threshold;
  return (
    <section
      className="stack"
      data-testid="parent-message-confirm"
      aria-label={`Confirm with ${parentName} by a signed message`}
    >
      <h3 ref={heading} tabIndex={-1}>
        Confirm with {parentName} by a signed message
      </h3>
      <p>
        You sign {parentName}’s off-chain Safe message. Its content is {childName}’s transaction{' '}
        <code className="address">{reviewed.safeTxHash}</code> (its SafeTx, shown below): once{' '}
        {threshold} of {parentName}’s owners have signed it, {childName} accepts it as {parentName}
        ’s confirmation, checked on chain (EIP-1271).
      </p>
      <h4>{childName}’s transaction this message confirms</h4>
      <SafeTxFields transaction={reviewed.transaction} safeTxHash={reviewed.safeTxHash} />
      {details.txData?.dataDecoded && (
        <DecodedDataView data={details.txData.dataDecoded} chain={safe.chain} />
      )}
      {messageHash && (
        <p className="hint" data-testid="parent-message-hash">
          {parentName}’s SafeMessage hash (computed on this device):{' '}
          <code className="address">{messageHash}</code>
        </p>
      )}
      {state === null && !problem && <p className="hint">Reading {parentName} from the chain…</p>}
      {state && !parentVersion && (
        <p className="notice warning">{parentName} does not say which Safe version it runs.</p>
      )}
      {message && (
        <p data-testid="parent-message-status">
          {parentName}’s message: {message.confirmationsSubmitted} of{' '}
          {message.confirmationsRequired} signatures (
          {message.status === 'CONFIRMED' ? 'confirmed' : 'waiting for owners'}).
        </p>
      )}
      {blocker && <p className="notice warning">{blocker}</p>}
      {lookupProblem && <p className="notice warning">{lookupProblem}</p>}
      {signedAlready && <p className="notice success">You have signed this message.</p>}
      {outcome && (
        <p className="notice" role="status" data-testid="parent-message-result">
          Your signature is {OUTCOME_WORDS[outcome]}.
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {!signedAlready && parameters && (
        <SigningHardwareScreen
          typedData={getSafeMessageTypedData(parameters)}
          what={`${parentName}’s message`}
        />
      )}
      <div className="actions">
        {!signedAlready && (
          <button
            className="button primary"
            type="button"
            onClick={() => void sign()}
            disabled={busy || !!blocker || !messageHash || !lookedUp || !online}
          >
            {busy
              ? 'Waiting for your wallet’s signature…'
              : message
                ? `Sign ${parentName}’s message`
                : `Sign and create ${parentName}’s message`}
          </button>
        )}
        <button className="button" type="button" onClick={onClose} disabled={busy}>
          Close
        </button>
      </div>
    </section>
  );
}
