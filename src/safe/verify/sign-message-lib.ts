// Which SignMessageLib an on-chain message signature delegatecalls: the official deployment for
// the Safe's version that has code on this chain — never the address the gateway's chain config
// names. A config naming another address is a lie (or a trap) and blocks.
import { getAddress, isAddress } from 'ethers';
import type { Finding } from './findings';
import { KNOWN_SIGN_MESSAGE_LIBS } from './known-contracts';

/** The official SignMessageLib addresses for `version`, canonical first; empty when it has none. */
export function officialSignMessageLibs(version: string): string[] {
  const known = KNOWN_SIGN_MESSAGE_LIBS.find((lib) => lib.version === version);
  if (!known) return [];
  return known.eip155 ? [known.canonical, known.eip155] : [known.canonical];
}

/** Parameters of {@link chooseSignMessageLib}. */
export type ChooseSignMessageLibParameters = {
  /** The Safe's version as the chain's code says (null while unknown). */
  version: string | null;
  /** What the gateway's chain config names (only compared, never used). */
  gatewayAddress?: string | null;
  /** Whether the chain has code at an official address; undefined while it is being read. */
  hasCode: (address: string) => boolean | undefined;
};

/** The verdict: the address to delegatecall, or why not (or not yet). */
export type SignMessageLibChoice =
  | { status: 'checking' }
  | { status: 'ok'; address: string }
  | { status: 'blocked'; findings: Finding[] };

const finding = (message: string, actual?: string, expected?: string): Finding => ({
  code: 'UNOFFICIAL_LIBRARY',
  severity: 'error',
  message,
  path: 'signMessageLib',
  ...(actual !== undefined ? { actual } : {}),
  ...(expected !== undefined ? { expected } : {}),
});

/**
 * Picks the official SignMessageLib for the Safe's version whose code exists on this chain
 * (canonical before EIP-155), and blocks when the gateway's chain config names any other address.
 */
export function chooseSignMessageLib({
  version,
  gatewayAddress,
  hasCode,
}: ChooseSignMessageLibParameters): SignMessageLibChoice {
  if (version === null) return { status: 'checking' };
  const official = officialSignMessageLibs(version);
  if (official.length === 0) {
    return {
      status: 'blocked',
      findings: [
        finding(`Safe ${version} has no official SignMessageLib: sign the message off chain`),
      ],
    };
  }
  const codes = official.map((address) => hasCode(address));
  const withCode = official.find((_, index) => codes[index] === true);
  const firstUnread = codes.findIndex((code) => code === undefined);
  const named = withCode ?? official[0]!;
  const findings: Finding[] = [];
  if (gatewayAddress) {
    const valid = isAddress(gatewayAddress);
    const isOfficial =
      valid && official.some((address) => address.toLowerCase() === gatewayAddress.toLowerCase());
    if (!isOfficial) {
      const shown = valid ? getAddress(gatewayAddress) : gatewayAddress;
      findings.push(
        finding(
          `The gateway names SignMessageLib ${shown}, not the official ${named} for Safe ${version}`,
          shown,
          named,
        ),
      );
    }
  }
  // The gateway's lie blocks at once; the code check may still be running.
  if (findings.length > 0) return { status: 'blocked', findings };
  // Canonical first: an unread canonical address waits even when the EIP-155 one answered.
  if (firstUnread !== -1 && (withCode === undefined || firstUnread < official.indexOf(withCode))) {
    return { status: 'checking' };
  }
  if (!withCode) {
    return {
      status: 'blocked',
      findings: [
        finding(
          `There is no code at the official SignMessageLib ${official.join(' or ')} for Safe ${version} on this chain`,
        ),
      ],
    };
  }
  return { status: 'ok', address: withCode };
}
