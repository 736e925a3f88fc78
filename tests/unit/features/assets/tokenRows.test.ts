// The Tokens list rules without a screen: trust from the gateway's filtered lists, look-alike names
// (case, invisible characters, the native symbol), exact dust and totals, and the placeholder icon.
import { describe, expect, it } from 'vitest';
import { findLookAlikes } from '../../../../src/features/shared/tokens/lookAlikes';
import {
  classifyBalances,
  showsAddress,
  visibleTokens,
} from '../../../../src/features/assets/tokenRows';
import {
  isZeroDecimal,
  normalizeTokenText,
  sumDecimals,
} from '../../../../src/features/shared/format';
import { iconHue, iconInitials } from '../../../../src/features/shared/generatedIcon';
import { isShownByDefault, tokenMarks } from '../../../../src/features/shared/tokens/tokenTrust';
import { tokenOptionText } from '../../../../src/features/tx-flows/new/forms/SendErc20Form';
import { balance, byTrust, NATIVE, tokenAddress } from './fixtures';

const native = { symbol: 'ETH', name: 'Ether' };

describe('normalizeTokenText', () => {
  it('drops case, zero-width and blank look-alike characters, and folds fullwidth letters', () => {
    const plain = normalizeTokenText('USDC');
    for (const disguised of [
      'usdc',
      'U\u200bSDC',
      'US\u200dDC\ufeff',
      'U S D C',
      'U\u00a0S\u3164DC',
      '\u202eUSDC',
      'ＵＳＤＣ',
      'U\u00adSDC',
    ]) {
      expect(normalizeTokenText(disguised), JSON.stringify(disguised)).toBe(plain);
    }
    expect(normalizeTokenText('USDT')).not.toBe(plain);
  });
});

describe('findLookAlikes', () => {
  const a = tokenAddress(1);
  const b = tokenAddress(2);
  const c = tokenAddress(3);

  it('flags every token sharing a symbol or a name with a token at another address', () => {
    const flagged = findLookAlikes(
      [
        balance({ address: a, symbol: 'USDC', name: 'USD Coin' }).tokenInfo,
        balance({ address: b, symbol: 'usd\u200bc', name: 'Claim reward' }).tokenInfo,
        balance({ address: c, symbol: 'DAI', name: 'Dai' }).tokenInfo,
      ],
      native,
    );
    expect(flagged).toEqual(new Set([a.toLowerCase(), b.toLowerCase()]));
  });

  it('flags a shared name even when the symbols differ', () => {
    const flagged = findLookAlikes(
      [
        balance({ address: a, symbol: 'AAA', name: 'Test Token' }).tokenInfo,
        balance({ address: b, symbol: 'BBB', name: 'TEST TOKEN' }).tokenInfo,
      ],
      native,
    );
    expect(flagged.size).toBe(2);
  });

  it('flags a contract token using the native symbol, never the native coin itself', () => {
    const fake = balance({ address: a, symbol: 'E\u200bTH', name: 'Free money' }).tokenInfo;
    expect(findLookAlikes([fake], native)).toEqual(new Set([a.toLowerCase()]));
    const flagged = findLookAlikes([NATIVE.tokenInfo, fake], native);
    expect(flagged).toEqual(new Set([a.toLowerCase()]));
  });

  it('does not flag the same token listed twice or tokens with distinct names', () => {
    const flagged = findLookAlikes(
      [
        balance({ address: a, symbol: 'USDC', name: 'USD Coin' }).tokenInfo,
        balance({ address: a.toLowerCase(), symbol: 'USDC', name: 'USD Coin' }).tokenInfo,
        balance({ address: b, symbol: 'DAI', name: 'Dai' }).tokenInfo,
      ],
      native,
    );
    expect(flagged.size).toBe(0);
  });
});

describe('classifyBalances and visibleTokens', () => {
  const trusted = balance({ address: tokenAddress(1), symbol: 'TST', name: 'Test' }, '10');
  const untrusted = balance({ address: tokenAddress(2), symbol: 'AIR', name: 'Airdrop' }, '0');
  const spam = balance({ address: tokenAddress(3), symbol: 'WIN', name: 'Winner' }, '5');
  const dust = balance({ address: tokenAddress(4), symbol: 'DST', name: 'Dust' }, '0.00');
  const data = byTrust([NATIVE, trusted, untrusted, spam, dust], {
    untrusted: [untrusted.tokenInfo.address],
    spam: [spam.tokenInfo.address],
  });

  it('reads trust from the filtered lists: missing without spam = spam, missing from trusted = untrusted', () => {
    const rows = classifyBalances(data, native);
    expect(rows.map((r) => r.trust)).toEqual([
      'trusted',
      'trusted',
      'untrusted',
      'spam',
      'trusted',
    ]);
    expect(rows.map((r) => r.dust)).toEqual([false, false, true, false, true]);
    expect(rows.filter(showsAddress).map((r) => r.item.tokenInfo.symbol)).toEqual(['AIR', 'WIN']);
  });

  it('believes tokenInfo.trusted when the gateway sends it; the native coin is always trusted', () => {
    const flagged = balance({ address: tokenAddress(5), trusted: false }, '1');
    const vouched = balance({ address: tokenAddress(6), symbol: 'OK', name: 'Ok', trusted: true });
    const rows = classifyBalances(
      {
        all: { fiatTotal: '0', items: [NATIVE, flagged, vouched] },
        notSpam: [
          NATIVE.tokenInfo.address,
          flagged.tokenInfo.address.toLowerCase(),
          vouched.tokenInfo.address.toLowerCase(),
        ],
        trusted: [flagged.tokenInfo.address.toLowerCase()],
      },
      native,
    );
    expect(rows.map((r) => r.trust)).toEqual(['trusted', 'untrusted', 'trusted']);
  });

  it('hides untrusted and spam tokens until shown, and dust (not the native coin) when asked', () => {
    const rows = classifyBalances(data, native);
    const symbols = (v: ReturnType<typeof visibleTokens>) =>
      v.rows.map((r) => r.item.tokenInfo.symbol);

    const byDefault = visibleTokens(rows, { showHidden: false, hideDust: false });
    expect(symbols(byDefault)).toEqual(['ETH', 'TST', 'DST']);
    expect(byDefault.hiddenCount).toBe(2);
    expect(byDefault.fiatTotal).toBe('3010');

    const shown = visibleTokens(rows, { showHidden: true, hideDust: false });
    expect(symbols(shown)).toEqual(['ETH', 'TST', 'AIR', 'WIN', 'DST']);
    expect(shown.fiatTotal).toBe('3015');

    const noDust = visibleTokens(rows, { showHidden: true, hideDust: true });
    expect(symbols(noDust)).toEqual(['ETH', 'TST', 'WIN']);
    expect(noDust.dustHiddenCount).toBe(2);

    const zeroNative = classifyBalances(byTrust([{ ...NATIVE, fiatBalance: '0' }]), native);
    expect(visibleTokens(zeroNative, { showHidden: false, hideDust: true }).rows).toHaveLength(1);
  });
});

describe('exact decimals', () => {
  it('calls only an exact zero dust', () => {
    for (const zero of ['0', '0.0', '0.000000', '-0', ' 0 ', '000.00']) {
      expect(isZeroDecimal(zero), zero).toBe(true);
    }
    for (const other of ['0.000000000000000001', '1', '', 'abc', '0x0', '1e-30', '.0']) {
      expect(isZeroDecimal(other), other).toBe(false);
    }
  });

  it('adds fiat strings without float error', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['9007199254740993.01', '0.000000000000000001'])).toBe(
      '9007199254740993.010000000000000001',
    );
    expect(sumDecimals(['5', '-7.25', 'n/a'])).toBe('-2.25');
    expect(sumDecimals([])).toBe('0');
  });
});

describe('generated icon', () => {
  it('shows up to two visible letters of the symbol, ? when there are none', () => {
    expect(iconInitials('usdc')).toBe('US');
    expect(iconInitials('T\u200bST')).toBe('TS');
    expect(iconInitials('$')).toBe('?');
    expect(iconInitials('')).toBe('?');
  });

  it('takes a stable colour from the address, whatever its case', () => {
    const address = tokenAddress(7);
    expect(iconHue(address)).toBe(iconHue(address.toLowerCase()));
    expect(iconHue(address)).toBeGreaterThanOrEqual(0);
    expect(iconHue(address)).toBeLessThan(360);
    const hues = new Set(Array.from({ length: 20 }, (_, i) => iconHue(tokenAddress(i))));
    expect(hues.size).toBeGreaterThan(10);
  });
});

describe('look-alikes and trust', () => {
  const genuine = balance({ address: tokenAddress(1), symbol: 'TST', name: 'Test Token' }, '10');
  const imitation = balance(
    { address: tokenAddress(2), symbol: 'T\u200bST', name: 'Test Token' },
    '0',
  );
  const data = byTrust([NATIVE, genuine, imitation], {
    untrusted: [imitation.tokenInfo.address],
  });

  it('never badges the trusted token as a look-alike; the untrusted imitation is badged', () => {
    const rows = classifyBalances(data, native);
    const [, real, fake] = rows;
    expect(real?.lookAlike).toBe(false);
    expect(tokenMarks(real!)).toEqual([]);
    expect(fake?.lookAlike).toBe(true);
    expect(tokenMarks(fake!)).toEqual(['Untrusted', 'Look-alike name']);
    // Both show their address: the shared name alone cannot tell them apart.
    expect(rows.filter(showsAddress).map((r) => r.item.tokenInfo.address)).toEqual([
      genuine.tokenInfo.address,
      imitation.tokenInfo.address,
    ]);
  });

  it('hides the look-alike by default and counts it as hidden', () => {
    const rows = classifyBalances(data, native);
    expect(rows.map(isShownByDefault)).toEqual([true, true, false]);
    const shown = visibleTokens(rows, { showHidden: false, hideDust: false });
    expect(shown.rows.map((r) => r.item.tokenInfo.address)).not.toContain(
      imitation.tokenInfo.address,
    );
    expect(shown.hiddenCount).toBe(1);
  });

  it('the Send picker names the marks of a token in its option', () => {
    const rows = classifyBalances(data, native);
    expect(tokenOptionText(rows[1]!)).toBe(`TST — Test Token (${genuine.tokenInfo.address})`);
    expect(tokenOptionText(rows[2]!)).toMatch(/— ⚠ Untrusted, Look-alike name$/);
  });

  it('two trusted tokens sharing a symbol are neither badged nor hidden', () => {
    const other = balance({ address: tokenAddress(3), symbol: 'TST', name: 'Bridged Test' }, '1');
    const rows = classifyBalances(byTrust([genuine, other]), native);
    expect(rows.map((r) => r.lookAlike)).toEqual([false, false]);
    expect(rows.every(isShownByDefault)).toBe(true);
  });
});
