import { getBytes, hashMessage, keccak256, recoverAddress, toUtf8Bytes } from 'ethers';
import type { SqlValue } from 'sql.js';
import type { GatewayContext } from '../context';
import { HttpError, upstreamError } from '../http/errors';
import { page, parseCursor } from '../http/paging';
import type { Router, RequestContext } from '../http/router';
import {
  nullish,
  parseAddress,
  parseSignature,
  requireObject,
  requireString,
} from '../http/validation';
import { ok, requireChain } from './common';

function list(ctx: GatewayContext, req: RequestContext) {
  requireChain(ctx, req);
  const q = req.query;
  const safe = q.get('safe') === null ? null : parseAddress(q.get('safe'), ['safe']);
  const delegate =
    q.get('delegate') === null ? null : parseAddress(q.get('delegate'), ['delegate']);
  const delegator =
    q.get('delegator') === null ? null : parseAddress(q.get('delegator'), ['delegator']);
  const label = q.get('label');
  if (safe === null && delegate === null && delegator === null && label === null)
    throw new HttpError(422, {
      statusCode: 422,
      code: 'custom',
      message: 'At least one property is required',
      path: [],
    });
  const where: string[] = [];
  const params: SqlValue[] = [];
  for (const [column, value] of [
    ['safe', safe],
    ['delegate', delegate],
    ['delegator', delegator],
    ['label', label],
  ] as const) {
    if (value === null) continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  const window = parseCursor(q);
  const sql = `FROM delegates WHERE ${where.join(' AND ')}`;
  const total = Number(ctx.db.get(`SELECT COUNT(*) AS n ${sql}`, params)?.n);
  const rows = ctx.db.all(
    `SELECT * ${sql} ORDER BY delegator, delegate LIMIT ${window.limit} OFFSET ${window.offset}`,
    params,
  );
  return ok(
    page(
      req.requestUrl,
      window,
      rows.map((r) => ({
        safe: r.safe === null ? null : String(r.safe),
        delegate: String(r.delegate),
        delegator: String(r.delegator),
        label: String(r.label),
      })),
      total,
    ),
  );
}

/** Delegates: list (v1 as in the spec, v2 as in SDK ≥ 3.22.2) and add (Transaction Service rules). */
export function registerDelegateRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/delegates', (req) => list(ctx, req));
  router.add('GET', '/v2/chains/:chainId/delegates', (req) => list(ctx, req));
  const add = (req: RequestContext) => {
    requireChain(ctx, req);
    const body = requireObject(req.body);
    const safe = nullish(body.safe, (v) => parseAddress(v, ['safe']));
    const delegate = parseAddress(body.delegate, ['delegate']);
    const delegator = parseAddress(body.delegator, ['delegator']);
    const signature = parseSignature(body.signature, ['signature']);
    const label = requireString(body.label, ['label']);
    // The delegator signs keccak256(delegate + totp) with personal_sign; current or previous hour.
    const totp = Math.floor(ctx.now() / 3_600_000);
    const valid = [totp, totp - 1].some((t) => {
      try {
        const hash = keccak256(toUtf8Bytes(`${delegate}${t}`));
        const v = Number.parseInt(signature.slice(130, 132), 16);
        const sig = {
          r: `0x${signature.slice(2, 66)}`,
          s: `0x${signature.slice(66, 130)}`,
          v: v > 30 ? v - 4 : v,
        };
        return [hashMessage(getBytes(hash)), hash].some(
          (h) => recoverAddress(h, sig) === delegator,
        );
      } catch {
        return false;
      }
    });
    if (!valid) throw upstreamError(400, 'Signature does not match the delegator');
    ctx.db.run(
      `INSERT INTO delegates (safe, delegate, delegator, label) VALUES (?, ?, ?, ?)
       ON CONFLICT(delegate, delegator, safe) DO UPDATE SET label = excluded.label`,
      [safe, delegate, delegator, label],
    );
    return { status: 200 };
  };
  router.add('POST', '/v1/chains/:chainId/delegates', add);
  router.add('POST', '/v2/chains/:chainId/delegates', add);
}
