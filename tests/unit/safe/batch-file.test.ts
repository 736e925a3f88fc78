// Transaction Builder batch files: export → import round trip, the builder's checksum, and every
// malformed or foreign file refused with a sentence that says why.
import { describe, expect, it } from 'vitest';
import { Interface, getAddress, keccak256, parseEther, toUtf8Bytes } from 'ethers';
import {
  batchFileChecksum,
  buildErc20TransferCall,
  buildNativeTransferCall,
  createBatchFile,
  parseBatchFile,
} from '../../../src/safe/index.js';

const safe = getAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
const recipient = getAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359');
const token = getAddress('0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb');
const target = getAddress('0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb');
const setValue = new Interface(['function setValue(uint256 newValue)']);

const calls = [
  buildNativeTransferCall({ to: recipient, value: parseEther('0.5') }),
  buildErc20TransferCall({ token, to: recipient, value: 7n }),
  {
    to: target,
    value: 0n,
    data: setValue.encodeFunctionData('setValue', [42n]),
    operation: 0 as const,
  },
];

describe('createBatchFile / parseBatchFile', () => {
  it('round-trips calls, with a valid checksum and the Transaction Builder fields', () => {
    const file = createBatchFile({
      chainId: '31337',
      safeAddress: safe.toLowerCase(),
      calls,
      createdAt: 1700000000000,
    });
    expect(file).toMatchObject({
      version: '1.0',
      chainId: '31337',
      createdAt: 1700000000000,
      meta: {
        name: 'Transactions Batch',
        description: '',
        createdFromSafeAddress: safe,
        createdFromOwnerAddress: '',
      },
    });
    expect(file.meta.checksum).toMatch(/^0x[0-9a-f]{64}$/);
    expect(file.transactions[0]).toEqual({
      to: recipient,
      value: '500000000000000000',
      data: null,
    });
    const parsed = parseBatchFile(JSON.stringify(file, null, 2), { chainId: '31337' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.checksum).toBe('valid');
    expect(parsed.calls.map((c) => c.call)).toEqual(
      calls.map((c) => ({ to: c.to, value: c.value, data: c.data, operation: 0 })),
    );
  });

  it('checksum ignores the name but not the transactions, and flags edited files', () => {
    const file = createBatchFile({ chainId: '1', safeAddress: safe, calls, createdAt: 1 });
    expect(batchFileChecksum({ ...file, meta: { ...file.meta, name: 'Renamed' } })).toBe(
      file.meta.checksum,
    );
    const edited = {
      ...file,
      transactions: [{ ...file.transactions[0]!, value: '1' }, ...file.transactions.slice(1)],
    };
    expect(batchFileChecksum(edited)).not.toBe(file.meta.checksum);
    const parsed = parseBatchFile(JSON.stringify(edited), { chainId: '1' });
    expect(parsed.ok && parsed.checksum).toBe('invalid');
    const { checksum: _c, ...meta } = file.meta;
    const noChecksum = parseBatchFile(JSON.stringify({ ...file, meta }), { chainId: '1' });
    expect(noChecksum.ok && noChecksum.checksum).toBe('missing');
  });

  it('matches the serialisation rule of the Transaction Builder (key-sorted, name nulled)', () => {
    // Hand-computed shape: {["a","b"]1,"x",} for {b:"x",a:1}; the checksum is keccak256 of that text.
    const file = {
      version: '1.0',
      chainId: '1',
      createdAt: 5,
      meta: { name: 'n', description: 'd' },
      transactions: [],
    };
    const manual =
      '{["chainId","createdAt","meta","transactions","version"]"1",5,{["description","name"]"d",null,},[],"1.0",}';
    expect(batchFileChecksum(file)).toBe(keccak256(toUtf8Bytes(manual)));
  });

  it('accepts a file written by the Transaction Builder 1.18.2 (its checksum and contractMethod)', () => {
    // A real export (mainnet USDC approve), checksum as the Transaction Builder wrote it.
    const file = {
      version: '1.0',
      chainId: '1',
      createdAt: 1761326849944,
      meta: {
        name: 'Transactions Batch',
        description: '',
        txBuilderVersion: '1.18.2',
        createdFromSafeAddress: '0xA77DE01e157f9f57C7c4A326eeE9C4874D0598b6',
        createdFromOwnerAddress: '',
        checksum: '0x8b5032f716845c8b08bab3d63dbd9ba92e056f3557793cd041e59b84e16aa989',
      },
      transactions: [
        {
          to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          value: '0',
          data: null,
          contractMethod: {
            inputs: [
              { internalType: 'address', name: 'spender', type: 'address' },
              { internalType: 'uint256', name: 'value', type: 'uint256' },
            ],
            name: 'approve',
            payable: false,
          },
          contractInputsValues: {
            spender: '0x474e5Ded6b5D078163BFB8F6dBa355C3aA5478C8',
            value: '100000000000',
          },
        },
      ],
    };
    expect(batchFileChecksum(file)).toBe(file.meta.checksum);
    const parsed = parseBatchFile(JSON.stringify(file), { chainId: '1' });
    expect(parsed.ok && parsed.checksum).toBe('valid');
    const approve = new Interface(['function approve(address spender, uint256 value)']);
    expect(parsed.ok && parsed.calls[0]!.call.data).toBe(
      approve.encodeFunctionData('approve', [
        '0x474e5Ded6b5D078163BFB8F6dBa355C3aA5478C8',
        100000000000n,
      ]),
    );
  });

  it('encodes contractMethod + contractInputsValues when there is no data', () => {
    const file = {
      version: '1.0',
      chainId: '31337',
      createdAt: 1,
      meta: { name: 'x' },
      transactions: [
        {
          to: target,
          value: '0',
          data: null,
          contractMethod: {
            name: 'setValue',
            payable: false,
            inputs: [{ name: 'newValue', type: 'uint256', internalType: 'uint256' }],
          },
          contractInputsValues: { newValue: '42' },
        },
        {
          to: target,
          value: '0',
          data: null,
          contractMethod: {
            name: 'setMany',
            payable: false,
            inputs: [
              { name: 'values', type: 'uint8[]' },
              { name: 'flag', type: 'bool' },
            ],
          },
          contractInputsValues: { values: '[1,2]', flag: 'true' },
        },
      ],
    };
    const parsed = parseBatchFile(JSON.stringify(file), { chainId: '31337' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.calls[0]).toMatchObject({
      method: 'setValue(uint256)',
      args: [42n],
      call: { data: setValue.encodeFunctionData('setValue', [42n]) },
    });
    const many = new Interface(['function setMany(uint8[] values, bool flag)']);
    expect(parsed.calls[1]!.call.data).toBe(many.encodeFunctionData('setMany', [[1, 2], true]));
  });

  it('refuses wrong chains and malformed files with clear messages', () => {
    const good = createBatchFile({ chainId: '31337', safeAddress: safe, calls, createdAt: 1 });
    const err = (value: unknown, chainId = '31337') => {
      const result = parseBatchFile(typeof value === 'string' ? value : JSON.stringify(value), {
        chainId,
      });
      return result.ok ? null : result.error;
    };
    expect(err(good, '1')).toBe('This batch is for chain 31337, but this Safe is on chain 1.');
    expect(err('not json')).toMatch(/not JSON/);
    expect(err([])).toMatch(/expected a JSON object/);
    expect(err({ ...good, version: '2.0' })).toMatch(/Unsupported batch file version "2.0"/);
    expect(err({ ...good, meta: undefined })).toMatch(/no "meta"/);
    expect(err({ ...good, transactions: undefined })).toMatch(/no "transactions" list/);
    expect(err({ ...good, transactions: [] })).toMatch(/no transactions/);
    const tx = good.transactions[1]!;
    expect(err({ ...good, transactions: [tx, { ...tx, to: '0x12' }] })).toBe(
      'Transaction 2: "to" is not an address.',
    );
    expect(
      err({ ...good, transactions: [{ ...tx, to: tx.to.replace('d', 'D').replace('b', 'B') }] }),
    ).toMatch(/wrong checksum/);
    expect(err({ ...good, transactions: [{ ...tx, value: '1.5' }] })).toMatch(
      /whole decimal number/,
    );
    expect(err({ ...good, transactions: [{ ...tx, data: '0xzz' }] })).toMatch(/"data" is not hex/);
    expect(
      err({
        ...good,
        transactions: [
          {
            to: target,
            value: '0',
            data: null,
            contractMethod: {
              name: 'setValue',
              payable: false,
              inputs: [{ name: 'v', type: 'uint8' }],
            },
            contractInputsValues: { v: '300' },
          },
        ],
      }),
    ).toBe('Transaction 1, "v": Too large for uint8 (maximum 255).');
    expect(
      err({
        ...good,
        transactions: [
          {
            to: target,
            value: '0',
            data: null,
            contractMethod: {
              name: 'setValue',
              payable: false,
              inputs: [{ name: 'v', type: 'uint8' }],
            },
            contractInputsValues: {},
          },
        ],
      }),
    ).toMatch(/value of "v" is missing/);
  });

  it('refuses to export a delegatecall', () => {
    expect(() =>
      createBatchFile({
        chainId: '1',
        safeAddress: safe,
        calls: [{ to: target, data: '0x', operation: 1 }],
      }),
    ).toThrow(/delegatecall/);
  });
});
