import { randomInt } from 'node:crypto';
import { verifyMessage } from 'ethers';
import type { GatewayContext } from '../context';
import { HttpError, validationError } from '../http/errors';
import type { RequestContext, Router } from '../http/router';
import { parseAddress, requireObject, requireString } from '../http/validation';
import type { Row } from '../store/database';
import { verificationCodeMail } from '../alerts/email-messages';
import { requireChain, requireSafe } from './common';

const SIGNATURE_TTL_MS = 5 * 60_000;
const CODE_TTL_MS = 10 * 60_000;
const RESEND_LOCK_MS = 60_000;

const forbidden = (): HttpError =>
  new HttpError(403, { message: 'Forbidden resource', error: 'Forbidden', statusCode: 403 });
const notFound = (signer: string): HttpError =>
  new HttpError(404, {
    message: `No email address was found for the provided signer ${signer}.`,
    statusCode: 404,
  });

/** The CGW 1.37 guards: a fresh timestamp header and a personal_sign of the action message by the signer. */
export function checkSignature(
  req: RequestContext,
  ctx: GatewayContext,
  message: (timestamp: string) => string,
  signer: string,
): void {
  const signature = req.headers['safe-wallet-signature'];
  const timestamp = req.headers['safe-wallet-signature-timestamp'];
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !/^\d+$/.test(timestamp))
    throw forbidden();
  const age = ctx.now() - Number(timestamp);
  if (age >= SIGNATURE_TTL_MS || age < -SIGNATURE_TTL_MS) throw forbidden();
  try {
    if (verifyMessage(message(timestamp), signature).toLowerCase() !== signer.toLowerCase())
      throw forbidden();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw forbidden();
  }
}

function parseEmail(value: unknown): string {
  const email = requireString(value, ['emailAddress']);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw validationError('Invalid email', ['emailAddress']);
  return email;
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** E-mail alert registration (CGW 1.37 contract, A.2.22). */
export function registerEmailRoutes(router: Router, ctx: GatewayContext): void {
  const base = '/v1/chains/:chainId/safes/:safeAddress/emails';
  const find = (chainId: string, safe: string, signer: string): Row | undefined =>
    ctx.db.get('SELECT * FROM emails WHERE chain_id = ? AND safe = ? AND signer = ?', [
      chainId,
      safe,
      signer,
    ]);
  const sendCode = (email: string, code: string): void =>
    ctx.alerts.mail(verificationCodeMail(email, code, CODE_TTL_MS / 60_000));

  router.add('POST', base, async (req) => {
    const chainId = requireChain(ctx, req);
    const body = requireObject(req.body);
    const emailAddress = parseEmail(body.emailAddress);
    const signerRaw = requireString(body.signer, ['signer']);
    const signer = parseAddress(signerRaw, ['signer']);
    checkSignature(
      req,
      ctx,
      (t) =>
        `email-register-${chainId}-${req.params.safeAddress}-${emailAddress}-${signerRaw}-${t}`,
      signer,
    );
    const safe = await requireSafe(ctx, req, 'safeAddress').catch(() => null);
    if (!safe || !safe.owners.includes(signer)) throw forbidden();
    const code = newCode();
    const now = ctx.now();
    ctx.db.run(
      `INSERT INTO emails (chain_id, safe, signer, email, verified, code, code_generated_at, last_sent_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)
       ON CONFLICT(chain_id, safe, signer) DO UPDATE SET email = excluded.email, verified = 0, code = excluded.code,
         code_generated_at = excluded.code_generated_at, last_sent_at = excluded.last_sent_at`,
      [chainId, safe.address, signer, emailAddress, code, now, now],
    );
    sendCode(emailAddress, code);
    return { status: 201 };
  });

  router.add('PUT', `${base}/:signer`, (req) => {
    const chainId = requireChain(ctx, req);
    const body = requireObject(req.body);
    const emailAddress = parseEmail(body.emailAddress);
    const signer = parseAddress(req.params.signer, ['signer']);
    const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
    checkSignature(
      req,
      ctx,
      (t) =>
        `email-edit-${chainId}-${req.params.safeAddress}-${emailAddress}-${req.params.signer}-${t}`,
      signer,
    );
    const row = find(chainId, safe, signer);
    if (!row) throw notFound(signer);
    if (String(row.email) === emailAddress)
      throw new HttpError(409, {
        message: 'Email address matches that of the Safe owner.',
        statusCode: 409,
      });
    const code = newCode();
    const now = ctx.now();
    ctx.db.run(
      'UPDATE emails SET email = ?, verified = 0, code = ?, code_generated_at = ?, last_sent_at = ? WHERE chain_id = ? AND safe = ? AND signer = ?',
      [emailAddress, code, now, now, chainId, safe, signer],
    );
    sendCode(emailAddress, code);
    return { status: 202 };
  });

  router.add('GET', `${base}/:signer`, (req) => {
    const chainId = requireChain(ctx, req);
    const signer = parseAddress(req.params.signer, ['signer']);
    const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
    checkSignature(
      req,
      ctx,
      (t) => `email-retrieval-${chainId}-${req.params.safeAddress}-${req.params.signer}-${t}`,
      signer,
    );
    const row = find(chainId, safe, signer);
    if (!row) throw notFound(signer);
    return {
      status: 200,
      body: { email: String(row.email), verified: Number(row.verified) === 1 },
    };
  });

  router.add('DELETE', `${base}/:signer`, (req) => {
    const chainId = requireChain(ctx, req);
    const signer = parseAddress(req.params.signer, ['signer']);
    const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
    checkSignature(
      req,
      ctx,
      (t) => `email-delete-${chainId}-${req.params.safeAddress}-${req.params.signer}-${t}`,
      signer,
    );
    if (!find(chainId, safe, signer)) throw notFound(signer);
    ctx.db.run('DELETE FROM emails WHERE chain_id = ? AND safe = ? AND signer = ?', [
      chainId,
      safe,
      signer,
    ]);
    return { status: 204 };
  });

  router.add('POST', `${base}/:signer/verify-resend`, (req) => {
    // Every outcome is masked as 202 with an empty body.
    try {
      const chainId = requireChain(ctx, req);
      const signer = parseAddress(req.params.signer, ['signer']);
      const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
      const row = find(chainId, safe, signer);
      const now = ctx.now();
      if (
        row &&
        Number(row.verified) === 0 &&
        now - Number(row.last_sent_at ?? 0) >= RESEND_LOCK_MS
      ) {
        const code = newCode();
        ctx.db.run(
          'UPDATE emails SET code = ?, code_generated_at = ?, last_sent_at = ? WHERE chain_id = ? AND safe = ? AND signer = ?',
          [code, now, now, chainId, safe, signer],
        );
        sendCode(String(row.email), code);
      }
    } catch {
      // masked
    }
    return { status: 202 };
  });

  router.add('PUT', `${base}/:signer/verify`, (req) => {
    // Every failure is masked as 400 with an empty body.
    try {
      const chainId = requireChain(ctx, req);
      const signer = parseAddress(req.params.signer, ['signer']);
      const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
      const code = requireString(requireObject(req.body).code, ['code']);
      const row = find(chainId, safe, signer);
      const fresh = row && ctx.now() - Number(row.code_generated_at ?? 0) < CODE_TTL_MS;
      if (!row || Number(row.verified) === 1 || !fresh || String(row.code) !== code)
        return { status: 400 };
      ctx.db.run(
        'UPDATE emails SET verified = 1, code = NULL WHERE chain_id = ? AND safe = ? AND signer = ?',
        [chainId, safe, signer],
      );
      return { status: 204 };
    } catch {
      return { status: 400 };
    }
  });

  // Devnet only: a test ends the resend lock of one registration instead of waiting out its minute
  // (the page's clock jumps ahead with it). Nothing else about the registration changes.
  router.add('POST', '/devnet/emails/:safeAddress/:signer/end-resend-lock', (req) => {
    const signer = parseAddress(req.params.signer, ['signer']);
    const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
    const chainId = ctx.chainId.toString();
    if (!find(chainId, safe, signer)) throw notFound(signer);
    ctx.db.run(
      'UPDATE emails SET last_sent_at = ? WHERE chain_id = ? AND safe = ? AND signer = ?',
      [ctx.now() - RESEND_LOCK_MS, chainId, safe, signer],
    );
    return { status: 204 };
  });
}
