// The verdict in one line, just above the decision. Two live nodes that always exist: the status
// one says "checking" and "verified", the alert one says "do not sign", so a blocking verdict is
// announced as urgent from a node whose role never switches.
import type { SigningGate } from '../../session/review/signingGate';

const WORDS = {
  ok: { mark: '✓', word: 'Verified' },
  checking: { mark: '…', word: 'Checking' },
  blocked: { mark: '✕', word: 'Do not sign' },
} as const;

/** The signing gate's answer as the decision's one-line verdict. */
export function DecisionVerdict({ gate }: { gate: SigningGate }) {
  const { mark, word } = WORDS[gate.status];
  // The gate's reasons for blocking already start with "Do not sign" at times: say it once.
  const reason = gate.reason.replace(/^Do not sign:\s*/, '');
  const line = (
    <>
      <span aria-hidden="true">{mark} </span>
      <strong>{word}:</strong> {reason}
    </>
  );
  return (
    <div className="decision-verdict" data-testid="decision-verdict" data-status={gate.status}>
      <p role="status" className={`verdict ${gate.status === 'ok' ? 'verified' : 'pending'}`}>
        {gate.status !== 'blocked' && line}
      </p>
      <p role="alert" className="verdict mismatch">
        {gate.status === 'blocked' && line}
      </p>
    </div>
  );
}
