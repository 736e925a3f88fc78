// A gateway-vs-chain difference is judged only between reads of the same moment. Right after a
// write (this device's execution or confirmation) or a live update, one side is often re-read
// before the other: the gateway has indexed the new nonce while the chain read is from before it,
// or the other way round. Such a pair is not a lie, so it is never shown: reads older than this
// device's last write are waited for, and a difference is re-read once (both sides, a moment
// later, past the write's block) before it is shown. Pure: the hook does the re-reads.
import type { Finding, FindingCode } from '../../safe';

/** Findings that compare the gateway's Safe (or transaction) with a chain read. */
const MOMENT_CODES: ReadonlySet<FindingCode> = new Set<FindingCode>([
  'OWNERS_MISMATCH',
  'THRESHOLD_MISMATCH',
  'NONCE_MISMATCH',
  'IMPLEMENTATION_MISMATCH',
  'VERSION_MISMATCH',
  'NONCE_ALREADY_USED',
]);

/** The differences between the gateway and the chain in `findings`, as one comparable string. */
export function momentDisagreement(findings: readonly Finding[]): string | null {
  const parts = findings
    .filter((finding) => MOMENT_CODES.has(finding.code))
    .map((finding) => `${finding.code}:${finding.message}`);
  return parts.length > 0 ? parts.join('|') : null;
}

/** What {@link judgeMoment} reads. Times are ms since epoch (0 = never). */
export type MomentInput = {
  /** {@link momentDisagreement} of the current result. */
  disagreement: string | null;
  /** When the gateway's Safe info was last answered (data or error). */
  gatewayReadAt: number;
  /** When the chain's state was last answered (data or error). */
  chainReadAt: number;
  /** When this device's last write on the Safe landed (its receipt), or null. */
  writeAt: number | null;
  /** The one re-read already made: of which disagreement, and when it started. */
  reread: { disagreement: string; at: number } | null;
};

/**
 * `show` the result; `wait` for reads under way; `reread` both sides once (the disagreement has
 * not been re-read yet).
 */
export type MomentDecision = 'show' | 'wait' | 'reread';

/** Decides whether the current pair of reads may be compared on screen. */
export function judgeMoment({
  disagreement,
  gatewayReadAt,
  chainReadAt,
  writeAt,
  reread,
}: MomentInput): MomentDecision {
  const oldest = Math.min(gatewayReadAt, chainReadAt);
  if (writeAt !== null && oldest < writeAt) return 'wait';
  if (disagreement === null) return 'show';
  if (reread === null || reread.disagreement !== disagreement) return 'reread';
  return oldest < reread.at ? 'wait' : 'show';
}
