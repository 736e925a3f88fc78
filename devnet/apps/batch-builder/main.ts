// The devnet's small transaction builder on Countersign's app-side client: compose a batch (raw
// calls or a method of a pasted ABI), import and export Transaction Builder JSON (version 1.0, the
// checksum checked on import), and propose it with txs.send. The file format and the ABI inputs
// are the app's own pure code (src/safe/batch-file, src/safe/abi), so both sides agree on them.
import { getAddress, isAddress, isHexString, type FunctionFragment } from 'ethers';
import SafeAppsSDK, { type SafeInfoExtended } from '../../../src/safe-apps/client';
import {
  buildCustomCall,
  callableFunctions,
  functionSignature,
  inputHint,
  parseAbi,
  parseNativeAmount,
} from '../../../src/safe/abi';
import { createBatchFile, parseBatchFile } from '../../../src/safe/batch-file';
import type { SafeCall } from '../../../src/safe/safe-transaction';
import { byTestId, errorText, showAnswer } from '../common/answer';
import '../common/style.css';

type BatchEntry = { call: SafeCall; label: string };

const sdk = new SafeAppsSDK();
const batch: BatchEntry[] = [];
let safeInfo: SafeInfoExtended | null = null;
let methods: FunctionFragment[] = [];

const input = (testId: string) => byTestId<HTMLInputElement>(testId);
const abiField = byTestId<HTMLTextAreaElement>('input-abi');
const methodSelect = byTestId<HTMLSelectElement>('input-method');
const methodInputs = byTestId('method-inputs');
const composeError = byTestId('compose-error');
const jsonField = byTestId<HTMLTextAreaElement>('batch-json');
const jsonStatus = byTestId('json-status');

function renderBatch(): void {
  const list = byTestId('batch');
  list.replaceChildren(
    ...batch.map((entry, index) => {
      const item = document.createElement('li');
      item.dataset.testid = 'batch-call';
      const text = document.createElement('span');
      text.textContent = entry.label;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = `Remove call ${index + 1}`;
      remove.addEventListener('click', () => {
        batch.splice(index, 1);
        renderBatch();
      });
      item.append(text, ' ', remove);
      return item;
    }),
  );
  byTestId('batch-empty').hidden = batch.length > 0;
}

function labelOf(call: SafeCall, method: string | null): string {
  const value = call.value ?? 0n;
  return `${method ?? (call.data && call.data !== '0x' ? `data ${call.data.slice(0, 10)}…` : 'transfer')} → ${call.to}, ${value} wei`;
}

function selectedMethod(): FunctionFragment | null {
  const index = methodSelect.value === '' ? -1 : Number(methodSelect.value);
  return methods[index] ?? null;
}

function renderMethodInputs(): void {
  const fragment = selectedMethod();
  input('input-data').disabled = fragment !== null;
  methodInputs.replaceChildren(
    ...(fragment?.inputs ?? []).map((param, index) => {
      const wrapper = document.createElement('div');
      const label = document.createElement('label');
      label.htmlFor = `arg-${index}`;
      label.textContent = `${param.name || `argument ${index + 1}`} (${param.type}): ${inputHint(param)}`;
      const field = document.createElement('input');
      field.id = `arg-${index}`;
      field.dataset.testid = `input-arg-${index}`;
      field.autocomplete = 'off';
      field.spellcheck = false;
      wrapper.append(label, field);
      return wrapper;
    }),
  );
}

abiField.addEventListener('input', () => {
  const parsed = abiField.value.trim() ? parseAbi(abiField.value) : null;
  methods = parsed?.ok ? callableFunctions(parsed.abi) : [];
  composeError.textContent = parsed && !parsed.ok ? parsed.error : '';
  methodSelect.replaceChildren(
    new Option('Raw data', ''),
    ...methods.map((fragment, index) => new Option(functionSignature(fragment), String(index))),
  );
  methodSelect.disabled = methods.length === 0;
  renderMethodInputs();
});
methodSelect.addEventListener('change', renderMethodInputs);

/** The call the form describes, or the sentence saying what is wrong. */
function composedCall(): BatchEntry | string {
  const to = input('input-to').value.trim();
  if (!isAddress(to)) return 'Enter the address to call (0x and 40 hex characters).';
  const amount = parseNativeAmount(input('input-value').value);
  if (!amount.ok) return amount.error;
  const fragment = selectedMethod();
  if (fragment) {
    const built = buildCustomCall({
      to,
      fragment,
      inputs: fragment.inputs.map((_param, index) => input(`input-arg-${index}`).value),
      value: input('input-value').value,
    });
    if (!built.ok) {
      const first = built.inputErrors.findIndex((error) => error !== null);
      return built.valueError ?? `Argument ${first + 1}: ${built.inputErrors[first] ?? ''}`;
    }
    // A non-payable method still gets the value typed, as the Transaction Builder does.
    const call = { ...built.call, value: amount.value };
    return { call, label: labelOf(call, functionSignature(fragment)) };
  }
  const data = input('input-data').value.trim() || '0x';
  if (!isHexString(data) || data.length % 2 !== 0) return 'Data must be hex bytes (0x…).';
  const call: SafeCall = { to: getAddress(to), value: amount.value, data: data.toLowerCase() };
  return { call, label: labelOf(call, null) };
}

byTestId<HTMLFormElement>('compose').addEventListener('submit', (event) => {
  event.preventDefault();
  const entry = composedCall();
  if (typeof entry === 'string') {
    composeError.textContent = entry;
    return;
  }
  composeError.textContent = '';
  batch.push(entry);
  renderBatch();
});

byTestId('clear-batch').addEventListener('click', () => {
  batch.length = 0;
  renderBatch();
});

byTestId('send-batch').addEventListener('click', () => {
  void showAnswer('send', async () => {
    if (batch.length === 0) throw new Error('Add at least one call first.');
    return sdk.txs.send({
      txs: batch.map(({ call }) => ({
        to: call.to,
        value: (call.value ?? 0n).toString(),
        data: call.data ?? '0x',
      })),
    });
  });
});

byTestId('export-json').addEventListener('click', () => {
  if (!safeInfo) {
    jsonStatus.textContent = 'The Safe is not known yet.';
    return;
  }
  try {
    const file = createBatchFile({
      chainId: String(safeInfo.chainId),
      safeAddress: safeInfo.safeAddress,
      calls: batch.map((entry) => entry.call),
      name: 'Devnet Batch Builder batch',
    });
    const text = JSON.stringify(file, null, 2);
    jsonField.value = text;
    const link = byTestId<HTMLAnchorElement>('download-json');
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.hidden = false;
    jsonStatus.textContent = `Exported ${file.transactions.length} calls (checksum ${file.meta.checksum ?? ''}).`;
  } catch (error) {
    jsonStatus.textContent = errorText(error);
  }
});

function importText(text: string): void {
  if (!safeInfo) {
    jsonStatus.textContent = 'The Safe is not known yet.';
    return;
  }
  const parsed = parseBatchFile(text, { chainId: String(safeInfo.chainId) });
  if (!parsed.ok) {
    jsonStatus.textContent = parsed.error;
    return;
  }
  for (const { call, method } of parsed.calls) batch.push({ call, label: labelOf(call, method) });
  renderBatch();
  const checksum = {
    valid: 'checksum valid',
    invalid: 'checksum does NOT match: the file was changed after it was written',
    missing: 'no checksum',
  }[parsed.checksum];
  jsonStatus.textContent = `Imported ${parsed.calls.length} calls (${checksum}).`;
}

byTestId('import-json').addEventListener('click', () => importText(jsonField.value));
input('json-file').addEventListener('change', () => {
  const file = input('json-file').files?.[0];
  if (file) void file.text().then(importText);
});

renderBatch();
sdk.safe.getInfo().then(
  (info) => {
    safeInfo = info;
    input('input-to').value ||= info.safeAddress;
    byTestId('safe').textContent = `Safe ${info.safeAddress} on chain ${info.chainId}`;
  },
  (error: unknown) => {
    byTestId('safe').textContent = errorText(error);
  },
);
