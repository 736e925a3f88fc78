import type { GatewayContext } from '../context';
import { delegatorOf } from '../delegates';
import { upstreamError } from '../http/errors';
import type { Router } from '../http/router';
import { requireObject, requireString } from '../http/validation';
import { deleteRequestHash, recoverSignatures } from '../safe-logic';
import { findMultisig } from '../store/queries';
import { empty, requireChain } from './common';

/** DELETE a proposed transaction: EIP-712 DeleteRequest signed by the proposer (A.2.11). */
export function registerDeleteTransactionRoute(router: Router, ctx: GatewayContext): void {
  router.add('DELETE', '/v1/chains/:chainId/transactions/:safeTxHash', async (req) => {
    requireChain(ctx, req);
    const body = requireObject(req.body);
    const signature = requireString(body.signature, ['signature']);
    const tx = findMultisig(ctx.db, req.params.safeTxHash ?? '');
    if (!tx) throw upstreamError(404, 'Multisig transaction not found');
    if (tx.executed) throw upstreamError(400, 'Executed transactions cannot be deleted');
    if (!tx.proposer)
      throw upstreamError(400, 'Old transactions without proposer cannot be deleted');
    if (!/^0x[0-9a-fA-F]*$/.test(signature) || signature.length < 132)
      throw upstreamError(400, 'Signature length must be at least 65 bytes');
    if ((signature.length - 2) % 130 !== 0 || signature.length !== 132)
      throw upstreamError(
        400,
        `1 owner signature was expected, ${Math.floor((signature.length - 2) / 130)} received`,
      );
    const v = Number.parseInt(signature.slice(130), 16);
    if (v === 0 || v === 1)
      throw upstreamError(400, 'Only EOA and ETH_SIGN signatures are supported');

    const safe = await ctx.safeState(tx.safe);
    const allowed = new Set([tx.proposer]);
    if (
      tx.proposedByDelegate &&
      safe &&
      delegatorOf(ctx.db, safe, tx.proposedByDelegate) === tx.proposer
    )
      allowed.add(tx.proposedByDelegate);
    const totp = BigInt(Math.floor(ctx.now() / 3_600_000));
    const valid = [totp, totp - 1n].some((t) => {
      try {
        const [part] = recoverSignatures(
          deleteRequestHash(tx.safeTxHash, t, ctx.chainId, tx.safe),
          signature,
        );
        return !!part && allowed.has(part.signer);
      } catch {
        return false;
      }
    });
    if (!valid)
      throw upstreamError(
        400,
        'Provided signer is not the proposer or the delegate user who proposed the transaction',
      );
    ctx.db.transaction(() => {
      ctx.db.run('DELETE FROM confirmations WHERE safe_tx_hash = ?', [tx.safeTxHash]);
      ctx.db.run('DELETE FROM multisig_txs WHERE safe_tx_hash = ?', [tx.safeTxHash]);
    });
    return empty(200);
  });
}
