// Runs the proven-confirmations review (Home's awaiting count, the queue's awaiting filter) and
// hands the answer up. Its own module so screens load it lazily: they render from the gateway's
// word at once ("not yet checked") and the chain-state and signature code arrives after.
import { useEffect } from 'react';
import type { ReadySafe } from '../RequireSafe';
import type { ProvenOf } from './awaiting';
import { useProvenConfirmations } from './useProvenConfirmations';

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
