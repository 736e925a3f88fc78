// The proven counts for screens that render from the gateway's word first (Home, the queue): the
// review code (chain state, hashing, signature recovery) loads after the screen painted, in
// ProvenReporter, and its answer comes back here. Until it reports, `provenOf` is undefined ("not
// yet checked").
import { startTransition, useCallback, useState, type ReactNode } from 'react';
import type { ReadySafe } from '../RequireSafe';
import { moduleAfterPaint, useModuleAfterPaint } from '../useModuleAfterPaint';
import type { ProvenOf } from './awaiting';

const provenReporter = moduleAfterPaint(() => import('./ProvenReporter'));

/** The proven counts of `transactionIds` once reviewed, and the element that reviews them. */
export function useLazyProven(
  safe: ReadySafe,
  transactionIds: readonly string[],
  enabled = true,
): { provenOf: ProvenOf | undefined; reporter: ReactNode } {
  const [provenOf, setProvenOf] = useState<ProvenOf | undefined>(undefined);
  // A function in state must be set through an updater, or React would call it. A transition:
  // every count on the screen redrawing at once is otherwise one long task.
  const report = useCallback(
    (next: ProvenOf) => startTransition(() => setProvenOf(() => next)),
    [],
  );
  const ProvenReporter = useModuleAfterPaint(provenReporter, enabled)?.default;
  const reporter =
    enabled && ProvenReporter ? (
      <ProvenReporter safe={safe} transactionIds={transactionIds} onChange={report} />
    ) : null;
  return { provenOf, reporter };
}
