// Whether an off-chain message may be signed now, from its review computed on this device (with
// the Safe read from the chain): while checks run, or when any fails, the answer is no.
import type { SigningGate } from '../../session/review/signingGate';
import type { VerificationResult } from '../../session/review/verification';

/** The gate for a message review: `null` while the checks still run. */
export function messageGateOf(result: VerificationResult | null): SigningGate {
  if (!result) return { status: 'checking', reason: 'Checking the message on this device…' };
  const firstError = result.findings.find((finding) => finding.severity === 'error');
  if (firstError) return { status: 'blocked', reason: `Do not sign: ${firstError.message}.` };
  if (result.verdict !== 'verified') {
    return { status: 'blocked', reason: 'Do not sign: the hash computed here does not match.' };
  }
  if (!result.chainState) {
    return { status: 'blocked', reason: 'The Safe was not read from the chain.' };
  }
  return { status: 'ok', reason: '' };
}
