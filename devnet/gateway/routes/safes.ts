import { ZeroAddress } from 'ethers';
import type { Balance, SafeInfo } from '../../../src/gateway/types';
import type { ImplementationVersionState } from '../../../src/gateway/vocabulary';
import { addressInfo, plainAddress } from '../address-info';
import { TOKEN_ABI } from '../chain/abis';
import { isZero, type SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import { masterCopies } from '../deployments';
import { upstreamError } from '../http/errors';
import type { Router } from '../http/router';
import { parseAddress, queryBool } from '../http/validation';
import { fiatBalance, fiatConversion, fiatSum, isSupportedFiat } from '../prices';
import { ok, requireChain, requireSafe } from './common';

function seconds(ms: unknown): string | null {
  return ms === null || ms === undefined ? null : String(Math.floor(Number(ms) / 1000));
}

function versionState(ctx: GatewayContext, safe: SafeState): ImplementationVersionState {
  const known = masterCopies(ctx.contracts).some((m) => m.address === safe.masterCopy);
  if (!known || !safe.version || !/^\d+\.\d+\.\d+$/.test(safe.version)) return 'UNKNOWN';
  const [a, b, c] = safe.version.split('.').map(Number) as [number, number, number];
  const outdated = a < 1 || (a === 1 && (b < 4 || (b === 4 && c < 1)));
  return outdated ? 'OUTDATED' : 'UP_TO_DATE';
}

/** SafeInfo (A.2.3) from live chain state plus the store's tags. */
export function safeInfo(ctx: GatewayContext, safe: SafeState): SafeInfo {
  const db = ctx.db;
  const one = (sql: string) => db.get(sql, [safe.address])?.t;
  const history = [
    one('SELECT MAX(modified_at) AS t FROM multisig_txs WHERE safe = ? AND executed = 1'),
    one('SELECT MAX(executed_at) AS t FROM module_txs WHERE safe = ?'),
    one('SELECT MAX(executed_at) AS t FROM transfers WHERE safe = ?'),
  ].filter((v) => v !== null && v !== undefined);
  return {
    address: plainAddress(safe.address),
    chainId: ctx.chainId.toString(),
    nonce: safe.nonce,
    threshold: safe.threshold,
    owners: safe.owners.map(plainAddress),
    implementation: addressInfo(ctx, safe.masterCopy),
    implementationVersionState: versionState(ctx, safe),
    modules: safe.modules.length ? safe.modules.map((m) => addressInfo(ctx, m)) : null,
    guard: isZero(safe.guard) ? null : addressInfo(ctx, safe.guard),
    fallbackHandler: isZero(safe.fallbackHandler) ? null : addressInfo(ctx, safe.fallbackHandler),
    version: safe.version,
    collectiblesTag: seconds(
      one("SELECT MAX(executed_at) AS t FROM transfers WHERE safe = ? AND type = 'ERC721'"),
    ),
    txQueuedTag: seconds(
      db.get(
        'SELECT MAX(modified_at) AS t FROM multisig_txs WHERE safe = ? AND executed = 0 AND nonce >= ?',
        [safe.address, safe.nonce],
      )?.t,
    ),
    txHistoryTag: history.length ? seconds(Math.max(...history.map(Number))) : null,
    messagesTag: seconds(one('SELECT MAX(modified_at) AS t FROM messages WHERE safe = ?')),
  };
}

async function balances(
  ctx: GatewayContext,
  safe: string,
  fiat: string,
  trusted: boolean,
): Promise<{ fiatTotal: string; items: Balance[] }> {
  const native = await ctx.provider.getBalance(safe);
  // `trusted=true` keeps only tokens on the trust list, as the transaction service does; the native
  // coin is always listed.
  const tokens = ctx.db.all(
    `SELECT DISTINCT t.address, t.name, t.symbol, t.decimals FROM tokens t JOIN transfers x ON x.token_address = t.address
     WHERE x.safe = ? AND t.type = 'ERC20' ${trusted ? 'AND t.trusted = 1' : ''}`,
    [safe],
  );
  const tokenBalances = await Promise.all(
    tokens.map(async (t) => {
      const data = TOKEN_ABI.encodeFunctionData('balanceOf', [safe]);
      const raw = await ctx.provider.call({ to: String(t.address), data }).catch(() => '0x');
      return raw === '0x'
        ? 0n
        : BigInt(TOKEN_ABI.decodeFunctionResult('balanceOf', raw)[0] as bigint);
    }),
  );
  const ethConversion = fiatConversion('ETH', fiat);
  const items: Balance[] = [
    {
      tokenInfo: {
        type: 'NATIVE_TOKEN',
        address: ZeroAddress,
        decimals: 18,
        symbol: 'ETH',
        name: 'Ether',
        logoUri: `${ctx.publicUrl()}/explorer/eth.svg`,
      },
      balance: native.toString(),
      fiatBalance: fiatBalance(native, 18, ethConversion),
      fiatConversion: ethConversion,
      fiatBalance24hChange: null,
    },
  ];
  tokens.forEach((t, i) => {
    const balance = tokenBalances[i]!;
    if (balance === 0n) return;
    const decimals = Number(t.decimals ?? 18);
    const conversion = fiatConversion(String(t.symbol ?? ''), fiat);
    items.push({
      tokenInfo: {
        type: 'ERC20',
        address: String(t.address),
        decimals,
        symbol: String(t.symbol ?? ''),
        name: String(t.name ?? ''),
        logoUri: '',
      },
      balance: balance.toString(),
      fiatBalance: fiatBalance(balance, decimals, conversion),
      fiatConversion: conversion,
      fiatBalance24hChange: null,
    });
  });
  items.sort((a, b) => Number(b.fiatBalance) - Number(a.fiatBalance));
  return { fiatTotal: fiatSum(items.map((i) => i.fiatBalance)), items };
}

/** Safes owned by an address on the devnet chain (from the indexed owner table). */
export function ownedSafes(ctx: GatewayContext, owner: string): string[] {
  return ctx.db
    .all('SELECT safe FROM safe_owners WHERE owner = ? ORDER BY safe', [owner])
    .map((r) => String(r.safe));
}

/** SafeInfo, balances and owners' Safes. */
export function registerSafeRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/safes/:address', async (req) =>
    ok(safeInfo(ctx, await requireSafe(ctx, req))),
  );

  const balancesRoute = async (req: Parameters<Parameters<Router['add']>[2]>[0]) => {
    const trusted = queryBool(req.query, 'trusted', false);
    // The devnet flags no token as spam, so `exclude_spam` is validated and changes nothing.
    queryBool(req.query, 'exclude_spam', true);
    const safe = await requireSafe(ctx, req);
    const currency = req.params.currency ?? 'usd';
    if (!isSupportedFiat(currency)) throw upstreamError(400, `Unsupported fiat code: ${currency}`);
    return ok(await balances(ctx, safe.address, currency, trusted));
  };
  router.add('GET', '/v1/chains/:chainId/safes/:address/balances/:currency', balancesRoute);
  router.add('GET', '/v1/chains/:chainId/safes/:address/balances', balancesRoute);

  router.add('GET', '/v1/chains/:chainId/owners/:address/safes', (req) => {
    const owner = parseAddress(req.params.address, ['address']);
    requireChain(ctx, req);
    return ok({ safes: ownedSafes(ctx, owner) });
  });
  const allOwned = (req: { params: Readonly<Record<string, string>> }) => {
    const owner = parseAddress(req.params.address, ['address']);
    return ok({ [ctx.chainId.toString()]: ownedSafes(ctx, owner) });
  };
  router.add('GET', '/v1/owners/:address/safes', allOwned);
  router.add('GET', '/v2/owners/:address/safes', allOwned);
}
