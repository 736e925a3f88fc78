import type { Collectible } from '../../../src/gateway/types';
import { TOKEN_ABI } from '../chain/abis';
import type { GatewayContext } from '../context';
import { page, parseCursor } from '../http/paging';
import type { Router } from '../http/router';
import { queryBool } from '../http/validation';
import { ok, requireSafe } from './common';

/** ERC-721 tokens a Safe holds now, from the indexed transfers (latest transfer of each id wins). */
async function collectibles(ctx: GatewayContext, safe: string): Promise<Collectible[]> {
  const rows = ctx.db.all(
    `SELECT x.token_address, x.token_id, x.to_address, t.name, t.symbol FROM transfers x
     LEFT JOIN tokens t ON t.address = x.token_address
     WHERE x.safe = ? AND x.type = 'ERC721'
     ORDER BY x.block_number DESC, x.log_index DESC`,
    [safe],
  );
  const seen = new Set<string>();
  const held = rows.filter((r) => {
    const key = `${String(r.token_address)}:${String(r.token_id)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return String(r.to_address) === safe;
  });
  return Promise.all(
    held.map(async (r) => {
      const uri = await ctx.provider
        .call({
          to: String(r.token_address),
          data: TOKEN_ABI.encodeFunctionData('tokenURI', [BigInt(String(r.token_id))]),
        })
        .then((raw) => String(TOKEN_ABI.decodeFunctionResult('tokenURI', raw)[0]))
        .catch(() => null);
      const name = `${String(r.name ?? 'NFT')} #${String(r.token_id)}`;
      return {
        address: String(r.token_address),
        tokenName: String(r.name ?? ''),
        tokenSymbol: String(r.symbol ?? ''),
        logoUri: '',
        id: String(r.token_id),
        uri,
        name,
        description: null,
        imageUri: null,
        metadata: null,
      };
    }),
  );
}

/** Collectibles: v1 (plain array, the legacy gateway) and v2 (page). */
export function registerCollectibleRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/safes/:address/collectibles', async (req) => {
    queryBool(req.query, 'trusted', false);
    queryBool(req.query, 'exclude_spam', true);
    const safe = await requireSafe(ctx, req);
    const items = await collectibles(ctx, safe.address);
    return ok(
      items.map((c) => ({
        ...c,
        uri: c.uri ?? '',
        name: c.name ?? '',
        description: c.description ?? '',
        imageUri: c.imageUri ?? '',
        metadata: {},
      })),
    );
  });
  router.add('GET', '/v2/chains/:chainId/safes/:address/collectibles', async (req) => {
    queryBool(req.query, 'trusted', false);
    queryBool(req.query, 'exclude_spam', true);
    const safe = await requireSafe(ctx, req);
    const window = parseCursor(req.query);
    const items = await collectibles(ctx, safe.address);
    return ok(
      page(
        req.requestUrl,
        window,
        items.slice(window.offset, window.offset + window.limit),
        items.length,
      ),
    );
  });
}
