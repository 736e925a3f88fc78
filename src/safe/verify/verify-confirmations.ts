import { InvalidSignatureError } from '../errors';
import { recoverSignatures, type SafeSignature } from '../signatures/recover-signatures';
import type { Finding } from './findings';

/** A confirmation as the gateway lists it: the claimed signer and the signature bytes. */
export type ClaimedConfirmation = { signer: string; signature: string | null };

/**
 * Recovers every confirmation over the locally computed hash: a signer that differs from the claim
 * or is not an owner is an error; approved-hash and contract signatures need an on-chain check and
 * are flagged as unverified.
 */
export function verifyConfirmations(
  hash: string,
  confirmations: readonly ClaimedConfirmation[],
  owners: readonly string[],
  path: string,
): Finding[] {
  const findings: Finding[] = [];
  const ownerSet = new Set(owners.map((o) => o.toLowerCase()));
  const seen = new Set<string>();
  confirmations.forEach((confirmation, index) => {
    const at = `${path}[${index}]`;
    const claimed = confirmation.signer.toLowerCase();
    if (seen.has(claimed)) {
      findings.push({
        code: 'DUPLICATE_CONFIRMATION',
        severity: 'warning',
        message: 'The same owner confirmed twice',
        path: at,
        actual: confirmation.signer,
      });
    }
    seen.add(claimed);
    if (!confirmation.signature) {
      findings.push({
        code: 'UNVERIFIED_CONFIRMATION',
        severity: 'warning',
        message: 'A confirmation has no signature to check',
        path: at,
        actual: confirmation.signer,
      });
      return;
    }
    let signatures: SafeSignature[];
    try {
      signatures = recoverSignatures(hash, confirmation.signature);
      if (signatures.length !== 1)
        throw new InvalidSignatureError('Expected one signature per confirmation');
    } catch (error) {
      findings.push({
        code: 'INVALID_SIGNATURE',
        severity: 'error',
        message: 'A confirmation signature is malformed',
        path: `${at}.signature`,
        actual: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    const signature = signatures[0]!;
    if (signature.type === 'APPROVED_HASH' || signature.type === 'CONTRACT_SIGNATURE') {
      findings.push({
        code: 'UNVERIFIED_CONFIRMATION',
        severity: 'warning',
        message:
          signature.type === 'APPROVED_HASH'
            ? 'An on-chain approval must be checked on chain'
            : 'A contract signature must be checked on chain',
        path: `${at}.signature`,
        actual: signature.signer,
      });
    }
    if (signature.signer.toLowerCase() !== claimed) {
      findings.push({
        code: 'CONFIRMATION_SIGNER_MISMATCH',
        severity: 'error',
        message: 'A signature was not made by the owner it is shown for',
        path: at,
        expected: confirmation.signer,
        actual: signature.signer,
      });
    }
    if (!ownerSet.has(signature.signer.toLowerCase())) {
      findings.push({
        code: 'CONFIRMATION_SIGNER_NOT_OWNER',
        severity: 'error',
        message: 'A signature comes from an address that is not an owner',
        path: at,
        actual: signature.signer,
      });
    }
  });
  return findings;
}
