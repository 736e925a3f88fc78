// Between batch actions and Transaction Builder files: export the actions' calls, and turn an
// imported file's calls into custom-call actions (raw calldata) that the custom-call form can edit.
import { formatUnits } from 'ethers';
import {
  createBatchFile,
  OPERATION,
  parseBatchFile,
  type BatchFile,
  type ImportedBatchCall,
} from '../../../../safe';
import type { NewTxAction } from '../actions';

/** Native coin of the chain, for amounts in summaries. */
export type NativeCurrency = { symbol: string; decimals: number };

/** Why an action cannot be batched through MultiSendCallOnly, or null. */
export function batchRefusal(action: NewTxAction): string | null {
  return (action.call.operation ?? OPERATION.CALL) === OPERATION.CALL
    ? null
    : 'This action is a delegatecall, which a batch (MultiSendCallOnly) cannot contain. Propose it on its own.';
}

const amount = (value: bigint, native: NativeCurrency) =>
  `${formatUnits(value, native.decimals).replace(/\.0$/, '')} ${native.symbol}`;

function render(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(render).join(', ')}]`;
  const text = String(value);
  return text.length > 20 ? `${text.slice(0, 10)}…${text.slice(-6)}` : text;
}

/** A custom-call action (raw calldata) for one imported call, with words for the list. */
export function importedAction(imported: ImportedBatchCall, native: NativeCurrency): NewTxAction {
  const { call, method, args } = imported;
  const value = call.value ?? 0n;
  const data = call.data ?? '0x';
  const withValue = value > 0n ? ` with ${amount(value, native)}` : '';
  const name = method?.slice(0, method.indexOf('('));
  const summary =
    data === '0x'
      ? `Send ${amount(value, native)} to ${call.to}`
      : name && args
        ? `Call ${name}(${args.map(render).join(', ')}) on ${call.to}${withValue}`
        : `Call ${data.slice(0, 10)}… on ${call.to}${withValue}`;
  return {
    kind: 'custom-call',
    summary,
    call,
    form: {
      mode: 'raw',
      address: call.to,
      rawData: data,
      value: value > 0n ? formatUnits(value, native.decimals).replace(/\.0$/, '') : '',
      abiText: '',
      contractName: '',
      functionSignature: '',
      inputs: [],
    },
  };
}

/** The outcome of {@link importBatch}. */
export type ImportBatchResult =
  { ok: true; actions: NewTxAction[]; warning: string | null } | { ok: false; error: string };

/** Reads a Transaction Builder file for this Safe's chain into actions. */
export function importBatch(
  text: string,
  chainId: string,
  native: NativeCurrency,
): ImportBatchResult {
  const parsed = parseBatchFile(text, { chainId });
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    actions: parsed.calls.map((call) => importedAction(call, native)),
    warning:
      parsed.checksum === 'invalid'
        ? 'The file’s checksum does not match its content: it was changed after it was exported. Check every action.'
        : null,
  };
}

/** The batch as a Transaction Builder file. */
export function exportBatch(p: {
  actions: readonly NewTxAction[];
  chainId: string;
  safeAddress: string;
  name?: string;
}): BatchFile {
  return createBatchFile({
    chainId: p.chainId,
    safeAddress: p.safeAddress,
    calls: p.actions.map((action) => action.call),
    name: p.name,
  });
}
