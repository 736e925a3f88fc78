import { concat, getAddress, keccak256 } from 'ethers';
import { addressWord, uintWord } from './eip712-words';
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

/** `keccak256('EIP712Domain(uint256 chainId,address verifyingContract)')` (checked in tests). */
export const DOMAIN_TYPEHASH = '0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218';
/** `keccak256('EIP712Domain(address verifyingContract)')`, the domain below 1.3.0. */
export const DOMAIN_WITHOUT_CHAIN_TYPEHASH =
  '0x035aff83d86937d35b32e04f0ddc6ff469290eef2f1b692d8a815c89404d4749';

/** The Safe's domain separator, as `domainSeparator()` returns it on chain. */
export function getSafeDomainSeparator(parameters: SafeDomainParameters): string {
  const { chainId, verifyingContract } = getSafeDomain(parameters);
  return keccak256(
    chainId === undefined
      ? concat([DOMAIN_WITHOUT_CHAIN_TYPEHASH, addressWord(verifyingContract)])
      : concat([DOMAIN_TYPEHASH, uintWord(chainId), addressWord(verifyingContract)]),
  );
}
