import type { SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import { upstreamError } from '../http/errors';
import type { RequestContext, RouteResult } from '../http/router';
import { parseAddress } from '../http/validation';

/** 200 with a JSON body. */
export function ok(body: unknown, status = 200): RouteResult {
  return { status, body };
}

/** A status with an empty body (Nest handlers returning void). */
export function empty(status = 200): RouteResult {
  return { status };
}

/** The chain of the path; any other chain id is unknown to the config service (404). */
export function requireChain(ctx: GatewayContext, req: RequestContext): string {
  const chainId = req.params.chainId ?? '';
  if (chainId !== ctx.chainId.toString()) throw upstreamError(404, 'Chain not found');
  return chainId;
}

/** The Safe of a path parameter: validated address, live state; 404 when no Safe is there. */
export async function requireSafe(
  ctx: GatewayContext,
  req: RequestContext,
  param = 'address',
): Promise<SafeState> {
  requireChain(ctx, req);
  const address = parseAddress(req.params[param], [
    param === 'address' ? 'address' : 'safeAddress',
  ]);
  const state = await ctx.safeState(address);
  if (!state) throw upstreamError(404, 'Safe not found');
  return state;
}
