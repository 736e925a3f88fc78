// The body of POST /v1/register/notifications for a web device: one entry per chain, each with
// the chain's Safes (checksummed, sorted) and one personal_sign signature over keccak256("gnosis-
// safe" + timestamp + uuid + token + sorted Safes). Chains are signed one after another: hardware
// wallets reject a second request while one is open.
import { getAddress } from 'ethers';
import type { RegisterNotificationsRequest, SafeRegistration } from '../../gateway';
import { hashPushRegistration } from '../../safe/push-registration';

/** The app id sent as `bundle`. */
export const PUSH_BUNDLE = 'countersign.web';

/** One Safe to register. */
export interface SafeOnChain {
  chainId: string;
  safe: string;
}

/** Signs a registration hash (32 bytes as 0x-hex) with personal_sign; `chainId` is for the UI. */
export type SignRegistrationHash = (hash: string, chainId: string) => Promise<string>;

/** Parameters of {@link buildRegistrationBody}. */
export interface BuildRegistrationBodyParameters {
  uuid: string;
  token: string;
  /** App version (semver). */
  version: string;
  /** ms since epoch; sent as Unix seconds. */
  now: number;
  safes: readonly SafeOnChain[];
  sign: SignRegistrationHash;
}

/** The Safes grouped per chain: checksummed, without duplicates, sorted, chains in order. */
export function groupSafesByChain(safes: readonly SafeOnChain[]): Map<string, string[]> {
  const byChain = new Map<string, Set<string>>();
  for (const { chainId, safe } of safes) {
    const set = byChain.get(chainId) ?? new Set<string>();
    set.add(getAddress(safe));
    byChain.set(chainId, set);
  }
  return new Map(
    [...byChain.keys()]
      .sort((a, b) => Number(a) - Number(b))
      .map((chainId) => [chainId, [...(byChain.get(chainId) ?? [])].sort()]),
  );
}

/** Builds the body, asking for one signature per chain, strictly one at a time. */
export async function buildRegistrationBody({
  uuid,
  token,
  version,
  now,
  safes,
  sign,
}: BuildRegistrationBodyParameters): Promise<RegisterNotificationsRequest> {
  const timestamp = String(Math.floor(now / 1000));
  const safeRegistrations: SafeRegistration[] = [];
  for (const [chainId, chainSafes] of groupSafesByChain(safes)) {
    const hash = hashPushRegistration({
      timestamp,
      uuid,
      cloudMessagingToken: token,
      safeAddresses: chainSafes,
    });
    // Awaited inside the loop on purpose: never two wallet requests at once.
    const signature = await sign(hash, chainId);
    if (!/^0x[0-9a-fA-F]{130}$/.test(signature))
      throw new Error(`The wallet returned a signature of the wrong length for chain ${chainId}.`);
    safeRegistrations.push({ chainId, safes: chainSafes, signatures: [signature] });
  }
  return {
    uuid,
    cloudMessagingToken: token,
    buildNumber: '0',
    bundle: PUSH_BUNDLE,
    deviceType: 'WEB',
    version,
    timestamp,
    safeRegistrations,
  };
}
