import { getAddress } from 'ethers';
import { TOKEN_ABI } from '../chain/abis';
import type { GatewayContext } from '../context';

async function read(ctx: GatewayContext, token: string, fn: string): Promise<unknown> {
  try {
    const raw = await ctx.provider.call({ to: token, data: TOKEN_ABI.encodeFunctionData(fn, []) });
    return TOKEN_ABI.decodeFunctionResult(fn, raw)[0];
  } catch {
    return null;
  }
}

/** Make sure a token's metadata is stored (read once from the chain). */
export async function ensureToken(
  ctx: GatewayContext,
  address: string,
  type: 'ERC20' | 'ERC721',
): Promise<void> {
  const token = getAddress(address);
  if (ctx.db.get('SELECT 1 AS x FROM tokens WHERE address = ?', [token])) return;
  const [name, symbol, decimals] = await Promise.all([
    read(ctx, token, 'name'),
    read(ctx, token, 'symbol'),
    type === 'ERC20' ? read(ctx, token, 'decimals') : Promise.resolve(0n),
  ]);
  ctx.db.run(
    'INSERT OR IGNORE INTO tokens (address, type, name, symbol, decimals, trusted) VALUES (?, ?, ?, ?, ?, 1)',
    [
      token,
      type,
      name === null ? null : String(name),
      symbol === null ? null : String(symbol),
      decimals === null ? null : Number(decimals),
    ],
  );
}
