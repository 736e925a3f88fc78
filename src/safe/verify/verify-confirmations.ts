import { InvalidSignatureError } from '../errors';
import { recoverSignatures, type SafeSignature } from '../signatures/recover-signatures';
import type { Finding } from './findings';

/** A confirmation as the gateway lists it: the claimed signer and the signature bytes. */
export type ClaimedConfirmation = { signer: string; signature: string | null };

/** How one listed confirmation fared; only `valid` ones count towards the threshold. */
export type ConfirmationStatus =
  'valid' | 'forged' | 'not-owner' | 'unverified' | 'invalid' | 'duplicate' | 'rejected-on-chain';

/** The check of one listed confirmation. */
export type ConfirmationCheck = {
  /** The signer the gateway claims. */
  signer: string;
  status: ConfirmationStatus;
  /** The owner the signature speaks for, when it could be read. */
  recovered: string | null;
};

/** Options of {@link checkConfirmations}. */
export type CheckConfirmationsOptions = {
  /**
   * False when the gateway's own hash differs from the local one: then signatures were made over
   * other data and the addresses they recover to mean nothing.
   */
  hashMatches?: boolean;
  /**
   * The chain's verdict on approved-hash and contract signatures, keyed by lower-cased owner
   * (see `checkSignatureOnChain`). Missing: not asked, so the confirmation does not count yet.
   */
  onChain?: ReadonlyMap<string, boolean>;
};

/** Findings and per-row statuses of a confirmation list. */
export type ConfirmationsCheck = {
  findings: Finding[];
  checks: ConfirmationCheck[];
  /** Distinct owners (checksummed) whose confirmation is proven: the count that may execute. */
  validSigners: string[];
};

/** The parts that need the chain (approved hashes, contract signatures), parsed from the list. */
export function signaturesNeedingChain(
  hash: string,
  confirmations: readonly ClaimedConfirmation[],
): SafeSignature[] {
  return confirmations.flatMap((confirmation) => {
    if (!confirmation.signature) return [];
    try {
      const parts = recoverSignatures(hash, confirmation.signature);
      return parts.length === 1 && parts[0]!.type !== 'EOA' && parts[0]!.type !== 'ETH_SIGN'
        ? parts
        : [];
    } catch {
      return [];
    }
  });
}

/**
 * Recovers every confirmation over the locally computed hash and credits it to the recovered
 * signer: a signer that differs from the claim or is not an owner is an error; approved-hash and
 * contract signatures count only when the chain confirmed them.
 */
export function checkConfirmations(
  hash: string,
  confirmations: readonly ClaimedConfirmation[],
  owners: readonly string[],
  path: string,
  { hashMatches = true, onChain }: CheckConfirmationsOptions = {},
): ConfirmationsCheck {
  const findings: Finding[] = [];
  const checks: ConfirmationCheck[] = [];
  const valid = new Map<string, string>();
  const ownerSet = new Set(owners.map((o) => o.toLowerCase()));
  const seen = new Set<string>();
  confirmations.forEach((confirmation, index) => {
    const at = `${path}[${index}]`;
    const claimedSigner = String(confirmation.signer ?? '');
    const claimed = claimedSigner.toLowerCase();
    const record = (status: ConfirmationStatus, recovered: string | null = null) =>
      checks.push({ signer: claimedSigner, status, recovered });
    if (seen.has(claimed)) {
      findings.push({
        code: 'DUPLICATE_CONFIRMATION',
        severity: 'warning',
        message: 'The same owner confirmed twice',
        path: at,
        actual: claimedSigner,
      });
      record('duplicate');
      return;
    }
    seen.add(claimed);
    if (!confirmation.signature) {
      findings.push({
        code: 'UNVERIFIED_CONFIRMATION',
        severity: 'warning',
        message: 'A confirmation has no signature to check, so it does not count',
        path: at,
        actual: claimedSigner,
      });
      record('unverified');
      return;
    }
    let signature: SafeSignature;
    try {
      const signatures = recoverSignatures(hash, confirmation.signature);
      if (signatures.length !== 1)
        throw new InvalidSignatureError('Expected one signature per confirmation');
      signature = signatures[0]!;
    } catch (error) {
      findings.push({
        code: 'INVALID_SIGNATURE',
        severity: 'error',
        message: 'A confirmation signature is malformed',
        path: `${at}.signature`,
        actual: error instanceof Error ? error.message : String(error),
      });
      record('invalid');
      return;
    }
    const ecdsa = signature.type === 'EOA' || signature.type === 'ETH_SIGN';
    if (signature.signer.toLowerCase() !== claimed && ecdsa && !hashMatches) {
      // Recovered over other data than was signed, the address is random: naming it would mislead.
      findings.push({
        code: 'CONFIRMATION_SIGNER_MISMATCH',
        severity: 'error',
        message: `The signature shown for ${claimedSigner} does not match this data`,
        path: at,
      });
      record('forged');
      return;
    }
    if (signature.signer.toLowerCase() !== claimed) {
      findings.push({
        code: 'CONFIRMATION_SIGNER_MISMATCH',
        severity: 'error',
        message: 'A signature was not made by the owner it is shown for',
        path: at,
        expected: claimedSigner,
        actual: signature.signer,
      });
      record('forged', signature.signer);
      return;
    }
    if (!ownerSet.has(signature.signer.toLowerCase())) {
      findings.push({
        code: 'CONFIRMATION_SIGNER_NOT_OWNER',
        severity: 'error',
        message: 'A signature comes from an address that is not an owner',
        path: at,
        actual: signature.signer,
      });
      record('not-owner', signature.signer);
      return;
    }
    if (!ecdsa) {
      const verdict = onChain?.get(signature.signer.toLowerCase());
      const what = signature.type === 'APPROVED_HASH' ? 'on-chain approval' : 'contract signature';
      if (verdict === undefined) {
        findings.push({
          code: 'UNVERIFIED_CONFIRMATION',
          severity: 'warning',
          message: `An ${what} was not checked on chain, so it does not count`,
          path: `${at}.signature`,
          actual: signature.signer,
        });
        record('unverified', signature.signer);
        return;
      }
      if (!verdict) {
        findings.push({
          code: 'CONFIRMATION_NOT_ON_CHAIN',
          severity: 'error',
          message: `The chain does not confirm the ${what} shown for this owner`,
          path: `${at}.signature`,
          actual: signature.signer,
        });
        record('rejected-on-chain', signature.signer);
        return;
      }
    }
    valid.set(signature.signer.toLowerCase(), signature.signer);
    record('valid', signature.signer);
  });
  return { findings, checks, validSigners: [...valid.values()] };
}

/** The findings of {@link checkConfirmations} alone. */
export function verifyConfirmations(
  hash: string,
  confirmations: readonly ClaimedConfirmation[],
  owners: readonly string[],
  path: string,
  options: CheckConfirmationsOptions = {},
): Finding[] {
  return checkConfirmations(hash, confirmations, owners, path, options).findings;
}
