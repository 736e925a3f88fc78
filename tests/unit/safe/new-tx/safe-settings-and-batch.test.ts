// The chain's module list (paged), guard and fallback handler; a batch as one MultiSendCallOnly
// delegatecall whose packed calls decode back to the actions, refused for an unofficial address.
import { AbiCoder, getAddress, Interface, zeroPadValue } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  buildErc20TransferCall,
  buildNativeTransferCall,
  decodeMultiSendData,
  FALLBACK_HANDLER_STORAGE_SLOT,
  GUARD_STORAGE_SLOT,
  multiSendInterface,
  readSafeSettings,
  SENTINEL_ADDRESS,
} from '../../../../src/safe';
import { batchCall } from '../../../../src/features/tx-flows/new/batchCall';
import type { ChainInfo } from '../../../../src/gateway';
import type { NewTxAction } from '../../../../src/features/tx-flows/new/actions';

const SAFE = getAddress('0x5afe0000000000000000000000000000000000c0');
const modulesAbi = new Interface([
  'function getModulesPaginated(address start, uint256 pageSize) view returns (address[] array, address next)',
]);
const moduleAt = (i: number) =>
  getAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`.replace('0x0', '0xa'));

describe('readSafeSettings', () => {
  it('reads every page of modules in order, the guard and the handler', async () => {
    const all = Array.from({ length: 60 }, (_, i) => moduleAt(i));
    const calls: string[] = [];
    const settings = await readSafeSettings({
      safeAddress: SAFE.toLowerCase(),
      reader: {
        call: async (to, data) => {
          expect(to).toBe(SAFE);
          const [start, size] = modulesAbi.decodeFunctionData('getModulesPaginated', data);
          calls.push(start as string);
          const from =
            (start as string).toLowerCase() === SENTINEL_ADDRESS
              ? 0
              : all.indexOf(getAddress(start as string)) + 1;
          const page = all.slice(from, from + Number(size));
          const next = from + page.length >= all.length ? SENTINEL_ADDRESS : page[page.length - 1]!;
          return modulesAbi.encodeFunctionResult('getModulesPaginated', [page, next]);
        },
        getStorageAt: async (_address, slot) =>
          zeroPadValue(
            slot === GUARD_STORAGE_SLOT
              ? '0x' + '12'.repeat(20)
              : slot === FALLBACK_HANDLER_STORAGE_SLOT
                ? '0x' + '34'.repeat(20)
                : '0x',
            32,
          ),
      },
    });
    expect(settings.modules).toEqual(all);
    expect(calls).toHaveLength(2);
    expect(settings.guard).toBe(getAddress('0x' + '12'.repeat(20)));
    expect(settings.fallbackHandler).toBe(getAddress('0x' + '34'.repeat(20)));
  });

  it('refuses an answer that is not a module page', async () => {
    await expect(
      readSafeSettings({
        safeAddress: SAFE,
        reader: {
          call: async () => AbiCoder.defaultAbiCoder().encode(['uint256'], [1]),
          getStorageAt: async () => zeroPadValue('0x', 32),
        },
      }),
    ).rejects.toThrow('no readable module list');
  });
});

describe('batchCall', () => {
  const MSCO = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2';
  const chain = (address: string) =>
    ({ contractAddresses: { multiSendCallOnlyAddress: address } }) as unknown as ChainInfo;
  const TOKEN = getAddress('0x7070000000000000000000000000000000000070');
  const TO = getAddress('0x8080000000000000000000000000000000000080');
  const actions: NewTxAction[] = [
    {
      kind: 'send-native',
      form: {},
      summary: 'a',
      call: buildNativeTransferCall({ to: TO, value: 5n }),
    },
    {
      kind: 'send-erc20',
      form: {},
      summary: 'b',
      call: buildErc20TransferCall({ token: TOKEN, to: TO, value: 7n }),
    },
  ];

  it('delegatecalls the official MultiSendCallOnly with the actions packed in order', () => {
    const built = batchCall(chain(MSCO), actions);
    if (!built.ok) throw new Error(built.message);
    expect(built.call).toMatchObject({ to: getAddress(MSCO), operation: 1, value: 0n });
    const [packed] = multiSendInterface.decodeFunctionData('multiSend', built.call.data!);
    expect(decodeMultiSendData(packed as string)).toEqual(
      actions.map(({ call }) => ({
        operation: 0,
        to: call.to,
        value: call.value,
        data: call.data,
      })),
    );
  });

  it('refuses an unofficial MultiSendCallOnly, an empty batch and inner delegatecalls', () => {
    expect(batchCall(chain(TO), actions).ok).toBe(false);
    expect(batchCall(chain(MSCO), []).ok).toBe(false);
    const delegate = { ...actions[0]!, call: { ...actions[0]!.call, operation: 1 as const } };
    expect(batchCall(chain(MSCO), [delegate]).ok).toBe(false);
  });
});
