// A Safe owned by a Safe: its transaction is confirmed by the parent Safe executing
// approveHash(safeTxHash) on it. The parents are found by asking the chain which owners answer like
// Safes; the connected wallet acts for those it owns, through a transaction proposed on the parent
// and reviewed like any other. Once the parent executes it, the child's review reads the approval
// from approvedHashes and counts it. A child ≥ 1.5.0 also takes the parent's signed Safe message
// over its transaction (EIP-1271, ParentMessageConfirm); an older one cannot, and says why.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { parentSafesQueryOptions } from '../../query/options/nestedSafes';
import type { TransactionDetails } from '../../gateway';
import {
  buildParentApprovalCall,
  childAcceptsParentMessage,
  parentsOwnedBy,
  type ParentSafe,
} from '../../safe';
import { useChainRpc } from '../../session/rpc/useChainRpc';
import { formatSafeParam } from '../../session/routes/links';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { useAddressBook } from '../shared/address-book/useAddressBook';
import { shortenAddress, shortenHex } from '../shared/format/address';
import type { ReadySafe } from '../shared/RequireSafe';
import { ProposalResult } from './new/ProposalResult';
import { ParentMessageConfirm } from './ParentMessageConfirm';
import { TxReview } from './review/TxReview';
import type { DeliveryOutcome } from './txFlows';
import type { ReviewedTx } from './useTxReview';

/** Props of ParentSafeActions. */
export interface ParentSafeActionsProps {
  /** The child Safe, whose transaction this is. */
  safe: ReadySafe;
  /**
   * The child's owners as the chain reported them to the review (passed down rather than read
   * again: a second observer of a failing chain read would refetch it on every mount).
   */
  owners: readonly string[];
  /** The child's transaction as its review checked it (safeTxHash, version, proofs on chain). */
  reviewed: ReviewedTx;
  details: TransactionDetails;
  /** The child's review did not verify the transaction: nothing is built for it. */
  unverified: boolean;
}

type Step =
  | { step: 'idle' }
  | { step: 'review'; parent: ParentSafe }
  | { step: 'message'; parent: ParentSafe }
  | { step: 'result'; parent: ParentSafe; safeTxHash: string; outcome: DeliveryOutcome };

/** "Confirm with <parent>" for every parent Safe the connected wallet owns. */
export function ParentSafeActions({
  safe,
  owners,
  reviewed,
  details,
  unverified,
}: ParentSafeActionsProps) {
  const { safeTxHash, approvedOnChain, parentMessagesOnChain } = reviewed;
  const wallet = useWalletSession();
  const rpc = useChainRpc(safe.chain);
  const parents = useQuery({
    ...parentSafesQueryOptions({
      rpcUrl: rpc.status === 'ok' ? rpc.url : '',
      chainId: safe.chainId,
      safeAddress: safe.safeAddress,
      owners,
    }),
    enabled: owners.length > 0 && rpc.status === 'ok',
  });
  const { nameOf } = useAddressBook(safe.chainId);
  const [step, setStep] = useState<Step>({ step: 'idle' });
  const mine = useMemo(
    () => parentsOwnedBy(parents.data ?? [], wallet.address),
    [parents.data, wallet.address],
  );
  if (!parents.data || parents.data.length === 0) return null;

  const nameOfSafe = (address: string) => nameOf(address) ?? shortenAddress(address);
  const approved = new Set(approvedOnChain.map((a) => a.toLowerCase()));
  const signedByMessage = new Set(parentMessagesOnChain.map((p) => p.owner.toLowerCase()));
  const childName = nameOfSafe(safe.safeAddress);
  const messageRoute = childAcceptsParentMessage(reviewed.version);

  if (step.step === 'message') {
    return (
      <ParentMessageConfirm
        safe={safe}
        parent={step.parent}
        reviewed={reviewed}
        details={details}
        childName={childName}
        parentName={nameOfSafe(step.parent.address)}
        onClose={() => setStep({ step: 'idle' })}
      />
    );
  }

  if (step.step === 'review' || step.step === 'result') {
    const parentSafe: ReadySafe = {
      ...safe,
      safeAddress: step.parent.address,
      safeParam: formatSafeParam(safe.shortName, step.parent.address),
    };
    if (step.step === 'result') {
      return (
        <ProposalResult
          safe={parentSafe}
          safeTxHash={step.safeTxHash}
          outcome={step.outcome}
          onAnother={() => setStep({ step: 'idle' })}
          anotherLabel="Close"
        />
      );
    }
    const parentName = nameOfSafe(step.parent.address);
    return (
      <TxReview
        safe={parentSafe}
        title={`Review the confirmation on ${parentName}`}
        origin={`Confirmation of ${childName} tx ${shortenHex(safeTxHash, 6)}: built by Countersign. ${parentName} calls approveHash on ${childName}, so once its owners execute it, ${childName} counts ${parentName}'s confirmation from the chain.`}
        summaries={[`Confirm ${childName} transaction ${safeTxHash} as its owner ${parentName}`]}
        call={buildParentApprovalCall(safe.safeAddress, safeTxHash)}
        label={`Confirmation of ${childName} tx ${shortenHex(safeTxHash, 6)}`}
        backLabel="Cancel"
        onBack={() => setStep({ step: 'idle' })}
        onProposed={(result) => setStep({ step: 'result', parent: step.parent, ...result })}
      />
    );
  }

  return (
    <div className="stack" data-testid="parent-safe-actions">
      {parents.data.map((parent) => {
        const name = nameOfSafe(parent.address);
        if (approved.has(parent.address.toLowerCase()))
          return (
            <p key={parent.address} className="notice success" data-testid="parent-approved">
              {name} ({parent.address}) has confirmed this transaction on chain (approveHash).
            </p>
          );
        if (signedByMessage.has(parent.address.toLowerCase()))
          return (
            <p key={parent.address} className="notice success" data-testid="parent-message-proven">
              {name} ({parent.address}) has confirmed this transaction by a signed message, checked
              on chain (EIP-1271).
            </p>
          );
        const owned = mine.some((m) => m.address === parent.address);
        if (!owned)
          return (
            <p key={parent.address} className="hint">
              Owner {parent.address} is a Safe ({parent.threshold} of {parent.owners.length}): its
              owners confirm for it by connecting a wallet that owns it.
            </p>
          );
        return (
          <div key={parent.address} className="stack">
            <div className="actions">
              <button
                className="button"
                type="button"
                disabled={unverified}
                onClick={() => setStep({ step: 'review', parent })}
              >
                Confirm with {name} (on chain, approveHash)
              </button>
              {messageRoute && (
                <button
                  className="button"
                  type="button"
                  disabled={unverified}
                  onClick={() => setStep({ step: 'message', parent })}
                >
                  Confirm with {name} by a signed message
                </button>
              )}
            </div>
            {!messageRoute && (
              <p className="hint" data-testid="parent-message-unavailable">
                Only approveHash applies: {childName} runs Safe {reviewed.version}, which asks an
                owner Safe to approve the transaction’s encoded bytes, a form no signed Safe message
                can match. A signed message confirms only for a child Safe 1.5.0 or later.
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
