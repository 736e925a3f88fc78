// The local signing gate: signing is allowed only when the review verified the data. One function,
// so it is swapped for the shared `useSigningGate` (src/session/review) once that lands.
import type { VerificationResult } from '../../session/review/verification';

/** Whether signature buttons are enabled, and why not, in words. */
export type SigningGate = { status: 'checking' | 'blocked' | 'ok'; reason: string };

/** The gate for a review result: `null` while the checks still run. */
export function signingGateOf(
  result: VerificationResult | null,
  unavailable: string | null = null,
): SigningGate {
  if (unavailable) return { status: 'blocked', reason: unavailable };
  if (!result) return { status: 'checking', reason: 'Checking the transaction on this device…' };
  if (result.verdict !== 'verified') {
    const first = result.findings.find((finding) => finding.severity === 'error');
    return {
      status: 'blocked',
      reason: `Signing is disabled: the data does not match what this device computed${
        first ? ` (${first.message})` : ''
      }.`,
    };
  }
  return { status: 'ok', reason: '' };
}
