// The four argument-less Safe getters the review reads on every Safe screen, encoded as their
// fixed selectors and decoded by their one return type. Through an ethers Interface the first read
// parsed the whole human-readable ABI and hashed every signature (tens of milliseconds on a phone,
// inside the first screen's busiest second) to produce four constants.
import { AbiCoder } from 'ethers';

/** A Safe getter without arguments: its selector and its single return type. */
type SafeGetter = { selector: string; returns: string };

/** `bytes4(keccak256('<name>()'))` of each getter (tests/unit/safe checks them against keccak). */
export const SAFE_GETTERS = {
  getOwners: { selector: '0xa0e67e2b', returns: 'address[]' },
  getThreshold: { selector: '0xe75235b8', returns: 'uint256' },
  nonce: { selector: '0xaffed0e0', returns: 'uint256' },
  VERSION: { selector: '0xffa1ad74', returns: 'string' },
} as const satisfies Record<string, SafeGetter>;

/** The name of one of {@link SAFE_GETTERS}. */
export type SafeGetterName = keyof typeof SAFE_GETTERS;

/** The calldata of `name()`. */
export function encodeSafeGetter(name: SafeGetterName): string {
  return SAFE_GETTERS[name].selector;
}

/** Decodes the answer to `name()`; throws on an answer that is not one value of its type. */
export function decodeSafeGetter(name: SafeGetterName, result: string): unknown {
  // Whole words only, as ethers' Interface had it: a truncated answer is not read as a shorter one.
  if (!/^0x(?:[0-9a-fA-F]{64})+$/.test(result)) {
    throw new Error(`The answer to ${name}() is not a whole number of 32-byte words`);
  }
  return AbiCoder.defaultAbiCoder().decode([SAFE_GETTERS[name].returns], result)[0] as unknown;
}
