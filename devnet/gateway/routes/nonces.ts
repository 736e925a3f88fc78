import type { SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import type { Router } from '../http/router';
import {
  nullish,
  parseAddress,
  parseHex,
  parseNumericString,
  parseOperation,
  requireObject,
} from '../http/validation';
import { ok, requireSafe } from './common';

/** currentNonce and recommendedNonce = max(safe nonce, highest stored nonce + 1) (A.2.13). */
export function nonces(
  ctx: GatewayContext,
  safe: SafeState,
): { currentNonce: number; recommendedNonce: number } {
  const row = ctx.db.get(
    'SELECT MAX(nonce) AS n FROM multisig_txs WHERE safe = ? AND trusted = 1',
    [safe.address],
  );
  const last = row?.n === null || row?.n === undefined ? null : Number(row.n);
  return {
    currentNonce: safe.nonce,
    recommendedNonce: last === null ? safe.nonce : Math.max(safe.nonce, last + 1),
  };
}

/** Nonces and the v2 gas estimation. */
export function registerNonceRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/safes/:address/nonces', async (req) =>
    ok(nonces(ctx, await requireSafe(ctx, req))),
  );
  router.add(
    'POST',
    '/v2/chains/:chainId/safes/:address/multisig-transactions/estimations',
    async (req) => {
      const safe = await requireSafe(ctx, req);
      const body = requireObject(req.body);
      const to = parseAddress(body.to, ['to']);
      const value = parseNumericString(body.value, ['value']);
      const data = nullish(body.data, (v) => parseHex(v, ['data']));
      const operation = parseOperation(body.operation, ['operation']);
      let safeTxGas = '0';
      if (operation === 0) {
        try {
          // The gas the Safe itself would spend on the inner call (what safeTxGas must cover).
          const gas = await ctx.provider.estimateGas({
            from: safe.address,
            to,
            value: BigInt(value.split('.')[0] || '0'),
            data: data ?? '0x',
          });
          safeTxGas = gas.toString();
        } catch {
          safeTxGas = '0';
        }
      }
      return ok({ ...nonces(ctx, safe), safeTxGas });
    },
  );
}
