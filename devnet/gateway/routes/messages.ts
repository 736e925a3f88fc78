import type { SafeMessage, SafeMessageListItem } from '../../../src/gateway/types';
import { plainAddress } from '../address-info';
import type { SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import { exceptionError, invalidTypeError, upstreamError, validationError } from '../http/errors';
import { parseCursor, page } from '../http/paging';
import type { Router } from '../http/router';
import { nullish, parseSignature, requireObject, requireString } from '../http/validation';
import {
  InvalidSignatureError,
  computeSafeMessageHash,
  concatSortedSignatures,
  recoverSignatures,
  type ProposedMessage,
} from '../safe-logic';
import type { Row } from '../store/database';
import { ok, requireChain, requireSafe } from './common';

function parseMessage(value: unknown): ProposedMessage {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidTypeError(['message'], 'string', value === null ? 'null' : typeof value);
  const typed = value as Record<string, unknown>;
  const domain = requireObject(typed.domain, ['message', 'domain']);
  const primaryType = requireString(typed.primaryType, ['message', 'primaryType']);
  const types = requireObject(typed.types, ['message', 'types']);
  const message = requireObject(typed.message, ['message', 'message']);
  return { domain, primaryType, types: types as never, message };
}

function signersOf(hash: string, signature: string): string[] {
  try {
    return recoverSignatures(hash, signature).map((p) => p.signer);
  } catch (error) {
    if (error instanceof InvalidSignatureError) throw exceptionError(422, 'Invalid signature');
    throw error;
  }
}

/** A stored message as the gateway's SafeMessage. */
export function toSafeMessage(ctx: GatewayContext, row: Row, safe: SafeState): SafeMessage {
  const confirmations = ctx.db
    .all(
      'SELECT owner, signature FROM message_confirmations WHERE message_hash = ? ORDER BY created_at, owner',
      [row.message_hash],
    )
    .map((c) => ({ owner: String(c.owner), signature: String(c.signature) }));
  const confirmed = confirmations.length >= safe.threshold;
  return {
    messageHash: String(row.message_hash),
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message: JSON.parse(String(row.message)) as SafeMessage['message'],
    creationTimestamp: Number(row.created_at),
    modifiedTimestamp: Number(row.modified_at),
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired: safe.threshold,
    proposedBy: plainAddress(String(row.proposed_by)),
    confirmations: confirmations.map((c) => ({
      owner: plainAddress(c.owner),
      signature: c.signature,
    })),
    preparedSignature: confirmed ? concatSortedSignatures(confirmations) : null,
    origin: row.origin === null ? null : String(row.origin),
  };
}

const dayStart = (ms: number): number => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

/** Off-chain Safe messages (A.2.19). */
export function registerMessageRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/safes/:safeAddress/messages', async (req) => {
    const safe = await requireSafe(ctx, req, 'safeAddress');
    const window = parseCursor(req.query);
    const total = Number(
      ctx.db.get('SELECT COUNT(*) AS n FROM messages WHERE safe = ?', [safe.address])?.n,
    );
    const rows = ctx.db.all(
      'SELECT * FROM messages WHERE safe = ? ORDER BY created_at DESC LIMIT ? OFFSET ?',
      [safe.address, window.limit, window.offset],
    );
    const results: SafeMessageListItem[] = [];
    let day: number | null = null;
    for (const row of rows) {
      const start = dayStart(Number(row.created_at));
      if (start !== day) results.push({ type: 'DATE_LABEL', timestamp: start });
      day = start;
      results.push({ type: 'MESSAGE', ...toSafeMessage(ctx, row, safe) });
    }
    return ok(page(req.requestUrl, window, results, total));
  });

  router.add('GET', '/v1/chains/:chainId/messages/:messageHash', async (req) => {
    requireChain(ctx, req);
    const row = ctx.db.get('SELECT * FROM messages WHERE message_hash = ?', [
      String(req.params.messageHash).toLowerCase(),
    ]);
    if (!row) throw upstreamError(404, 'No SafeMessage matches the given query.');
    const safe = await ctx.safeState(String(row.safe));
    if (!safe) throw upstreamError(404, 'Safe not found');
    return ok(toSafeMessage(ctx, row, safe));
  });

  router.add('POST', '/v1/chains/:chainId/safes/:safeAddress/messages', async (req) => {
    const safe = await requireSafe(ctx, req, 'safeAddress');
    const body = requireObject(req.body);
    const message = parseMessage(body.message);
    const safeAppId = nullish(body.safeAppId, (v) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
        throw validationError('Invalid safeAppId', ['safeAppId']);
      return v;
    });
    const signature = parseSignature(body.signature, ['signature']);
    const origin = nullish(body.origin, (v) => requireString(v, ['origin']));
    let messageHash: string;
    try {
      messageHash = computeSafeMessageHash(
        message,
        safe.version,
        ctx.chainId,
        safe.address,
      ).toLowerCase();
    } catch {
      throw exceptionError(422, 'Could not calculate messageHash');
    }
    const signers = signersOf(messageHash, signature);
    if (signers.length !== 1 || !safe.owners.includes(signers[0]!))
      throw exceptionError(422, 'Invalid signature');
    if (ctx.db.get('SELECT 1 AS x FROM messages WHERE message_hash = ?', [messageHash]))
      throw upstreamError(
        400,
        `Message with hash ${messageHash} for safe ${safe.address} already exists`,
      );
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.run(
        `INSERT INTO messages (message_hash, safe, message, proposed_by, safe_app_id, origin, created_at, modified_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          messageHash,
          safe.address,
          JSON.stringify(message),
          signers[0]!,
          safeAppId,
          origin,
          now,
          now,
        ],
      );
      ctx.db.run(
        'INSERT INTO message_confirmations (message_hash, owner, signature, created_at) VALUES (?, ?, ?, ?)',
        [messageHash, signers[0]!, signature, now],
      );
    });
    ctx.alerts.emit({ type: 'MESSAGE_CONFIRMATION_REQUEST', safe: safe.address, messageHash });
    return { status: 200 };
  });

  router.add('POST', '/v1/chains/:chainId/messages/:messageHash/signatures', async (req) => {
    requireChain(ctx, req);
    const body = requireObject(req.body);
    const signature = parseSignature(body.signature, ['signature']);
    const row = ctx.db.get('SELECT * FROM messages WHERE message_hash = ?', [
      String(req.params.messageHash).toLowerCase(),
    ]);
    if (!row) throw upstreamError(404, 'No SafeMessage matches the given query.');
    const safe = await ctx.safeState(String(row.safe));
    if (!safe) throw upstreamError(404, 'Safe not found');
    const signers = signersOf(String(row.message_hash), signature);
    if (signers.length !== 1 || !safe.owners.includes(signers[0]!))
      throw exceptionError(422, 'Invalid signature');
    const now = ctx.now();
    const added = ctx.db.run(
      'INSERT OR IGNORE INTO message_confirmations (message_hash, owner, signature, created_at) VALUES (?, ?, ?, ?)',
      [row.message_hash, signers[0]!, signature, now],
    );
    if (added)
      ctx.db.run('UPDATE messages SET modified_at = ? WHERE message_hash = ?', [
        now,
        row.message_hash,
      ]);
    return { status: 200 };
  });
}
