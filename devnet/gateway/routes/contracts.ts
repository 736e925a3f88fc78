import { getAddress } from 'ethers';
import type { Contract } from '../../../src/gateway/types';
import { TOKEN_ABI } from '../chain/abis';
import type { GatewayContext } from '../context';
import { upstreamError } from '../http/errors';
import type { Router } from '../http/router';
import { parseAddress } from '../http/validation';
import { ok, requireChain } from './common';

/**
 * The contract registry (CGW `GET /v1/chains/{chainId}/contracts/{contractAddress}`): the Safe
 * contracts by name, indexed tokens with the token ABI as their verified ABI, 404 for anything else
 * (like a contract nobody verified, which is what the app's own-ABI flow is for).
 */
export function contractRecord(ctx: GatewayContext, address: string): Contract | null {
  const value = getAddress(address);
  const known = ctx.contractNames.get(value);
  if (known) {
    return {
      address: value,
      name: known,
      displayName: known,
      logoUri: null,
      contractAbi: null,
      trustedForDelegateCall: ctx.trustedDelegateCallTargets.has(value),
    };
  }
  const token = ctx.db.get('SELECT name FROM tokens WHERE address = ?', [value]);
  if (!token) return null;
  const name = String(token.name ?? '');
  return {
    address: value,
    name,
    displayName: name,
    logoUri: null,
    contractAbi: {
      abi: JSON.parse(TOKEN_ABI.formatJson()) as unknown[],
      description: `${name} token`,
      relevance: 100,
    },
    trustedForDelegateCall: false,
  };
}

/** The contracts endpoint. */
export function registerContractRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/contracts/:contractAddress', (req) => {
    requireChain(ctx, req);
    const address = parseAddress(req.params.contractAddress, ['contractAddress']);
    const record = contractRecord(ctx, address);
    if (!record) throw upstreamError(404, 'Contract not found');
    return ok(record);
  });
}
