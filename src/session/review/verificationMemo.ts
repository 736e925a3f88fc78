// verifyTransactionDetails kept per inputs, so the several views of one transaction (its queue row,
// the queue's and Home's proven counts, the details screen) review it once. Inputs are compared by
// identity: the gateway's details and Safe and the chain's state are query data, shared between
// components and kept by structural sharing while unchanged; the per-component ChainCheck wrapper
// is compared by what it holds.
import { isHexString } from 'ethers';
import { useEffect, useReducer } from 'react';
import type { SafeInfo, TransactionDetails } from '../../gateway';
import { warmRecoveryInSlices } from '../../safe/signatures/recover-signatures';
import { pace, paceSteps } from './paced';
import { verifyTransactionDetails, type ChainCheck, type VerificationResult } from './verification';

type Kept = {
  safe: SafeInfo;
  chainId: string;
  check: ChainCheck;
  result: VerificationResult;
};

// A details object sees few Safe/chain combinations (one, then a refreshed chain read).
const KEPT_PER_DETAILS = 4;
const kept = new WeakMap<TransactionDetails, Kept[]>();

function sameCheck(a: ChainCheck, b: ChainCheck): boolean {
  if (a === b) return true;
  if (a.status === 'unchecked' || b.status === 'unchecked') {
    return a.status === 'unchecked' && b.status === 'unchecked' && a.reason === b.reason;
  }
  return (
    a.state === b.state &&
    a.rpcUrl === b.rpcUrl &&
    a.disagreements === b.disagreements &&
    a.onChainSignatures === b.onChainSignatures
  );
}

/** The verification of these inputs if it was computed before, else undefined. */
export function keptVerification(
  details: TransactionDetails,
  safe: SafeInfo,
  chainId: string,
  check: ChainCheck,
): VerificationResult | undefined {
  return kept
    .get(details)
    ?.find(
      (entry) => entry.safe === safe && entry.chainId === chainId && sameCheck(entry.check, check),
    )?.result;
}

/** verifyTransactionDetails (no implementation-code check), computed once per inputs. */
export function verifyTransactionDetailsOnce(
  details: TransactionDetails,
  safe: SafeInfo,
  chainId: string,
  check: ChainCheck,
): VerificationResult {
  const known = keptVerification(details, safe, chainId, check);
  if (known) return known;
  const result = verifyTransactionDetails(details, safe, chainId, undefined, check);
  const entries = kept.get(details) ?? [];
  entries.unshift({ safe, chainId, check, result });
  kept.set(details, entries.slice(0, KEPT_PER_DETAILS));
  return result;
}

/** More confirmations than a Safe has owners are the review's to report, not to warm up. */
const WARM_UPS_LIMIT = 32;

/**
 * One job per confirmation that recovers its signature over the hash the gateway claims. Recovery
 * is most of a review's cost (~20 ms per signature on a laptop, four times that on a phone):
 * inside the review it made one long task per transaction; ahead of it each signature is recovered
 * in slices, a short task each, and the review finds it recovered. The claim is trusted
 * for nothing: the memo is keyed by hash and signature, and the review recovers over the hash it
 * computes itself.
 */
function recoveryWarmUps(details: TransactionDetails): Iterator<unknown>[] {
  const info = details.detailedExecutionInfo;
  if (info?.type !== 'MULTISIG' || !Array.isArray(info.confirmations)) return [];
  const hash: unknown = info.safeTxHash;
  if (!isHexString(hash, 32)) return [];
  return info.confirmations.slice(0, WARM_UPS_LIMIT).flatMap((confirmation) => {
    const signature: unknown = confirmation?.signature;
    return typeof signature === 'string' ? [warmRecoveryInSlices(hash, signature)] : [];
  });
}

/**
 * Queues the review of these inputs, each step in a task of its own (see paced.ts): the
 * confirmations' recoveries first, then the review, then `reviewed`. Returns the cancel.
 */
export function paceReview(
  details: TransactionDetails,
  safe: SafeInfo,
  chainId: string,
  check: ChainCheck,
  reviewed: () => void = () => undefined,
): () => void {
  const cancels = [
    ...recoveryWarmUps(details).map((work) => paceSteps(work)),
    pace(() => {
      verifyTransactionDetailsOnce(details, safe, chainId, check);
      reviewed();
    }),
  ];
  return () => cancels.forEach((cancel) => cancel());
}

/**
 * The verification of `details` (null until every input is there). `paced`: a review not computed
 * before runs in tasks of its own (see paceReview) and this returns null until then — for views
 * that show many transactions at once; a single transaction's screen computes in its render.
 */
export function useTransactionVerification(
  details: TransactionDetails | undefined,
  safe: SafeInfo | undefined,
  chainId: string,
  check: ChainCheck | null,
  paced = false,
): VerificationResult | null {
  const [, computed] = useReducer((count: number) => count + 1, 0);
  const ready = details && safe && check ? ([details, safe, chainId, check] as const) : null;
  const known = ready ? keptVerification(...ready) : undefined;
  const result = ready && !known && !paced ? verifyTransactionDetailsOnce(...ready) : known;
  useEffect(() => {
    if (!paced || !details || !safe || !check) return;
    if (keptVerification(details, safe, chainId, check)) return;
    return paceReview(details, safe, chainId, check, computed);
  }, [paced, details, safe, chainId, check]);
  return result ?? null;
}
