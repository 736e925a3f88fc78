// The ABI form logic: pasted ABIs (arrays, artifacts, garbage), every Solidity input type with its
// bad-input message, native value, and the encoded call against ethers' own encoder.
import { describe, expect, it } from 'vitest';
import { Interface, ParamType, getAddress, parseEther } from 'ethers';
import {
  buildCustomCall,
  callableFunctions,
  formatCallSummary,
  functionSignature,
  parseAbi,
  parseNativeAmount,
  parseParamInput,
} from '../../../src/safe/index.js';

const ABI = [
  {
    type: 'function',
    name: 'setValue',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'newValue', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'value',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'payable',
    inputs: [{ name: 'note', type: 'string' }],
    outputs: [],
  },
  { type: 'function', name: 'pureThing', stateMutability: 'pure', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'setMany',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'values', type: 'uint8[]' },
      { name: 'who', type: 'address' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'ValueSet',
    inputs: [{ name: 'value', type: 'uint256', indexed: false }],
    anonymous: false,
  },
];

const param = (type: string) => ParamType.from(type);
const value = (text: string, type: string) => {
  const result = parseParamInput(text, param(type));
  if (!result.ok) throw new Error(`expected ok for ${type} ${text}: ${result.error}`);
  return result.value;
};
const error = (text: string, type: string) => {
  const result = parseParamInput(text, param(type));
  if (result.ok) throw new Error(`expected an error for ${type} ${text}`);
  return result.error;
};

describe('parseAbi', () => {
  it('reads a JSON array and lists only state-changing functions (payable included)', () => {
    const result = parseAbi(JSON.stringify(ABI));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(callableFunctions(result.abi).map(functionSignature)).toEqual([
      'setValue(uint256)',
      'deposit(string)',
      'setMany(uint8[],address)',
    ]);
  });

  it('reads a Hardhat/Truffle artifact through its abi field', () => {
    const result = parseAbi(
      JSON.stringify({ contractName: 'TestTarget', abi: ABI, bytecode: '0x' }),
    );
    expect(result.ok && callableFunctions(result.abi).length).toBe(3);
  });

  it('explains every malformed input', () => {
    const err = (text: string) => {
      const result = parseAbi(text);
      return result.ok ? null : result.error;
    };
    expect(err('')).toMatch(/Paste the contract/);
    expect(err('[{"type":"function",')).toMatch(/not valid JSON/);
    expect(err('{"name":"x"}')).toMatch(/JSON list/);
    expect(err('{"abi":"nope"}')).toMatch(/"abi" field, but it is not a list/);
    expect(err('[1]')).toMatch(/Entry 1 of the ABI is not an object/);
    expect(err('[{"type":"banana"}]')).toMatch(/unknown type "banana"/);
    expect(err('[{"type":"function","inputs":[]}]')).toMatch(/has no name/);
    expect(err('[{"type":"event","name":"E","inputs":[]}]')).toMatch(/no functions/);
    expect(err('[{"type":"function","name":"f","inputs":[{"name":"a","type":"uint7"}]}]')).toMatch(
      /could not be read/,
    );
  });
});

describe('parseParamInput', () => {
  it('addresses: checksummed output, bad shape and bad checksum refused', () => {
    const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    expect(value(lower, 'address')).toBe(getAddress(lower));
    expect(value(` ${getAddress(lower)} `, 'address')).toBe(getAddress(lower));
    expect(error('', 'address')).toMatch(/Enter an address/);
    expect(error('0x1234', 'address')).toMatch(/40 hexadecimal/);
    expect(error('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'address')).toMatch(
      /checksum is wrong/,
    );
  });

  it('uints: exact bigint, hex, underscores, range per width', () => {
    expect(value('42', 'uint256')).toBe(42n);
    expect(value('0x2a', 'uint8')).toBe(42n);
    expect(value('1_000', 'uint256')).toBe(1000n);
    expect(
      value(
        '115792089237316195423570985008687907853269984665640564039457584007913129639935',
        'uint256',
      ),
    ).toBe(2n ** 256n - 1n);
    expect(value('255', 'uint8')).toBe(255n);
    expect(error('256', 'uint8')).toMatch(/Too large for uint8 \(maximum 255\)/);
    expect(error('-1', 'uint256')).toMatch(/cannot be negative/);
    expect(error('1.5', 'uint256')).toMatch(/whole numbers only/);
    expect(error('1e18', 'uint256')).toMatch(/whole numbers only/);
    expect(error('abc', 'uint256')).toMatch(/whole number, like 42/);
    expect(error('', 'uint256')).toMatch(/Enter a number/);
  });

  it('ints: signed ranges', () => {
    expect(value('-128', 'int8')).toBe(-128n);
    expect(value('127', 'int8')).toBe(127n);
    expect(error('-129', 'int8')).toMatch(/Too small for int8 \(minimum -128\)/);
    expect(error('128', 'int8')).toMatch(/Too large for int8/);
    expect(value('-1', 'int256')).toBe(-1n);
  });

  it('bools', () => {
    expect(value('true', 'bool')).toBe(true);
    expect(value(' FALSE ', 'bool')).toBe(false);
    expect(error('yes', 'bool')).toMatch(/true or false/);
  });

  it('bytesN and bytes', () => {
    expect(value('0x' + 'ab'.repeat(32), 'bytes32')).toBe('0x' + 'ab'.repeat(32));
    expect(value('0xABCD', 'bytes2')).toBe('0xabcd');
    expect(error('0xabcd', 'bytes32')).toMatch(/exactly 32 bytes \(64 hex digits\); this is 2/);
    expect(error('', 'bytes4')).toMatch(/Enter 4 bytes/);
    expect(value('', 'bytes')).toBe('0x');
    expect(value('0x1234', 'bytes')).toBe('0x1234');
    expect(error('0x123', 'bytes')).toMatch(/even number/);
    expect(error('hello', 'bytes')).toMatch(/written as hex/);
  });

  it('strings are kept exactly, spaces included', () => {
    expect(value('  hello, world ', 'string')).toBe('  hello, world ');
    expect(value('', 'string')).toBe('');
  });

  it('arrays: JSON, item errors located, fixed length, big numbers in quotes', () => {
    expect(value('[1, "2", "0x3"]', 'uint256[]')).toEqual([1n, 2n, 3n]);
    expect(value('', 'uint256[]')).toEqual([]);
    expect(value('[[true],[false,true]]', 'bool[][]')).toEqual([[true], [false, true]]);
    expect(value('["a","b"]', 'string[2]')).toEqual(['a', 'b']);
    expect(error('["a"]', 'string[2]')).toMatch(/exactly 2 items; this has 1/);
    expect(error('[1, 300]', 'uint8[]')).toMatch(/Item 2: Too large for uint8/);
    expect(error('[100000000000000000000]', 'uint256[]')).toMatch(/in quotes/);
    expect(error('1,2', 'uint256[]')).toMatch(/JSON/);
    expect(error('{"a":1}', 'uint256[]')).toMatch(/Write a list as JSON/);
    expect(error('[null]', 'address[]')).toMatch(/Item 1: Expected a address value, got null/);
  });

  it('tuples: positional or by name, nested errors named', () => {
    const type = 'tuple(address to, uint96 amount, bytes data)';
    const to = getAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    expect(value(`["${to}", 5, "0x"]`, type)).toEqual([to, 5n, '0x']);
    expect(value(`{"amount": "7", "data": "0x01", "to": "${to.toLowerCase()}"}`, type)).toEqual([
      to,
      7n,
      '0x01',
    ]);
    expect(error(`{"to": "${to}"}`, type)).toMatch(/needs the field "amount"/);
    expect(error(`["${to}", 5]`, type)).toMatch(/3 fields; this has 2/);
    expect(error(`["${to}", -5, "0x"]`, type)).toMatch(/^amount: uint96 cannot be negative/);
    expect(error('"x"', type)).toMatch(/tuple as a JSON list or object/);
    expect(value(`[["${to}", 1, "0x"]]`, `${type}[]`)).toEqual([[to, 1n, '0x']]);
  });
});

describe('parseNativeAmount', () => {
  it('is exact and rejects floats, signs and excess decimals', () => {
    expect(parseNativeAmount('1.5')).toEqual({ ok: true, value: parseEther('1.5') });
    expect(parseNativeAmount('0.000000000000000001')).toEqual({ ok: true, value: 1n });
    expect(parseNativeAmount('.5')).toEqual({ ok: true, value: parseEther('0.5') });
    expect(parseNativeAmount('')).toEqual({ ok: true, value: 0n });
    expect(parseNativeAmount('1.1234567891234567891')).toMatchObject({
      ok: false,
      error: 'At most 18 decimals.',
    });
    expect(parseNativeAmount('-1')).toMatchObject({ ok: false });
    expect(parseNativeAmount('1e3')).toMatchObject({ ok: false });
    expect(parseNativeAmount('1,5')).toMatchObject({ ok: false });
    expect(parseNativeAmount('1.23', 2)).toEqual({ ok: true, value: 123n });
  });
});

describe('buildCustomCall', () => {
  const iface = new Interface(ABI);
  const target = getAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');

  it('encodes what ethers encodes, checksums the target, no value for non-payable', () => {
    const fragment = iface.getFunction('setValue')!;
    const result = buildCustomCall({
      to: target.toLowerCase(),
      fragment,
      inputs: ['42'],
      value: '1',
    });
    expect(result).toEqual({
      ok: true,
      args: [42n],
      call: {
        to: target,
        value: 0n,
        data: iface.encodeFunctionData('setValue', [42n]),
        operation: 0,
      },
    });
    expect(formatCallSummary(fragment, [42n])).toBe('setValue(42)');
  });

  it('takes an exact native value for payable functions', () => {
    const fragment = iface.getFunction('deposit')!;
    const result = buildCustomCall({ to: target, fragment, inputs: ['hi'], value: '0.25' });
    expect(result.ok && result.call.value).toBe(parseEther('0.25'));
    expect(result.ok && result.call.data).toBe(iface.encodeFunctionData('deposit', ['hi']));
  });

  it('reports every bad input at its index, and a bad value', () => {
    const many = buildCustomCall({
      to: target,
      fragment: iface.getFunction('setMany')!,
      inputs: ['[1,999]', '0x12'],
    });
    expect(many).toEqual({
      ok: false,
      inputErrors: [
        'Item 2: Too large for uint8 (maximum 255).',
        'An address is 0x followed by 40 hexadecimal characters.',
      ],
      valueError: null,
    });
    const deposit = buildCustomCall({
      to: target,
      fragment: iface.getFunction('deposit')!,
      inputs: ['x'],
      value: '1.2.3',
    });
    expect(deposit.ok === false && deposit.valueError).toMatch(/Enter an amount/);
  });

  it('summaries shorten long values', () => {
    const fragment = iface.getFunction('setMany')!;
    expect(formatCallSummary(fragment, [[1n, 2n], target])).toBe(
      `setMany([1, 2], 0x5aAeb605…1BeAed)`,
    );
  });
});
