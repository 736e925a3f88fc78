// The gateway's SafeInfo against the chain's own answers: any disagreement is a lie (or a stale
// gateway) and blocks signing, in words that name both values.
import { getAddress } from 'ethers';
import type { SafeInfo } from '../../gateway/types';
import { parseSafeVersion } from '../version';
import type { Finding } from '../verify/findings';
import type { SafeChainState } from './read-safe-chain-state';

function baseVersion(version: string | null | undefined): string | null {
  if (!version) return null;
  try {
    const { major, minor, patch } = parseSafeVersion(version);
    return `${major}.${minor}.${patch}`;
  } catch {
    return null;
  }
}

function checksumOrRaw(address: string): string {
  try {
    return getAddress(address);
  } catch {
    return address;
  }
}

function decimalOrRaw(value: unknown): string {
  try {
    return BigInt(String(value)).toString();
  } catch {
    return String(value);
  }
}

/**
 * Compares owners, threshold, nonce, implementation, version and chain id of the gateway's
 * SafeInfo (and the chain id the app was given) with what the chain says. Never throws.
 */
export function compareChainState(
  safe: SafeInfo,
  expectedChainId: string,
  chain: SafeChainState,
): Finding[] {
  const findings: Finding[] = [];
  const add = (
    code: Finding['code'],
    what: string,
    path: string,
    gateway: string,
    onChain: string,
  ) =>
    findings.push({
      code,
      severity: 'error',
      message: `The gateway says ${what} ${gateway}; the chain says ${onChain}`,
      path,
      expected: onChain,
      actual: gateway,
    });
  const gatewayOwners = (Array.isArray(safe.owners) ? safe.owners : []).map((o) =>
    checksumOrRaw(String(o?.value)),
  );
  const sortedChain = [...chain.owners].sort().join(', ');
  const sortedGateway = [...gatewayOwners].sort().join(', ');
  if (sortedChain !== sortedGateway) {
    const extra = gatewayOwners.filter((o) => !chain.owners.includes(o));
    const missing = chain.owners.filter((o) => !gatewayOwners.includes(o));
    findings.push({
      code: 'OWNERS_MISMATCH',
      severity: 'error',
      message:
        `The gateway’s owners differ from the chain’s` +
        (extra.length ? `: ${extra.join(', ')} is not an owner on chain` : '') +
        (missing.length ? `${extra.length ? ';' : ':'} ${missing.join(', ')} is missing` : ''),
      path: 'safe.owners',
      expected: chain.owners.join(', '),
      actual: gatewayOwners.join(', '),
    });
  }
  if (decimalOrRaw(safe.threshold) !== String(chain.threshold)) {
    add(
      'THRESHOLD_MISMATCH',
      'the threshold is',
      'safe.threshold',
      String(safe.threshold),
      String(chain.threshold),
    );
  }
  if (decimalOrRaw(safe.nonce) !== chain.nonce.toString()) {
    add('NONCE_MISMATCH', 'the nonce is', 'safe.nonce', String(safe.nonce), chain.nonce.toString());
  }
  const implementation = checksumOrRaw(String(safe.implementation?.value));
  if (implementation !== chain.implementation) {
    add(
      'IMPLEMENTATION_MISMATCH',
      'the implementation is',
      'safe.implementation',
      implementation,
      chain.implementation,
    );
  }
  const chainVersion = baseVersion(chain.version);
  if (chainVersion && baseVersion(safe.version) !== chainVersion) {
    add('VERSION_MISMATCH', 'the version is', 'safe.version', String(safe.version), chainVersion);
  }
  for (const [path, claimed] of [
    ['safe.chainId', safe.chainId],
    ['chainId', expectedChainId],
  ] as const) {
    if (decimalOrRaw(claimed) !== chain.chainId) {
      add('CHAIN_ID_MISMATCH', 'the chain id is', path, String(claimed), chain.chainId);
    }
  }
  return findings;
}
