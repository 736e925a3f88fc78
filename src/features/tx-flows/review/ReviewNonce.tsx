// The nonce of a transaction under review: either fixed by what it is (a rejection replaces nonce
// N, so it is N) and shown with that reason, or chosen from the chain's nonce and the queue and
// editable with a warning.
import { useState, type ReactNode } from 'react';
import type { SafeChainState } from '../../../safe';
import type { ReadySafe } from '../../shared/RequireSafe';
import { NonceField, nonceOf, useNonceChoice } from '../new/NonceField';

/** A nonce the caller fixed, with the reason the review shows. */
export type FixedNonce = { nonce: bigint; reason: string };

/** The nonce in effect (null while unknown or invalid), the fixed one's problem, and the field. */
export function useReviewNonce(
  safe: ReadySafe,
  state: SafeChainState | null,
  fixed: FixedNonce | undefined,
): { nonce: bigint | null; problem: string | null; field: ReactNode } {
  const choice = useNonceChoice(safe, state);
  const [nonceText, setNonceText] = useState('');
  if (fixed) {
    // A nonce the chain has used cannot be signed for again: executing it would revert.
    const problem =
      state && fixed.nonce < state.nonce
        ? `Nonce ${fixed.nonce.toString()} was already executed on chain (the Safe is at ${state.nonce.toString()}): there is nothing left to replace.`
        : null;
    return {
      nonce: fixed.nonce,
      problem,
      field: (
        <div className="form-row" data-testid="review-fixed-nonce">
          <p>
            <strong>Nonce {fixed.nonce.toString()}</strong> (fixed): {fixed.reason}
          </p>
          {state && <p className="hint">The chain’s next nonce is {state.nonce.toString()}.</p>}
        </div>
      ),
    };
  }
  return {
    nonce: choice ? nonceOf(nonceText, choice) : null,
    problem: null,
    field: choice ? (
      <NonceField
        safe={safe}
        choice={choice}
        chainNonce={state?.nonce ?? null}
        value={nonceText}
        onChange={setNonceText}
      />
    ) : (
      <p className="hint" role="status">
        Finding the next nonce…
      </p>
    ),
  };
}
