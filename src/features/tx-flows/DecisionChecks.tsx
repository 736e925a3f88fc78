// What stands between the signer and the decision, above the controls: the wallet and review
// notices, the action state's notices, the "anyway" tick for a failing simulation, the ticks for
// dangerous findings and the reasons a control is off.
import type { ActionState } from '../../safe';
import type { SigningGate } from '../../session/review/signingGate';
import { ControlReasons, DangerousTicks } from './ActionControls';
import { SigningNotices } from './SigningNotices';

/** Props of DecisionChecks. */
export interface DecisionChecksProps {
  action: ActionState;
  gate: SigningGate;
  blocker: string | null;
  hasSigned: boolean;
  simulationFailed: boolean;
  overrideFailed: boolean;
  onOverrideFailed: (on: boolean) => void;
  ticked: ReadonlySet<string>;
  onTick: (code: string, on: boolean) => void;
}

/** The notices and ticks of a queued transaction's decision. */
export function DecisionChecks({
  action,
  gate,
  blocker,
  hasSigned,
  simulationFailed,
  overrideFailed,
  onOverrideFailed,
  ticked,
  onTick,
}: DecisionChecksProps) {
  return (
    <>
      <SigningNotices blocker={blocker} gate={gate} />
      {hasSigned && <p className="hint">You have confirmed this transaction.</p>}
      {action.notices.map((notice) => (
        <p key={notice} className="hint" role="status" data-testid="action-notice">
          {notice}
        </p>
      ))}
      {simulationFailed && (
        <label className="simulation-override" data-testid="simulation-override">
          <input
            type="checkbox"
            checked={overrideFailed}
            onChange={(event) => onOverrideFailed(event.target.checked)}
          />
          Sign or execute anyway, although the simulation says it fails
        </label>
      )}
      <DangerousTicks warnings={action.dangerous} ticked={ticked} onChange={onTick} />
      <ControlReasons controls={action.controls} except={[blocker, gate.reason]} />
    </>
  );
}
