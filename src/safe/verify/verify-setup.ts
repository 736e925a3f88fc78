import type { SafeInfo } from '../../gateway/types';
import { parseSafeVersion } from '../version';
import type { Finding } from './findings';
import { findSingletonByAddress, findSingletonByCodeHash } from './trusted-targets';

/** The Safe version to hash with, and findings about the implementation and fallback handler. */
export type SetupCheck = { version: string | null; findings: Finding[] };

function baseVersion(version: string): string {
  const { major, minor, patch } = parseSafeVersion(version);
  return `${major}.${minor}.${patch}`;
}

/**
 * Checks the Safe's implementation against the official singletons (by the code hash the caller
 * fetched, else by address) and its fallback handler against the trusted set, and settles the
 * version used for hashing.
 */
export function verifySafeSetup(
  safe: SafeInfo,
  implementationCodeHash: string | null | undefined,
  trustedFallbackHandlers: Set<string>,
): SetupCheck {
  const findings: Finding[] = [];
  const implementation = safe.implementation.value;
  let known: ReturnType<typeof findSingletonByCodeHash>;
  if (implementationCodeHash) {
    known = findSingletonByCodeHash(implementationCodeHash);
    if (!known) {
      findings.push({
        code: 'UNKNOWN_IMPLEMENTATION',
        severity: 'error',
        message: 'The Safe runs code that is not an official Safe implementation',
        path: 'safe.implementation',
        actual: implementationCodeHash,
      });
    }
  } else {
    known = findSingletonByAddress(implementation);
    findings.push({
      code: 'IMPLEMENTATION_UNVERIFIED',
      severity: 'warning',
      message: 'The implementation code was not checked',
      path: 'safe.implementation',
      actual: implementation,
    });
  }
  let version: string | null;
  try {
    version = safe.version ? baseVersion(safe.version) : null;
  } catch {
    version = null;
  }
  if (known && version && version !== known.version) {
    findings.push({
      code: 'SAFE_VERSION_MISMATCH',
      severity: 'error',
      message: 'The reported Safe version differs from the implementation',
      path: 'safe.version',
      expected: known.version,
      actual: safe.version ?? '',
    });
  }
  version = known?.version ?? version;
  if (!version) {
    findings.push({
      code: 'UNKNOWN_SAFE_VERSION',
      severity: 'error',
      message: 'The Safe version is unknown, so hashes cannot be checked',
      path: 'safe.version',
      actual: safe.version ?? '',
    });
  }
  const handler = safe.fallbackHandler?.value;
  if (handler && !trustedFallbackHandlers.has(handler.toLowerCase())) {
    findings.push({
      code: 'UNTRUSTED_FALLBACK_HANDLER',
      severity: 'warning',
      message: 'The fallback handler is not an official Safe handler',
      path: 'safe.fallbackHandler',
      actual: handler,
    });
  }
  return { version, findings };
}
