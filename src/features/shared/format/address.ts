// Addresses and hashes on screen: checksummed (EIP-55) and, where space is short, shortened to
// `0x1234…abcd` as the product notes describe.
import { checksumAddress as eip55, isChecksumValidAddress } from '../../../safe/address/checksum';

/** The EIP-55 checksummed form of `address`, or null when it is not an address. */
export function toChecksumAddress(address: string): string | null {
  // Both steps are cheap after the first time: safe/address memoises the hash.
  return isChecksumValidAddress(address) ? eip55(address) : null;
}

/** The EIP-55 checksummed form of an address, or the input unchanged when it is not an address. */
export function checksumAddress(address: string): string {
  return toChecksumAddress(address) ?? address;
}

/**
 * Shortens a hex string to `0x` + `chars` digits + `…` + `chars` digits; addresses are checksummed
 * first. Strings already short enough come back whole.
 */
export function shortenHex(value: string, chars = 4): string {
  const prefixed = value.startsWith('0x') || value.startsWith('0X');
  const body = prefixed ? value.slice(2) : value;
  if (body.length <= chars * 2 + 1) return value;
  return `${prefixed ? '0x' : ''}${body.slice(0, chars)}…${body.slice(-chars)}`;
}

/** A checksummed, shortened address: `0x1234…AbCd`. */
export function shortenAddress(address: string, chars = 4): string {
  return shortenHex(checksumAddress(address), chars);
}
