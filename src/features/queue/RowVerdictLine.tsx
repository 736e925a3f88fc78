// One queued row's verdict line ("Checked on this device", "Mismatch — do not sign: …",
// "Unchecked — checking…"): light, so the queue shows it before the review's code has loaded.
import type { RowVerdict } from './rowVerdict';

const glyph = { unchecked: '…', verified: '✓', mismatch: '✕' } as const;

/** The verdict line of one queued multisig transaction. */
export function RowVerdictView({ verdict }: { verdict: RowVerdict }) {
  return (
    <p className={`row-verdict row-verdict-${verdict.status}`} data-row-verdict={verdict.status}>
      <span aria-hidden="true">{glyph[verdict.status]} </span>
      {verdict.text}
    </p>
  );
}
