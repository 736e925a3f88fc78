// What a revert's bytes say, in words: Error(string), Panic(uint256), the Safe's own GSxxx codes,
// and custom errors (selector + data, since their ABI is not known here).
import { AbiCoder, dataLength, dataSlice } from 'ethers';
import { explainSafeErrorCode } from './explain-revert';

/** A decoded revert. `message` is for people; the other fields keep what was found. */
export type RevertReason =
  | { kind: 'empty'; message: string }
  | { kind: 'error'; reason: string; message: string }
  | { kind: 'panic'; code: bigint; message: string }
  | { kind: 'custom'; selector: string; data: string; message: string };

const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';

const PANIC_CODES: Record<string, string> = {
  '0': 'generic compiler panic',
  '1': 'an assertion failed',
  '17': 'arithmetic overflow or underflow',
  '18': 'division or modulo by zero',
  '33': 'conversion to an invalid enum value',
  '34': 'incorrectly encoded storage byte array',
  '49': 'pop() on an empty array',
  '50': 'array index out of bounds',
  '65': 'too much memory allocated',
  '81': 'call to a zero-initialised function',
};

const coder = AbiCoder.defaultAbiCoder();

/** Decodes revert data (0x-hex) into a {@link RevertReason}; never throws. */
export function decodeRevertReason(data: string): RevertReason {
  const hex = data.toLowerCase();
  if (hex === '0x' || hex === '') {
    return { kind: 'empty', message: 'Reverted without a reason.' };
  }
  const length = dataLength(hex);
  const selector = length >= 4 ? dataSlice(hex, 0, 4) : hex;
  if (selector === ERROR_SELECTOR) {
    try {
      const [reason] = coder.decode(['string'], dataSlice(hex, 4)) as unknown as [string];
      const explained = explainSafeErrorCode(reason);
      return { kind: 'error', reason, message: explained ?? `Reverted: “${reason}”.` };
    } catch {
      // Not a well-formed Error(string): shown as raw data below.
    }
  }
  if (selector === PANIC_SELECTOR && length === 36) {
    const code = BigInt(dataSlice(hex, 4));
    const words = PANIC_CODES[code.toString()] ?? 'unknown panic code';
    return { kind: 'panic', code, message: `Panic 0x${code.toString(16)}: ${words}.` };
  }
  const rest = length > 4 ? dataSlice(hex, 4) : '0x';
  return {
    kind: 'custom',
    selector,
    data: rest,
    message:
      length >= 4
        ? `Reverted with custom error ${selector}${rest === '0x' ? '' : ` (data ${rest})`}.`
        : `Reverted with ${hex}.`,
  };
}
