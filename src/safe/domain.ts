import { getAddress, TypedDataEncoder } from 'ethers';
import { isVersionAtLeast } from './version';

/** What identifies a Safe's EIP-712 domain. `version` is the Safe contract version. */
export type SafeDomainParameters = {
  safeAddress: string;
  chainId: bigint | number | string;
  version: string;
};

/** The EIP-712 domain of a Safe: `{ chainId, verifyingContract }`, or `{ verifyingContract }` below 1.3.0. */
export type SafeDomain = { chainId?: bigint; verifyingContract: string };

/** Builds a Safe's EIP-712 domain; Safes older than 1.3.0 have no chainId in it. */
export function getSafeDomain({ safeAddress, chainId, version }: SafeDomainParameters): SafeDomain {
  const verifyingContract = getAddress(safeAddress);
  if (!isVersionAtLeast(version, '1.3.0')) return { verifyingContract };
  return { chainId: BigInt(chainId), verifyingContract };
}

/** The Safe's domain separator, as `domainSeparator()` returns it on chain. */
export function getSafeDomainSeparator(parameters: SafeDomainParameters): string {
  return TypedDataEncoder.hashDomain(getSafeDomain(parameters));
}
