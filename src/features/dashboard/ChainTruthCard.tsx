// Home's "On chain" card. Its contents (reading the Safe from the chain: ABI, RPC cross-check)
// load once Home has painted, in a task of their own: neither the first render nor the commit that
// shows Home waits for them; until they are in, the card says what it will say until the chain
// answers.
import { moduleAfterPaint, useModuleAfterPaint } from '../shared/useModuleAfterPaint';
import type { ChainTruthProps } from './ChainTruth';

const chainTruth = moduleAfterPaint(() => import('./ChainTruth'));

/** The "On chain" card, its contents loaded after paint. */
export function ChainTruthCard(props: ChainTruthProps) {
  const ChainTruth = useModuleAfterPaint(chainTruth)?.ChainTruth;
  return (
    <section className="card" aria-labelledby="chain-truth-title" data-testid="chain-truth">
      <h2 id="chain-truth-title">On chain</h2>
      {ChainTruth ? (
        <ChainTruth {...props} />
      ) : (
        <p role="status">Reading the Safe from the chain…</p>
      )}
    </section>
  );
}
