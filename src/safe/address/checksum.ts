// EIP-55 address checksums (mixed-case hex), on the small Keccak-256 of keccak.ts.
import { keccak256 } from './keccak';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 form of a 0x + 40-hex address (any case in); throws on anything else. */
export function checksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new Error(`Not an address: ${address}`);
  const lower = address.slice(2).toLowerCase();
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
