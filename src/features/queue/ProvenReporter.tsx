// Runs the queue's proven-confirmations review (Home's rule, for the awaiting filter) and hands
// the answer up. Its own module so the queue loads it lazily: the list renders from the gateway's
// word at once and the chain-state code arrives after.
import { useEffect } from 'react';
import type { ReadySafe } from '../shared/RequireSafe';
import type { ProvenOf } from '../shared/transactions/awaiting';
import { useProvenConfirmations } from '../shared/transactions/useProvenConfirmations';

/** Props of ProvenReporter. */
export interface ProvenReporterProps {
  safe: ReadySafe;
  transactionIds: readonly string[];
  onChange: (provenOf: ProvenOf) => void;
}

/** Reviews `transactionIds` and reports the proven counts whenever they change. */
export default function ProvenReporter({ safe, transactionIds, onChange }: ProvenReporterProps) {
  const provenOf = useProvenConfirmations(safe, transactionIds);
  useEffect(() => onChange(provenOf), [provenOf, onChange]);
  return null;
}
