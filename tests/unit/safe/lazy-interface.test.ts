// lazyInterface: the same encodings and decodings as a parsed Interface, accepted where ethers asks
// for an Interface, and parsed only when first used.
import { Contract, Fragment, Interface } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { lazyInterface } from '../../../src/safe/calldata/lazy-interface';

const abi = [
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
];
const to = '0x000000000000000000000000000000000000dEaD';

describe('lazyInterface', () => {
  it('encodes, decodes and finds functions as the parsed Interface does', () => {
    const lazy = lazyInterface(abi);
    const parsed = new Interface(abi);
    const data = lazy.encodeFunctionData('transfer', [to, 5n]);
    expect(data).toBe(parsed.encodeFunctionData('transfer', [to, 5n]));
    expect(lazy.decodeFunctionData('transfer', data).toArray()).toEqual([to, 5n]);
    expect(lazy.getFunction('0x095ea7b3')?.name).toBe('approve');
    expect(lazy.parseTransaction({ data })?.name).toBe('transfer');
    expect(lazy.fragments.length).toBe(2);
  });

  it('is an Interface to ethers (instanceof, Interface.from, a Contract)', () => {
    const lazy = lazyInterface(abi);
    expect(lazy instanceof Interface).toBe(true);
    expect(Interface.from(lazy)).toBe(lazy);
    const contract = new Contract(to, lazy);
    expect(contract.interface.getFunction('transfer')?.selector).toBe('0xa9059cbb');
  });

  it('parses on first use, once', () => {
    const parse = vi.spyOn(Fragment, 'from');
    const lazy = lazyInterface(abi);
    expect(parse).not.toHaveBeenCalled();
    lazy.getFunction('transfer');
    const calls = parse.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    lazy.encodeFunctionData('approve', [to, 1n]);
    expect(parse.mock.calls.length).toBe(calls);
    parse.mockRestore();
  });
});
