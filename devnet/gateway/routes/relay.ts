import { Wallet, getAddress } from 'ethers';
import { MULTISEND_ABI, PROXY_FACTORY_ABI, SAFE_ABI } from '../chain/abis';
import type { GatewayContext } from '../context';
import { masterCopies, SAFE_RELEASES } from '../deployments';
import { HttpError, validationError } from '../http/errors';
import type { Router } from '../http/router';
import { parseAddress, parseHex, requireObject, requireString } from '../http/validation';
import { decodeMultiSendTransactions } from '../mappers/data-decoder';
import { ok, requireChain } from './common';

const DAY_MS = 86_400_000;
const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[\da-z-]+(?:\.[\da-z-]+)*)?(?:\+[\da-z-]+(?:\.[\da-z-]+)*)?$/i;
const INVALID_TRANSFER =
  'Invalid transfer. The proposed transfer is not an execTransaction/multiSend to another party or createProxyWithNonce call.';

const unprocessable = (message: string): HttpError =>
  new HttpError(422, { message, statusCode: 422 });

/** Whose relay allowance a call uses (A.2.1): the Safe, or the owners of a Safe being created. */
async function limitAddresses(
  ctx: GatewayContext,
  to: string,
  data: string,
  version: string,
): Promise<string[]> {
  const release = SAFE_RELEASES.find((r) => r === version);
  const contracts = release ? ctx.contracts[release] : null;
  const selector = data.slice(0, 10).toLowerCase();
  if (selector === SAFE_ABI.getFunction('execTransaction')!.selector) {
    const safe = await ctx.safeState(to);
    if (!safe || !masterCopies(ctx.contracts).some((m) => m.address === safe.masterCopy))
      throw unprocessable('Unsupported base contract.');
    return [safe.address];
  }
  if (selector === MULTISEND_ABI.getFunction('multiSend')!.selector) {
    if (!contracts || (to !== contracts.multiSend && to !== contracts.multiSendCallOnly))
      throw unprocessable('Unofficial MultiSend contract.');
    const entries = decodeMultiSendTransactions(
      String(MULTISEND_ABI.decodeFunctionData('multiSend', data)[0]),
    );
    const targets = new Set(entries.map((e) => e.to));
    const allExec = entries.every((e) => e.dataDecoded?.method === 'execTransaction');
    if (!entries.length || !allExec || targets.size !== 1)
      throw unprocessable(
        'Invalid multiSend call. The batch is not all execTransaction calls to same address.',
      );
    return [...targets];
  }
  if (selector === PROXY_FACTORY_ABI.getFunction('createProxyWithNonce')!.selector) {
    if (!contracts || to !== contracts.proxyFactory)
      throw unprocessable('Unofficial ProxyFactory contract.');
    const [, initializer] = PROXY_FACTORY_ABI.decodeFunctionData('createProxyWithNonce', data);
    const setup = SAFE_ABI.parseTransaction({ data: String(initializer) });
    if (setup?.name !== 'setup') throw unprocessable(INVALID_TRANSFER);
    return (setup.args[0] as string[]).map((o) => getAddress(o));
  }
  throw unprocessable(INVALID_TRANSFER);
}

function used(ctx: GatewayContext, address: string): number {
  return Number(
    ctx.db.get('SELECT COUNT(*) AS n FROM relays WHERE address = ? AND relayed_at > ?', [
      address,
      ctx.now() - DAY_MS,
    ])?.n,
  );
}

/** Relay (execTransaction through a funded relayer) and the remaining-relays count. */
export function registerRelayRoutes(router: Router, ctx: GatewayContext): void {
  router.add('POST', '/v1/chains/:chainId/relay', async (req) => {
    requireChain(ctx, req);
    const body = requireObject(req.body);
    const version = requireString(body.version, ['version']);
    const to = parseAddress(body.to, ['to']);
    const data = parseHex(body.data, ['data']);
    if (!SEMVER.test(version)) throw validationError('Invalid semver string', ['version']);
    let gasLimit: bigint | null = null;
    if (body.gasLimit !== undefined && body.gasLimit !== null && body.gasLimit !== '') {
      try {
        gasLimit = BigInt(requireString(body.gasLimit, ['gasLimit']));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw validationError('Unable to parse value', ['gasLimit']);
      }
    }
    const addresses = await limitAddresses(ctx, to, data, version.replace(/^v/, '')).catch(
      (error: unknown) => {
        // Calldata with a known selector but undecodable arguments is not a relayable call.
        if (error instanceof HttpError) throw error;
        throw unprocessable(INVALID_TRANSFER);
      },
    );
    for (const address of addresses)
      if (used(ctx, address) >= ctx.relayLimit)
        throw new HttpError(429, {
          message: `Relay limit reached for ${address}`,
          statusCode: 429,
        });
    if (!ctx.relayerKey) throw new HttpError(503, { code: 503, message: 'Service unavailable' });
    const relayer = new Wallet(ctx.relayerKey, ctx.provider);
    let hash: string;
    try {
      const tx = await relayer.sendTransaction({
        to,
        data,
        ...(gasLimit !== null ? { gasLimit } : {}),
      });
      hash = tx.hash;
    } catch (error) {
      // A call that would revert is not relayed (and not counted).
      const reason = error instanceof Error ? error.message.split('\n')[0] : 'reverted';
      throw unprocessable(`Relay failed: ${reason}`);
    }
    const now = ctx.now();
    ctx.db.transaction(() => {
      for (const address of addresses)
        ctx.db.run('INSERT INTO relays (address, relayed_at, tx_hash) VALUES (?, ?, ?)', [
          address,
          now,
          hash,
        ]);
    });
    return ok({ taskId: hash }, 201);
  });

  router.add('GET', '/v1/chains/:chainId/relay/:address', (req) => {
    const address = parseAddress(req.params.address, ['address']);
    requireChain(ctx, req);
    return ok({
      remaining: Math.max(ctx.relayLimit - used(ctx, address), 0),
      limit: ctx.relayLimit,
    });
  });
}
