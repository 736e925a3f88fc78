// What stands between the user and a signature, said above the buttons of both signing sections
// (transactions and messages): the wallet's blocker and the review gate's reason.
import type { SigningGate } from '../../session/review/signingGate';

/** The wallet blocker (if any) and the gate's reason while it is not open. */
export function SigningNotices({ blocker, gate }: { blocker: string | null; gate: SigningGate }) {
  return (
    <>
      {blocker && (
        <p className="hint" data-testid="wallet-blocker">
          {blocker}
        </p>
      )}
      {gate.status !== 'ok' && (
        <p
          className="hint"
          role="status"
          data-testid="actions-gate"
          aria-busy={gate.status === 'checking'}
        >
          {gate.reason}
        </p>
      )}
    </>
  );
}
