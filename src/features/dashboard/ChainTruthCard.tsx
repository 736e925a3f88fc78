// Home's "On chain" card, loaded after the first render: reading the Safe from the chain needs the
// chain-state code (ABI, RPC cross-check), which Home's first paint should not wait for. Until it
// is in, the card says what it will say until the chain answers.
import { lazy, Suspense } from 'react';
import type { ChainTruthProps } from './ChainTruth';

const ChainTruth = lazy(() => import('./ChainTruth').then((m) => ({ default: m.ChainTruth })));

/** The "On chain" card, its code loaded lazily. */
export function ChainTruthCard(props: ChainTruthProps) {
  return (
    <Suspense
      fallback={
        <section className="card" aria-labelledby="chain-truth-title" data-testid="chain-truth">
          <h2 id="chain-truth-title">On chain</h2>
          <p role="status">Reading the Safe from the chain…</p>
        </section>
      }
    >
      <ChainTruth {...props} />
    </Suspense>
  );
}
