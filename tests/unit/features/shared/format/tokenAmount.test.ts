import { describe, expect, it } from 'vitest';
import {
  FormatAmountError,
  formatTokenAmount,
  formatTokenAmountParts,
  toDecimalString,
} from '../../../../../src/features/shared/format';

const MAX_UINT256 = (2n ** 256n - 1n).toString();

describe('formatTokenAmount', () => {
  it('formats 18-decimal amounts exactly with thousands separators', () => {
    expect(formatTokenAmount('1234567891234567891234', 18)).toBe('1,234.567891234567891234');
    expect(formatTokenAmount('1000000000000000000', 18)).toBe('1');
    expect(formatTokenAmount('1500000000000000000', 18)).toBe('1.5');
    expect(formatTokenAmount('1', 18)).toBe('0.000000000000000001');
  });

  it('formats 0 in every decimals setting', () => {
    expect(formatTokenAmount('0', 18)).toBe('0');
    expect(formatTokenAmount('0', 0)).toBe('0');
    expect(formatTokenAmount('0', null)).toBe('0');
    expect(formatTokenAmount('000', 6)).toBe('0');
  });

  it('keeps every digit of 2^256-1', () => {
    expect(formatTokenAmount(MAX_UINT256, 0)).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935',
    );
    expect(formatTokenAmount(MAX_UINT256, 18)).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935',
    );
    expect(toDecimalString(MAX_UINT256, 18).replace('.', '')).toBe(MAX_UINT256);
  });

  it('treats decimals 0 and null (unknown token) as whole base units', () => {
    expect(formatTokenAmount('1234567', 0)).toBe('1,234,567');
    expect(formatTokenAmount('1234567', null)).toBe('1,234,567');
  });

  it('cuts extra fraction digits without rounding and marks the cut', () => {
    expect(formatTokenAmount('1999999999999999999', 18, { maxFractionDigits: 4 })).toBe('1.9999…');
    const parts = formatTokenAmountParts('1999999999999999999', 18, { maxFractionDigits: 4 });
    expect(parts).toEqual({ text: '1.9999…', exact: '1.999999999999999999', truncated: true });
    expect(formatTokenAmount('1500000000000000000', 18, { maxFractionDigits: 4 })).toBe('1.5');
    expect(formatTokenAmount('1000000000000000001', 18, { maxFractionDigits: 4 })).toBe('1…');
  });

  it('never shows a tiny non-zero amount as zero', () => {
    expect(formatTokenAmount('1', 18, { maxFractionDigits: 4 })).toBe('< 0.0001');
    expect(formatTokenAmount('1', 18, { maxFractionDigits: 0 })).toBe('< 1');
    expect(formatTokenAmount('-1', 18, { maxFractionDigits: 4 })).toBe('> -0.0001');
  });

  it('keeps the sign of negative amounts and drops it for -0', () => {
    expect(formatTokenAmount('-1500000', 6)).toBe('-1.5');
    expect(formatTokenAmount('-0', 6)).toBe('0');
    expect(toDecimalString('-1500000', 6)).toBe('-1.5');
  });

  it('rejects values that are not integer strings and impossible decimals', () => {
    for (const raw of ['', '1.5', '1e18', 'abc', '0x10', ' ', '--1', '1,000']) {
      expect(() => formatTokenAmount(raw, 18)).toThrow(FormatAmountError);
    }
    expect(() => formatTokenAmount('1', -1)).toThrow(FormatAmountError);
    expect(() => formatTokenAmount('1', 1.5)).toThrow(FormatAmountError);
    expect(() => formatTokenAmount('1', Number.NaN)).toThrow(FormatAmountError);
  });

  it('gives machine-readable decimal strings without grouping', () => {
    expect(toDecimalString('1234567891234567891234', 18)).toBe('1234.567891234567891234');
    expect(toDecimalString('100', 2)).toBe('1');
    expect(toDecimalString('5', null)).toBe('5');
  });
});

describe('thousands separators', () => {
  it('groups every length of integer part as en-US Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { useGrouping: true });
    for (let length = 1; length <= 40; length += 1) {
      const digits = '9876543210'
        .repeat(4)
        .slice(0, length)
        .replace(/^0+(?=\d)/, '');
      expect(formatTokenAmount(digits, 0)).toBe(intl.format(BigInt(digits)));
      expect(formatTokenAmount(`-${digits}5`, 1)).toBe(`-${intl.format(BigInt(digits))}.5`);
    }
  });
});
