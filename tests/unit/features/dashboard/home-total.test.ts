// Home's total balance: the exact decimal sum of the tokens the Tokens list shows by default.
import { describe, expect, it } from 'vitest';
import { homeTotal } from '../../../../src/features/dashboard/homeTotal';
import { balance, byTrust, NATIVE, tokenAddress } from '../assets/fixtures';

const ETHER = { name: 'Ether', symbol: 'ETH' };

describe('homeTotal', () => {
  it('adds decimal strings exactly, never through a float', () => {
    const data = byTrust([
      balance({ address: tokenAddress(1), symbol: 'A', name: 'Alpha' }, '0.1'),
      balance({ address: tokenAddress(2), symbol: 'B', name: 'Beta' }, '0.2'),
      balance({ address: tokenAddress(3), symbol: 'C', name: 'Gamma' }, '12345678901234567.89'),
    ]);
    // 0.1 + 0.2 + 12345678901234567.89 in floats is 12345678901234568.
    expect(homeTotal(data, ETHER)).toEqual({
      fiatTotal: '12345678901234568.19',
      counted: 3,
      hidden: 0,
    });
  });

  it('leaves out untrusted and spam tokens, and says how many', () => {
    const spam = tokenAddress(9);
    const untrusted = tokenAddress(8);
    const data = byTrust(
      [
        NATIVE,
        balance({ address: spam, symbol: 'SPAM', name: 'Spam' }, '1000000'),
        balance({ address: untrusted, symbol: 'U', name: 'Unknown' }, '5'),
      ],
      { spam: [spam], untrusted: [untrusted] },
    );
    expect(homeTotal(data, ETHER)).toEqual({ fiatTotal: '3000', counted: 1, hidden: 2 });
  });

  it('is zero for a Safe without tokens', () => {
    expect(homeTotal(byTrust([]), ETHER).fiatTotal).toBe('0');
  });
});
