// The custom-call form's pure state: drafts read back defensively, raw calldata actions, names in
// summaries, and the batch helpers (imported calls as editable actions, delegatecalls refused).
import { describe, expect, it } from 'vitest';
import { Interface, getAddress, parseEther } from 'ethers';
import {
  readCustomCallState,
  toCustomCallAction,
} from '../../../../src/features/tx-flows/new/custom/customCallState';
import {
  batchRefusal,
  exportBatch,
  importBatch,
  importedAction,
} from '../../../../src/features/tx-flows/new/batch/batchActions';

const ETH = { symbol: 'ETH', decimals: 18 };
const TARGET = getAddress('0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb');
const SAFE = getAddress('0x5afe0000000000000000000000000000000000c0');
const iface = new Interface(['function setValue(uint256 newValue)']);

describe('readCustomCallState', () => {
  it('turns anything unexpected in a draft into empty fields', () => {
    expect(
      readCustomCallState({ mode: 'evil', address: 5, inputs: [1, 'a'], value: null }),
    ).toEqual({
      mode: 'abi',
      address: '',
      abiText: '',
      contractName: '',
      functionSignature: '',
      inputs: ['', 'a'],
      value: '',
      rawData: '',
    });
    expect(readCustomCallState(undefined).mode).toBe('abi');
  });
});

describe('toCustomCallAction', () => {
  const base = readCustomCallState({ address: TARGET });

  it('raw mode: a plain transfer, or a call with a value, named from the address book', () => {
    const send = toCustomCallAction(
      { ...base, mode: 'raw', rawData: '', value: '0.5' },
      ETH,
      () => 'Erin',
    );
    expect(send).toMatchObject({
      ok: true,
      action: {
        summary: 'Send 0.5 ETH to Erin',
        call: { to: TARGET, value: parseEther('0.5'), data: '0x' },
      },
    });
    const data = iface.encodeFunctionData('setValue', [1n]);
    const call = toCustomCallAction({ ...base, mode: 'raw', rawData: data, value: '1' }, ETH);
    expect(call.ok && call.action.summary).toBe(
      `Call ${data.slice(0, 10)}… on ${TARGET} with 1 ETH`,
    );
  });

  it('raw mode: bad hex and bad amounts are field errors', () => {
    expect(
      toCustomCallAction({ ...base, mode: 'raw', rawData: '0x123', value: '1.2.3' }, ETH),
    ).toEqual({
      ok: false,
      errors: {
        rawData: 'Hex bytes need an even number of digits after 0x.',
        value: 'Enter an amount like 0.5 (digits and one dot).',
      },
    });
  });

  it('ABI mode: missing ABI, missing function, and the user’s contract name first', () => {
    expect(toCustomCallAction({ ...base, address: '0x12' }, ETH)).toEqual({
      ok: false,
      errors: {
        address: 'An address is 0x followed by 40 hexadecimal characters.',
        abi: 'Paste the contract’s ABI.',
      },
    });
    const abiText = iface.formatJson();
    expect(toCustomCallAction({ ...base, abiText }, ETH)).toEqual({
      ok: false,
      errors: { function: 'Choose the function to call.' },
    });
    const named = toCustomCallAction(
      {
        ...base,
        abiText,
        contractName: 'Vault',
        functionSignature: 'setValue(uint256)',
        inputs: ['9'],
      },
      ETH,
      () => 'Book name',
    );
    expect(named.ok && named.action.summary).toBe('Call setValue(9) on Vault');
  });
});

describe('batch helpers', () => {
  it('refuses delegatecalls and exports only calls', () => {
    const action = importedAction(
      { call: { to: TARGET, value: 0n, data: '0x', operation: 0 }, method: null, args: null },
      ETH,
    );
    expect(batchRefusal(action)).toBeNull();
    const delegate = { ...action, call: { ...action.call, operation: 1 as const } };
    expect(batchRefusal(delegate)).toMatch(/delegatecall/);
    expect(() => exportBatch({ actions: [delegate], chainId: '1', safeAddress: SAFE })).toThrow(
      /delegatecall/,
    );
  });

  it('imported calls become editable raw custom calls with readable summaries', () => {
    const data = iface.encodeFunctionData('setValue', [42n]);
    const action = importedAction(
      {
        call: { to: TARGET, value: parseEther('0.1'), data, operation: 0 },
        method: 'setValue(uint256)',
        args: [42n],
      },
      ETH,
    );
    expect(action).toMatchObject({
      kind: 'custom-call',
      summary: `Call setValue(42) on ${TARGET} with 0.1 ETH`,
      form: { mode: 'raw', address: TARGET, rawData: data, value: '0.1' },
    });
    // The form it reopens builds the very same call.
    const rebuilt = toCustomCallAction(readCustomCallState(action.form), ETH);
    expect(rebuilt.ok && rebuilt.action.call).toEqual(action.call);
  });

  it('round-trips through a file and warns about an edited one', () => {
    const actions = [
      importedAction(
        { call: { to: TARGET, value: 5n, data: '0x', operation: 0 }, method: null, args: null },
        ETH,
      ),
    ];
    const file = exportBatch({ actions, chainId: '1', safeAddress: SAFE });
    const back = importBatch(JSON.stringify(file), '1', ETH);
    expect(back).toMatchObject({ ok: true, warning: null });
    expect(back.ok && back.actions.map((a) => a.call)).toEqual(actions.map((a) => a.call));
    const edited = importBatch(JSON.stringify({ ...file, createdAt: 1 }), '1', ETH);
    expect(edited.ok && edited.warning).toMatch(/changed after it was exported/);
  });
});
