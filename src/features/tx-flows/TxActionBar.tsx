// The decision bar of a queued transaction: the action state's label (one live node from the
// start, so a change of status is announced), its controls with one primary action — Confirm, else
// Execute — Relay as a secondary and Reject / Delete as destructive, and the flow's live status.
import type { ActionState } from '../../safe';
import { ActionBar } from '../shared/ActionBar';
import { ActionButton } from './ActionControls';
import { FlowStatus } from './FlowStatus';
import type { FlowState } from './useFlowRunner';

/** What the bar's buttons do; TxActions owns the flows. */
export interface TxActionBarHandlers {
  onConfirm: () => void;
  onExecute: () => void;
  onRelay: () => void;
  onReject: () => void;
  onDelete: () => void;
}

/** Props of TxActionBar. */
export interface TxActionBarProps extends TxActionBarHandlers {
  action: ActionState;
  /** Executed, deleted or replaced: only the status and the flow's outcome remain. */
  finished: boolean;
  /** Signatures collected without / with the connected owner's (null while unknown). */
  enough: { signed: boolean; withMe: boolean } | null;
  /** The relay's quota, when the gateway offers one. */
  relay: { remaining: number; limit: number } | null;
  flow: FlowState;
}

/** The sticky bar with the transaction's decision. */
export function TxActionBar({
  action,
  finished,
  enough,
  relay,
  flow,
  onConfirm,
  onExecute,
  onRelay,
  onReject,
  onDelete,
}: TxActionBarProps) {
  const { controls } = action;
  const show = (control: keyof typeof controls) => !finished && controls[control].visible;
  const executeTone = show('confirm') ? 'secondary' : 'primary';
  return (
    <ActionBar label="Your decision on this transaction">
      <p
        className="action-bar-status"
        role="status"
        data-testid="action-status"
        data-action-status={action.status}
      >
        {action.status === 'executed' ? '' : action.label}
      </p>
      {show('confirm') && (
        <ActionButton control={controls.confirm} tone="primary" onClick={onConfirm}>
          Confirm
        </ActionButton>
      )}
      {show('execute') && (
        <ActionButton
          control={controls.execute}
          tone={executeTone}
          disabled={!enough?.withMe}
          onClick={onExecute}
        >
          {enough?.signed === false ? 'Execute, adding your approval' : 'Execute'}
        </ActionButton>
      )}
      {show('relay') && relay && (
        <ActionButton
          control={controls.relay}
          disabled={relay.remaining === 0 || !enough?.signed}
          onClick={onRelay}
        >
          Relay ({relay.remaining} of {relay.limit} left)
        </ActionButton>
      )}
      {show('reject') && (
        <ActionButton control={controls.reject} tone="danger" onClick={onReject}>
          Reject
        </ActionButton>
      )}
      {show('delete') && (
        <ActionButton control={controls.delete} tone="danger" onClick={onDelete}>
          Delete
        </ActionButton>
      )}
      <FlowStatus state={flow} />
    </ActionBar>
  );
}
