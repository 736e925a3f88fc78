// The four argument-less Safe getters the review reads on every Safe screen, encoded as their
// fixed selectors and decoded by hand for their one return type each. Through an ethers Interface
// the first read parsed the whole human-readable ABI and hashed every signature; through ethers'
// AbiCoder the first decode still built its coders (~12 ms of a phone's busiest second, 4x CPU:
// ~50 ms in one task) to read at most a few words.
import { checksumAddress } from '../address/checksum';

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

/** What a getter's answer decodes to. */
type Decoded = { getOwners: string[]; getThreshold: bigint; nonce: bigint; VERSION: string };

/** The calldata of `name()`. */
export function encodeSafeGetter(name: SafeGetterName): string {
  return SAFE_GETTERS[name].selector;
}

const WORD_BYTES = 32;
const ADDRESS_LIMIT = 1n << 160n;
// Kept as is, as the ABI decoder kept it: a leading byte-order mark is part of the string.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The 32-byte word at byte `offset` of the answer (0x-hex), as an unsigned number. */
function wordAt(answer: string, offset: number): bigint {
  const start = 2 + offset * 2;
  if (start + WORD_BYTES * 2 > answer.length) throw new Error('The answer ends before its data');
  return BigInt(`0x${answer.slice(start, start + WORD_BYTES * 2)}`);
}

/** A word read as an offset or a length: an exact JavaScript number or an error. */
function indexAt(answer: string, offset: number): number {
  const value = wordAt(answer, offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('An offset or length overflows');
  return Number(value);
}

/** The length-prefixed part a dynamic value's head word points to: where its data starts, and its length. */
function dynamicPart(answer: string): { start: number; length: number } {
  const head = indexAt(answer, 0);
  return { start: head + WORD_BYTES, length: indexAt(answer, head) };
}

function decodeAddresses(answer: string, byteLength: number): string[] {
  const { start, length } = dynamicPart(answer);
  if (start + length * WORD_BYTES > byteLength) throw new Error('The list runs past the answer');
  const owners: string[] = [];
  for (let i = 0; i < length; i += 1) {
    const word = wordAt(answer, start + i * WORD_BYTES);
    // Dirty upper bytes are not an address, as the ABI decoder had it.
    if (word >= ADDRESS_LIMIT) throw new Error('A list entry is not an address');
    owners.push(checksumAddress(`0x${word.toString(16).padStart(40, '0')}`));
  }
  return owners;
}

function decodeString(answer: string, byteLength: number): string {
  const { start, length } = dynamicPart(answer);
  // The string's bytes and their padding to a whole word must be inside the answer.
  if (start + Math.ceil(length / WORD_BYTES) * WORD_BYTES > byteLength) {
    throw new Error('The string runs past the answer');
  }
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) {
    const at = 2 + (start + i) * 2;
    bytes[i] = parseInt(answer.slice(at, at + 2), 16);
  }
  return utf8.decode(bytes);
}

/** Decodes the answer to `name()`; throws on an answer that is not one value of its type. */
export function decodeSafeGetter<Name extends SafeGetterName>(
  name: Name,
  result: string,
): Decoded[Name] {
  // Whole words only, as ethers' Interface had it: a truncated answer is not read as a shorter one.
  if (!/^0x(?:[0-9a-fA-F]{64})+$/.test(result)) {
    throw new Error(`The answer to ${name}() is not a whole number of 32-byte words`);
  }
  const byteLength = (result.length - 2) / 2;
  // Words past the value are ignored, as the ABI decoder ignores them.
  const decoded: Decoded[SafeGetterName] =
    name === 'getOwners'
      ? decodeAddresses(result, byteLength)
      : name === 'VERSION'
        ? decodeString(result, byteLength)
        : wordAt(result, 0);
  return decoded as Decoded[Name];
}
