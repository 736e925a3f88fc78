// parseAmount: exact base units from decimal text, refusing everything that is not one.
import { describe, expect, it } from 'vitest';
import { formatAmount, InvalidAmountError, parseAmount } from '../../../../src/safe';

describe('parseAmount', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 18, 15n * 10n ** 17n],
    ['0.1', 18, 10n ** 17n],
    ['.5', 6, 500_000n],
    ['5.', 6, 5_000_000n],
    ['0.000001', 6, 1n],
    [' 12 ', 0, 12n],
    [
      '123456789012345678901234567890.123456789012345678',
      18,
      123456789012345678901234567890123456789012345678n,
    ],
    ['007.10', 2, 710n],
  ])('parses %s with %i decimals', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toBe(expected);
  });

  it.each([
    ['', 18, 'Enter an amount'],
    ['   ', 18, 'Enter an amount'],
    ['-1', 18, 'plain number'],
    ['+1', 18, 'plain number'],
    ['1e18', 18, 'plain number'],
    ['1E3', 18, 'plain number'],
    ['1,5', 18, 'plain number'],
    ['1.2.3', 18, 'plain number'],
    ['.', 18, 'plain number'],
    ['0x10', 18, 'plain number'],
    ['Infinity', 18, 'plain number'],
    ['1.0000001', 6, 'At most 6 decimals'],
    ['1.5', 0, 'whole number'],
  ])('refuses %j (%i decimals)', (text, decimals, message) => {
    expect(() => parseAmount(text, decimals)).toThrow(InvalidAmountError);
    expect(() => parseAmount(text, decimals)).toThrow(message);
  });

  it('"max" is the balance exactly: formatting then parsing a balance gives it back', () => {
    for (const [balance, decimals] of [
      [123456789123456789123n, 18],
      [1n, 18],
      [10n ** 30n + 7n, 6],
      [42n, 0],
      [0n, 18],
    ] as const) {
      expect(parseAmount(formatAmount(balance, decimals), decimals)).toBe(balance);
    }
    expect(formatAmount(1500000000000000000n, 18)).toBe('1.5');
    expect(formatAmount(1n, 18)).toBe('0.000000000000000001');
  });
});
