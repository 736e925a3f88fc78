// The 32-byte words of EIP-712 struct encoding for the few field types the Safe's own structs use,
// with ethers' checks (getBigInt's parsing, getAddress, the type's bounds): encoding a fixed struct
// by hand skips building a TypedDataEncoder per hash, which on a phone's first review cost ~5 ms of
// type parsing and signature hashing to produce the same words.
import {
  assertArgument,
  getAddress,
  getBigInt,
  keccak256,
  toBeHex,
  zeroPadValue,
  type BigNumberish,
  type BytesLike,
} from 'ethers';

/** The word of an unsigned integer of `bits` bits; throws outside 0 … 2^bits − 1. */
export function uintWord(value: unknown, bits = 256): string {
  const number = getBigInt(value as BigNumberish, 'value');
  assertArgument(
    number >= 0n && number < 1n << BigInt(bits),
    `value out-of-bounds for uint${bits}`,
    'value',
    number,
  );
  return toBeHex(number, 32);
}

/** The word of an address (checked, any case in). */
export function addressWord(value: unknown): string {
  return zeroPadValue(getAddress(value as string), 32);
}

/** The word of dynamic `bytes`: their Keccak-256. */
export function bytesWord(value: unknown): string {
  return keccak256(value as BytesLike);
}
