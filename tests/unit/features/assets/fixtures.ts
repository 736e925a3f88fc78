// Balances for the Tokens list tests: built from a few fields, addresses derived from a number.
import { getAddress } from 'ethers';
import type { Balance, TokenInfo } from '../../../../src/gateway';
import type { BalancesByTrust } from '../../../../src/query/options';

/** A checksummed token address made from `n`. */
export const tokenAddress = (n: number): string =>
  getAddress(`0x${n.toString(16).padStart(4, '0')}${'ab'.repeat(18)}`);

/** A balance of an ERC-20 (or the native coin with `type`). */
export function balance(
  token: Partial<TokenInfo> & { address: string },
  fiatBalance = '1',
  fiatConversion = '1',
): Balance {
  return {
    tokenInfo: {
      type: 'ERC20',
      decimals: 18,
      symbol: 'TKN',
      name: 'Token',
      logoUri: '',
      ...token,
    },
    balance: '1000000000000000000',
    fiatBalance,
    fiatConversion,
    fiatBalance24hChange: null,
  };
}

export const NATIVE = balance(
  {
    type: 'NATIVE_TOKEN',
    address: '0x0000000000000000000000000000000000000000',
    symbol: 'ETH',
    name: 'Ether',
  },
  '3000',
  '3000',
);

/** The gateway's three answers: `all`, trusted ones by address, spam ones by address. */
export function byTrust(
  items: Balance[],
  { untrusted = [], spam = [] }: { untrusted?: string[]; spam?: string[] } = {},
): BalancesByTrust {
  const lower = (list: string[]) => list.map((a) => a.toLowerCase());
  const addresses = items.map((i) => i.tokenInfo.address.toLowerCase());
  const notSpam = addresses.filter((a) => !lower(spam).includes(a));
  return {
    all: { fiatTotal: '0', items },
    notSpam,
    trusted: notSpam.filter((a) => !lower(untrusted).includes(a)),
  };
}
