// Placeholder for the wave's parallel work: the simulation branch replaces this file. It fixes the
// props and the outcome type the new-transaction flow and TxActions build against.
import { useEffect } from 'react';
import type { SafeTransactionData } from '../../../safe';
import type { ReadySafe } from '../../shared/RequireSafe';

/** How a local simulation ended; `unavailable` = it could not be run (no RPC, no accessor…). */
export type SimulationOutcome =
  | { status: 'running' }
  | { status: 'success'; gasUsed: bigint }
  | { status: 'failed'; reason: string; gasUsed: bigint | null }
  | { status: 'unavailable'; reason: string };

/** Props of SimulationPanel. */
export interface SimulationPanelProps {
  safe: ReadySafe;
  /** The exact SafeTx that will be signed (nonce included). */
  transaction: SafeTransactionData;
  /** Every change of the outcome, so a flow can demand an explicit "continue anyway" on failure. */
  onOutcome?: (outcome: SimulationOutcome) => void;
}

/** Simulates `transaction` on the user's RPC and shows the outcome (placeholder: not built yet). */
export function SimulationPanel({ onOutcome }: SimulationPanelProps) {
  useEffect(() => {
    onOutcome?.({ status: 'unavailable', reason: 'Simulation is not built yet.' });
  }, [onOutcome]);
  return <p role="status">Simulation is not available yet.</p>;
}
