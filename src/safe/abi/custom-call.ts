// A contract call from a user-supplied ABI: every input parsed, the calldata encoded, the native
// value exact. The result is a plain SafeCall, like every other builder in src/safe.
import { AbiCoder, getAddress, parseUnits, type FunctionFragment } from 'ethers';
import { OPERATION } from '../constants';
import type { SafeCall } from '../safe-transaction';
import { parseParamInput } from './parse-input';

/** The outcome of {@link buildCustomCall}: the call, or an error per input (by index) / for value. */
export type BuildCustomCallResult =
  | { ok: true; call: SafeCall; args: unknown[] }
  | { ok: false; inputErrors: (string | null)[]; valueError: string | null };

/** Parses an amount of native coin with at most `decimals` decimals into base units, exactly. */
export function parseNativeAmount(
  text: string,
  decimals = 18,
): { ok: true; value: bigint } | { ok: false; error: string } {
  const value = text.trim();
  if (!value) return { ok: true, value: 0n };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value)) {
    return { ok: false, error: 'Enter an amount like 0.5 (digits and one dot).' };
  }
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > decimals) {
    return { ok: false, error: `At most ${decimals} decimals.` };
  }
  return { ok: true, value: parseUnits(value.startsWith('.') ? `0${value}` : value, decimals) };
}

/** Builds the call of `fragment` on `to` from one text per input; payable functions take `value`. */
export function buildCustomCall(p: {
  to: string;
  fragment: FunctionFragment;
  inputs: readonly string[];
  value?: string;
  decimals?: number;
}): BuildCustomCallResult {
  const inputErrors: (string | null)[] = [];
  const args: unknown[] = [];
  p.fragment.inputs.forEach((param, index) => {
    const parsed = parseParamInput(p.inputs[index] ?? '', param);
    inputErrors.push(parsed.ok ? null : parsed.error);
    args.push(parsed.ok ? parsed.value : undefined);
  });
  let valueError: string | null = null;
  let value = 0n;
  if (p.fragment.payable) {
    const parsed = parseNativeAmount(p.value ?? '', p.decimals);
    if (parsed.ok) value = parsed.value;
    else valueError = parsed.error;
  }
  if (valueError || inputErrors.some((e) => e !== null)) {
    return { ok: false, inputErrors, valueError };
  }
  const encoded = AbiCoder.defaultAbiCoder().encode(p.fragment.inputs, args);
  const data = p.fragment.selector + encoded.slice(2);
  return {
    ok: true,
    args,
    call: { to: getAddress(p.to), value, data: data.toLowerCase(), operation: OPERATION.CALL },
  };
}

/** A short rendering of parsed arguments for summaries: `setValue(42)`, long values cut. */
export function formatCallSummary(fragment: FunctionFragment, args: readonly unknown[]): string {
  const render = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(render).join(', ')}]`;
    const text = typeof value === 'string' && value === '' ? '""' : String(value);
    return text.length > 20 ? `${text.slice(0, 10)}…${text.slice(-6)}` : text;
  };
  return `${fragment.name}(${args.map(render).join(', ')})`;
}
