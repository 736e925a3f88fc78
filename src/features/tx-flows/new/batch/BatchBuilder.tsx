// Placeholder for the wave's parallel work: the batch branch replaces this file. It fixes the props
// the new-transaction flow builds against.
import type { ActionFormEntry, NewTxAction } from '../actions';
import type { ReadySafe } from '../../../shared/RequireSafe';

/** Props of BatchBuilder. */
export interface BatchBuilderProps {
  safe: ReadySafe;
  /** The forms a batch action can be made with (every kind but batches themselves). */
  registry: readonly ActionFormEntry[];
  /** The batch to start from (a draft). */
  initial?: { actions: NewTxAction[] };
  /** Every change of the batch, so the draft keeps it. */
  onChange: (batch: { actions: NewTxAction[] }) => void;
  /** The user finished the batch: the flow reviews it as one MultiSendCallOnly call. */
  onSubmit: (actions: NewTxAction[]) => void;
}

/** Add, reorder and remove actions; import/export Transaction Builder JSON (placeholder). */
export function BatchBuilder(_props: BatchBuilderProps) {
  return <p role="status">Batches are not available yet.</p>;
}
