// Devnet-only extension of the e-mail alerts (no Safe gateway has it): the opt-in daily digest per
// registration, and a trigger that sends the digest now, for tests and demos.
import type { GatewayContext } from '../context';
import { HttpError } from '../http/errors';
import type { Router } from '../http/router';
import { parseAddress, requireObject } from '../http/validation';
import { ok, requireChain } from './common';
import { checkSignature } from './emails';

/** The message a signer personal_signs to switch the digest (same guard as the e-mail routes). */
export function digestMessage(p: {
  chainId: string;
  safeAddress: string;
  signer: string;
  enabled: boolean;
  timestamp: string | number;
}): string {
  return `devnet-email-digest-${p.chainId}-${p.safeAddress}-${p.signer}-${p.enabled ? 'on' : 'off'}-${p.timestamp}`;
}

/** `PUT /devnet/chains/{chainId}/safes/{safe}/emails/{signer}/digest` and `POST /devnet/digest`. */
export function registerEmailDigestRoutes(router: Router, ctx: GatewayContext): void {
  router.add('PUT', '/devnet/chains/:chainId/safes/:safeAddress/emails/:signer/digest', (req) => {
    const chainId = requireChain(ctx, req);
    const body = requireObject(req.body);
    if (typeof body.enabled !== 'boolean')
      throw new HttpError(422, { statusCode: 422, message: 'enabled must be a boolean' });
    const enabled = body.enabled;
    const signer = parseAddress(req.params.signer, ['signer']);
    const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
    checkSignature(
      req,
      ctx,
      (timestamp) =>
        digestMessage({
          chainId,
          safeAddress: req.params.safeAddress ?? '',
          signer: req.params.signer ?? '',
          enabled,
          timestamp,
        }),
      signer,
    );
    const changed = ctx.db.run(
      'UPDATE emails SET digest = ? WHERE chain_id = ? AND safe = ? AND signer = ?',
      [enabled ? 1 : 0, chainId, safe, signer],
    );
    if (changed === 0)
      throw new HttpError(404, {
        message: `No email address was found for the provided signer ${signer}.`,
        statusCode: 404,
      });
    return ok({ enabled });
  });

  router.add('POST', '/devnet/digest', async () => {
    const sent = await ctx.alerts.sendDigest();
    await ctx.alerts.flush();
    return ok({ sent: sent.map((m) => ({ to: m.to, subject: m.subject })) });
  });
}
