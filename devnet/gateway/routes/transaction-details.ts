import { isAddress, getAddress } from 'ethers';
import type { TransactionDetails } from '../../../src/gateway/types';
import type { GatewayContext } from '../context';
import { badRequest, upstreamError } from '../http/errors';
import type { Router } from '../http/router';
import { parseAddress, parseHex, requireObject } from '../http/validation';
import { decodeData } from '../mappers/data-decoder';
import { multisigDetails } from '../mappers/multisig';
import { creationDetails, moduleDetails, transferDetails } from '../mappers/other-transactions';
import { findModuleTx, findMultisig, findTransfer } from '../store/queries';
import type { MultisigRow } from '../store/rows';
import { ok, requireChain } from './common';

/** TransactionDetails of a stored multisig transaction (Safe state read live). */
export async function detailsOfMultisig(
  ctx: GatewayContext,
  tx: MultisigRow,
): Promise<TransactionDetails> {
  const safe = await ctx.safeState(tx.safe);
  if (!safe) throw upstreamError(404, 'Safe not found');
  return multisigDetails(ctx, tx, safe);
}

function invalidId(): never {
  throw badRequest('Invalid transaction ID');
}

/** Resolve a transaction id (A.2.9): module_, transfer_, multisig_, creation_ or a bare safeTxHash. */
export async function resolveTransaction(
  ctx: GatewayContext,
  id: string,
): Promise<TransactionDetails> {
  const [kind, safePart, ...rest] = id.split('_');
  const key = rest.join('_');
  if (kind === 'module') {
    const tx = findModuleTx(ctx.db, key);
    if (!tx || !isAddress(safePart ?? '') || tx.safe !== getAddress(safePart!))
      throw upstreamError(404, 'Module transaction not found');
    return moduleDetails(ctx, tx);
  }
  if (kind === 'transfer') {
    if (!isAddress(safePart ?? '')) invalidId();
    const tx = findTransfer(ctx.db, getAddress(safePart!), key);
    if (!tx) throw upstreamError(404, 'Transfer not found');
    return transferDetails(ctx, tx);
  }
  if (kind === 'multisig') {
    if (!isAddress(safePart ?? '')) invalidId();
    const tx = findMultisig(ctx.db, key);
    if (!tx) throw upstreamError(404, 'No MultisigTransaction matches the given query.');
    if (tx.safe !== getAddress(safePart!)) invalidId();
    return detailsOfMultisig(ctx, tx);
  }
  if (kind === 'creation') {
    if (!isAddress(safePart ?? '')) invalidId();
    const details = creationDetails(ctx, getAddress(safePart!));
    if (!details) throw upstreamError(404, 'Safe creation not found');
    return details;
  }
  const tx = findMultisig(ctx.db, id);
  if (!tx) throw upstreamError(404, 'No MultisigTransaction matches the given query.');
  return detailsOfMultisig(ctx, tx);
}

/** Transaction details by id and the data decoder. */
export function registerTransactionDetailRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/transactions/:id', async (req) => {
    requireChain(ctx, req);
    return ok(await resolveTransaction(ctx, req.params.id ?? ''));
  });
  router.add('POST', '/v1/chains/:chainId/data-decoder', (req) => {
    requireChain(ctx, req);
    const body = requireObject(req.body);
    const data = parseHex(body.data, ['data']);
    parseAddress(body.to, ['to']);
    const decoded = decodeData(data);
    if (!decoded) throw upstreamError(404, 'Cannot decode data');
    return ok({ ...decoded, accuracy: 'FULL_MATCH' });
  });
}
