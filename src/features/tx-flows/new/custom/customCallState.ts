// The custom-call form's state as plain data (what drafts keep), read back defensively from a draft,
// and turned into a NewTxAction once every field is valid.
import { formatUnits, getAddress, type FunctionFragment } from 'ethers';
import {
  buildCustomCall,
  callableFunctions,
  formatCallSummary,
  functionSignature,
  parseAbi,
  parseAddressInput,
  parseBytesInput,
  parseNativeAmount,
  type ParsedAbi,
} from '../../../../safe';
import type { NewTxAction } from '../actions';

/** `abi`: functions from a pasted/verified ABI; `raw`: hex calldata typed as is (imported batches). */
export type CustomCallMode = 'abi' | 'raw';

/** Everything the custom-call form holds. */
export interface CustomCallFormState {
  mode: CustomCallMode;
  address: string;
  abiText: string;
  contractName: string;
  /** `setValue(uint256)`; '' until one is picked. */
  functionSignature: string;
  inputs: string[];
  value: string;
  rawData: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form state from a draft or an action being edited (anything unexpected becomes empty). */
export function readCustomCallState(initial?: Record<string, unknown>): CustomCallFormState {
  return {
    mode: initial?.mode === 'raw' ? 'raw' : 'abi',
    address: text(initial?.address),
    abiText: text(initial?.abiText),
    contractName: text(initial?.contractName),
    functionSignature: text(initial?.functionSignature),
    inputs: Array.isArray(initial?.inputs) ? initial.inputs.map(text) : [],
    value: text(initial?.value),
    rawData: text(initial?.rawData),
  };
}

/** The parsed ABI of the state, or its error ('' when nothing is pasted yet). */
export function abiOf(state: CustomCallFormState): { abi: ParsedAbi | null; error: string } {
  if (!state.abiText.trim()) return { abi: null, error: '' };
  const result = parseAbi(state.abiText);
  return result.ok ? { abi: result.abi, error: '' } : { abi: null, error: result.error };
}

/** The picked function of `abi`, if it is one of its callable functions. */
export function fragmentOf(abi: ParsedAbi | null, signature: string): FunctionFragment | null {
  if (!abi || !signature) return null;
  return callableFunctions(abi).find((f) => functionSignature(f) === signature) ?? null;
}

/** Per-field messages; empty when the form can be submitted. */
export interface CustomCallErrors {
  address?: string;
  abi?: string;
  function?: string;
  inputs?: (string | null)[];
  value?: string;
  rawData?: string;
}

/** The outcome of {@link toCustomCallAction}. */
export type CustomCallResult =
  | { ok: true; action: NewTxAction; abi: ParsedAbi | null }
  | { ok: false; errors: CustomCallErrors };

/**
 * Validates the whole form and builds the action; `nameOf` names the contract when the user gave it
 * no name (the address book).
 */
export function toCustomCallAction(
  state: CustomCallFormState,
  native: { symbol: string; decimals: number },
  nameOf: (address: string) => string | undefined = () => undefined,
): CustomCallResult {
  const errors: CustomCallErrors = {};
  const address = parseAddressInput(state.address);
  if (!address.ok) errors.address = address.error;
  const target = address.ok ? (address.value as string) : '';
  const label = state.contractName.trim() || (target && nameOf(target)) || target;
  const form = { ...state } as unknown as Record<string, unknown>;
  if (state.mode === 'raw') {
    const data = parseBytesInput(state.rawData, 'bytes');
    if (!data.ok) errors.rawData = data.error;
    const value = parseNativeAmount(state.value, native.decimals);
    if (!value.ok) errors.value = value.error;
    if (!address.ok || !data.ok || !value.ok) return { ok: false, errors };
    const hex = data.value as string;
    const amount = `${formatUnits(value.value, native.decimals).replace(/\.0$/, '')} ${native.symbol}`;
    const summary =
      hex === '0x'
        ? `Send ${amount} to ${label}`
        : `Call ${hex.slice(0, 10)}… on ${label}${value.value > 0n ? ` with ${amount}` : ''}`;
    return {
      ok: true,
      abi: null,
      action: {
        kind: 'custom-call',
        form,
        summary,
        call: { to: getAddress(target), value: value.value, data: hex, operation: 0 },
      },
    };
  }
  const { abi, error } = abiOf(state);
  if (!abi) errors.abi = error || 'Paste the contract’s ABI.';
  const fragment = fragmentOf(abi, state.functionSignature);
  if (abi && !fragment) errors.function = 'Choose the function to call.';
  if (!fragment || !address.ok) return { ok: false, errors };
  const built = buildCustomCall({
    to: target,
    fragment,
    inputs: state.inputs,
    value: state.value,
    decimals: native.decimals,
  });
  if (!built.ok) {
    return {
      ok: false,
      errors: { ...errors, inputs: built.inputErrors, value: built.valueError ?? undefined },
    };
  }
  const value = built.call.value ?? 0n;
  const withValue =
    value > 0n
      ? ` with ${formatUnits(value, native.decimals).replace(/\.0$/, '')} ${native.symbol}`
      : '';
  return {
    ok: true,
    abi,
    action: {
      kind: 'custom-call',
      form,
      summary: `Call ${formatCallSummary(fragment, built.args)} on ${label}${withValue}`,
      call: built.call,
    },
  };
}
