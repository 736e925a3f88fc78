// verifyTransactionDetails kept per inputs, so the several views of one transaction (its queue row,
// the queue's and Home's proven counts, the details screen) review it once. Inputs are compared by
// identity: the gateway's details and Safe and the chain's state are query data, shared between
// components and kept by structural sharing while unchanged; the per-component ChainCheck wrapper
// is compared by what it holds.
import { useEffect, useReducer } from 'react';
import type { SafeInfo, TransactionDetails } from '../../gateway';
import { pace } from './paced';
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

/**
 * The verification of `details` (null until every input is there). `paced`: a review not computed
 * before runs in a task of its own (see paced.ts) and this returns null until then — for views
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
    return pace(() => {
      verifyTransactionDetailsOnce(details, safe, chainId, check);
      computed();
    });
  }, [paced, details, safe, chainId, check]);
  return result ?? null;
}
