// Decoding with the user's ABI: the transaction's own call and each batched call, strict about
// trailing bytes, and a finding wherever the gateway's decoding disagrees.
import { describe, expect, it } from 'vitest';
import { Interface, getAddress } from 'ethers';
import type { DataDecoded } from '../../../src/gateway/types';
import {
  buildMultiSendCall,
  buildNativeTransferCall,
  decodeWithAbi,
  decodeWithUserAbis,
  type UserAbiLookup,
} from '../../../src/safe/index.js';

const target = getAddress('0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb');
const other = getAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359');
const multiSendCallOnly = getAddress('0x9641d764fc13c8b624c04430c7356c1c7c8102e2');
const iface = new Interface([
  'function setValue(uint256 newValue)',
  'function configure((address who, uint96 amount) entry, string label, bool on)',
]);
const lookup: UserAbiLookup = (address) =>
  address.toLowerCase() === target.toLowerCase() ? iface : null;
const setValue42 = iface.encodeFunctionData('setValue', [42n]);

describe('decodeWithAbi', () => {
  it('decodes in the gateway’s shape (tuples as lists, bools True/False, strings exact)', () => {
    const data = iface.encodeFunctionData('configure', [[other, 5n], 'Mixed Case', true]);
    expect(decodeWithAbi(iface, data)).toEqual({
      method: 'configure',
      parameters: [
        { name: 'entry', type: 'tuple(address,uint96)', value: [other, '5'] },
        { name: 'label', type: 'string', value: 'Mixed Case' },
        { name: 'on', type: 'bool', value: 'True' },
      ],
    });
  });

  it('refuses unknown selectors, short data and trailing bytes', () => {
    expect(decodeWithAbi(iface, '0x12345678')).toBeNull();
    expect(decodeWithAbi(iface, '0x12')).toBeNull();
    expect(decodeWithAbi(iface, null)).toBeNull();
    expect(decodeWithAbi(iface, `${setValue42}00`)).toBeNull();
  });
});

describe('decodeWithUserAbis', () => {
  it('decodes the call when the gateway sent nothing, without findings', () => {
    const result = decodeWithUserAbis({ to: target, data: setValue42, dataDecoded: null }, lookup);
    expect(result.findings).toEqual([]);
    expect(result.calls).toEqual([
      {
        path: 'txData',
        to: target,
        batchIndex: null,
        gateway: null,
        decoded: {
          method: 'setValue',
          parameters: [{ name: 'newValue', type: 'uint256', value: '42' }],
        },
      },
    ]);
  });

  it('agrees silently with a gateway decoding of the same call', () => {
    const gateway: DataDecoded = {
      method: 'setValue',
      parameters: [{ name: 'newValue', type: 'uint256', value: '42' }],
    };
    expect(
      decodeWithUserAbis({ to: target, data: setValue42, dataDecoded: gateway }, lookup).findings,
    ).toEqual([]);
  });

  it('reports a gateway decoding that differs', () => {
    const gateway: DataDecoded = {
      method: 'setValue',
      parameters: [{ name: 'newValue', type: 'uint256', value: '43' }],
    };
    const { findings } = decodeWithUserAbis(
      { to: target, data: setValue42, dataDecoded: gateway },
      lookup,
    );
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'USER_ABI_MISMATCH',
        severity: 'warning',
        path: 'txData.dataDecoded.parameters[0].value',
        message: expect.stringMatching(
          /^The gateway decodes this call differently from your ABI: a decoded parameter value/,
        ),
      }),
    ]);
    const renamed = decodeWithUserAbis(
      {
        to: target,
        data: setValue42,
        dataDecoded: { method: 'transfer', parameters: gateway.parameters },
      },
      lookup,
    );
    expect(renamed.findings.map((f) => f.path)).toContain('txData.dataDecoded.method');
  });

  it('skips targets without a user ABI and data the ABI does not decode', () => {
    expect(decodeWithUserAbis({ to: other, data: setValue42 }, lookup).calls).toEqual([]);
    expect(decodeWithUserAbis({ to: target, data: '0xdeadbeef' }, lookup).calls).toEqual([]);
  });

  it('decodes each batched call to a contract with a user ABI, and compares with the gateway’s batch', () => {
    const batch = buildMultiSendCall({
      multiSend: multiSendCallOnly,
      calls: [buildNativeTransferCall({ to: other, value: 1n }), { to: target, data: setValue42 }],
    });
    const plain = decodeWithUserAbis({ to: batch.to, data: batch.data }, lookup);
    expect(plain.findings).toEqual([]);
    expect(plain.calls).toMatchObject([
      { path: 'txData.batch[1]', batchIndex: 1, to: target, decoded: { method: 'setValue' } },
    ]);
    const gateway: DataDecoded = {
      method: 'multiSend',
      parameters: [
        {
          name: 'transactions',
          type: 'bytes',
          value: '0x',
          valueDecoded: [
            { operation: 0, to: other, value: '1', data: null, dataDecoded: null },
            {
              operation: 0,
              to: target,
              value: '0',
              data: setValue42,
              dataDecoded: {
                method: 'setValue',
                parameters: [{ name: 'newValue', type: 'uint256', value: '1' }],
              },
            },
          ],
        },
      ],
    };
    const lying = decodeWithUserAbis(
      { to: batch.to, data: batch.data, dataDecoded: gateway },
      lookup,
    );
    expect(lying.findings.map((f) => [f.code, f.path])).toEqual([
      ['USER_ABI_MISMATCH', 'txData.batch[1].dataDecoded.parameters[0].value'],
    ]);
  });
});
