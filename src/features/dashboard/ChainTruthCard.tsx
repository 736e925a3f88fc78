// Home's "On chain" card. Its contents (reading the Safe from the chain: ABI, RPC cross-check)
// load after the first render, which should not wait for them; until they are in, the card says
// what it will say until the chain answers.
import { lazy, Suspense } from 'react';
import type { ChainTruthProps } from './ChainTruth';

const ChainTruth = lazy(() => import('./ChainTruth').then((m) => ({ default: m.ChainTruth })));

/** The "On chain" card, its contents loaded lazily. */
export function ChainTruthCard(props: ChainTruthProps) {
  return (
    <section className="card" aria-labelledby="chain-truth-title" data-testid="chain-truth">
      <h2 id="chain-truth-title">On chain</h2>
      <Suspense fallback={<p role="status">Reading the Safe from the chain…</p>}>
        <ChainTruth {...props} />
      </Suspense>
    </section>
  );
}
