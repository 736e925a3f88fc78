import { ZeroAddress, getAddress } from 'ethers';
import type { SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import { delegatorOf } from '../delegates';
import { exceptionError, upstreamError } from '../http/errors';
import type { Router } from '../http/router';
import {
  nullish,
  parseAddress,
  parseHex,
  parseOperation,
  parseSignature,
  parseUintString,
  requireObject,
  requireString,
} from '../http/validation';
import { computeSafeTxHash, recoverSignatures, InvalidSignatureError } from '../safe-logic';
import { findMultisig } from '../store/queries';
import { ok, requireChain } from './common';
import { detailsOfMultisig } from './transaction-details';

/** Re-serialise a JSON origin with its note stripped of HTML; a non-JSON origin becomes null. */
function normaliseOrigin(origin: string | null): string | null {
  if (origin === null) return null;
  try {
    const parsed: unknown = JSON.parse(origin);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    if ('note' in record)
      record.note = typeof record.note === 'string' ? record.note.replace(/<[^>]*>/g, '') : null;
    return JSON.stringify(record);
  } catch {
    return null;
  }
}

function recoverOrReject(hash: string, signature: string) {
  try {
    return recoverSignatures(hash, signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError) throw exceptionError(422, 'Invalid signature');
    throw error;
  }
}

/** Insert confirmations by owners (duplicates ignored); returns how many were new. */
function addConfirmations(
  ctx: GatewayContext,
  safeTxHash: string,
  parts: { signer: string; signature: string }[],
  at: number,
): number {
  let added = 0;
  for (const part of parts) {
    added += ctx.db.run(
      'INSERT OR IGNORE INTO confirmations (safe_tx_hash, owner, signature, submitted_at) VALUES (?, ?, ?, ?)',
      [safeTxHash, part.signer, part.signature, at],
    );
  }
  return added;
}

function isOwner(safe: SafeState, address: string): boolean {
  return safe.owners.includes(getAddress(address));
}

/** Propose, confirm and delete multisig transactions. */
export function registerProposeRoutes(router: Router, ctx: GatewayContext): void {
  router.add('POST', '/v1/chains/:chainId/transactions/:safeAddress/propose', async (req) => {
    requireChain(ctx, req);
    const safeAddress = parseAddress(req.params.safeAddress, ['safeAddress']);
    const body = requireObject(req.body);
    const to = parseAddress(body.to, ['to']);
    const value = parseUintString(body.value, ['value']);
    const data = nullish(body.data, (v) => parseHex(v, ['data']));
    const nonce = parseUintString(body.nonce, ['nonce']);
    const operation = parseOperation(body.operation, ['operation']);
    const safeTxGas = parseUintString(body.safeTxGas, ['safeTxGas']);
    const baseGas = parseUintString(body.baseGas, ['baseGas']);
    const gasPrice = parseUintString(body.gasPrice, ['gasPrice']);
    const gasToken = parseAddress(body.gasToken, ['gasToken']);
    const refundReceiver = nullish(body.refundReceiver, (v) => parseAddress(v, ['refundReceiver']));
    const safeTxHash = parseHex(body.safeTxHash, ['safeTxHash']).toLowerCase();
    const sender = parseAddress(body.sender, ['sender']);
    const signature = nullish(body.signature, (v) => parseSignature(v, ['signature']));
    const origin = nullish(body.origin, (v) => requireString(v, ['origin']));

    const safe = await ctx.safeState(safeAddress);
    if (!safe) throw upstreamError(404, 'Safe not found');
    if (nonce < BigInt(safe.nonce)) throw exceptionError(422, 'Invalid nonce');
    if (operation === 1 && !ctx.trustedDelegateCallTargets.has(to))
      throw exceptionError(422, 'Delegate call is disabled');
    const fields = {
      to,
      value,
      data: data ?? '0x',
      operation,
      safeTxGas,
      baseGas,
      gasPrice,
      gasToken,
      refundReceiver: refundReceiver ?? ZeroAddress,
      nonce,
    };
    if (
      computeSafeTxHash(fields, safe.version, ctx.chainId, safe.address).toLowerCase() !==
      safeTxHash
    )
      throw exceptionError(422, 'Invalid safeTxHash');

    const delegator = isOwner(safe, sender) ? null : delegatorOf(ctx.db, safe, sender);
    const parts = signature ? recoverOrReject(safeTxHash, signature) : [];
    const allOwners = parts.every((p) => isOwner(safe, p.signer));
    if (parts.length && (!parts.some((p) => p.signer === sender) || (!allOwners && !delegator)))
      throw exceptionError(422, 'Invalid signature');
    if (!isOwner(safe, sender) && !delegator) throw exceptionError(422, 'Invalid signature');

    const now = ctx.now();
    const existing = findMultisig(ctx.db, safeTxHash);
    ctx.db.transaction(() => {
      if (!existing) {
        ctx.db.run(
          `INSERT INTO multisig_txs (safe_tx_hash, safe, to_address, value, data, operation, safe_tx_gas, base_gas,
            gas_price, gas_token, refund_receiver, nonce, proposer, proposed_by_delegate, origin, submitted_at, modified_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            safeTxHash,
            safe.address,
            to,
            value.toString(),
            data && data !== '0x' ? data : null,
            operation,
            safeTxGas.toString(),
            baseGas.toString(),
            gasPrice.toString(),
            gasToken,
            refundReceiver ?? ZeroAddress,
            Number(nonce),
            delegator ?? sender,
            delegator ? sender : null,
            normaliseOrigin(origin),
            now,
            now,
          ],
        );
      }
      const owned = parts.filter((p) => isOwner(safe, p.signer));
      if (addConfirmations(ctx, safeTxHash, owned, now) > 0 && existing)
        ctx.db.run('UPDATE multisig_txs SET modified_at = ? WHERE safe_tx_hash = ?', [
          now,
          safeTxHash,
        ]);
    });
    if (!existing)
      ctx.alerts.emit({ type: 'CONFIRMATION_REQUEST', safe: safe.address, safeTxHash });
    return ok(await detailsOfMultisig(ctx, findMultisig(ctx.db, safeTxHash)!));
  });

  router.add('POST', '/v1/chains/:chainId/transactions/:safeTxHash/confirmations', async (req) => {
    requireChain(ctx, req);
    const body = requireObject(req.body);
    const signature =
      body.signature === undefined && body.signedSafeTxHash !== undefined
        ? parseSignature(body.signedSafeTxHash, ['signedSafeTxHash'])
        : parseSignature(body.signature, ['signature']);
    const tx = findMultisig(ctx.db, req.params.safeTxHash ?? '');
    if (!tx) throw upstreamError(404, 'No MultisigTransaction matches the given query.');
    const safe = await requireSafeOf(ctx, tx.safe);
    if (tx.executed || tx.nonce < safe.nonce) throw exceptionError(422, 'Invalid nonce');
    const parts = recoverOrReject(tx.safeTxHash, signature);
    if (!parts.every((p) => isOwner(safe, p.signer)))
      throw exceptionError(422, 'Invalid signature');
    const now = ctx.now();
    const added = ctx.db.transaction(() => {
      const n = addConfirmations(ctx, tx.safeTxHash, parts, now);
      if (n > 0)
        ctx.db.run('UPDATE multisig_txs SET modified_at = ? WHERE safe_tx_hash = ?', [
          now,
          tx.safeTxHash,
        ]);
      return n;
    });
    if (added > 0)
      for (const p of parts)
        ctx.alerts.emit({
          type: 'NEW_CONFIRMATION',
          safe: safe.address,
          safeTxHash: tx.safeTxHash,
          owner: p.signer,
        });
    return ok(await detailsOfMultisig(ctx, findMultisig(ctx.db, tx.safeTxHash)!));
  });
}

async function requireSafeOf(ctx: GatewayContext, address: string): Promise<SafeState> {
  const safe = await ctx.safeState(address);
  if (!safe) throw upstreamError(404, 'Safe not found');
  return safe;
}
