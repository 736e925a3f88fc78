// Addresses and hashes on screen: checksummed (EIP-55) and, where space is short, shortened to
// `0x1234…abcd` as the product notes describe.
import { checksumAddress as eip55, isChecksumValidAddress } from '../../../safe/address/checksum';

// Lists re-render the same few addresses on every page they load, and each check hashes with
// keccak twice (isAddress, getAddress): about a second of main-thread time while 10,000 history
// rows load (tests/bench/history.bench.mjs, HISTORY_BENCH_PROFILE=1). Bounded: cleared when full.
const CHECKSUM_CACHE_SIZE = 2_000;
const checksums = new Map<string, string | null>();

/** The EIP-55 checksummed form of `address`, or null when it is not an address (memoised). */
export function toChecksumAddress(address: string): string | null {
  let checksummed = checksums.get(address);
  if (checksummed === undefined) {
    checksummed = isChecksumValidAddress(address) ? eip55(address) : null;
    if (checksums.size >= CHECKSUM_CACHE_SIZE) checksums.clear();
    checksums.set(address, checksummed);
  }
  return checksummed;
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
