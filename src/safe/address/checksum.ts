// EIP-55 address checksums (mixed-case hex), on the small Keccak-256 of keccak.ts.
import { keccak256 } from './keccak';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// Screens check and write the same few addresses over and over (the Safe of the URL on every
// render, owners on every row), each a Keccak hash: ~35 ms of a phone's first queue render, ~1 s
// while 10,000 history rows load. Bounded: cleared when full.
const CHECKSUM_CACHE_SIZE = 2_000;
const checksums = new Map<string, string>();

/** The EIP-55 form of a 0x + 40-hex address (any case in); throws on anything else. */
export function checksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new Error(`Not an address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  let checksummed = checksums.get(lower);
  if (checksummed === undefined) {
    checksummed = eip55(lower);
    if (checksums.size >= CHECKSUM_CACHE_SIZE) checksums.clear();
    checksums.set(lower, checksummed);
  }
  return checksummed;
}

/** EIP-55 of 40 lower-case hex digits. */
function eip55(lower: string): string {
  const hash = keccak256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) {
    // Letter i is upper case when nibble i of the hash is 8 or more.
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

/**
 * Whether `address` is an address: 0x + 40 hex, and when it mixes cases, its checksum is right (an
 * all-lower or all-upper address carries no checksum).
 */
export function isChecksumValidAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return checksumAddress(address) === address;
}
