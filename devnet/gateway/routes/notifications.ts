import { getAddress, getBytes, hashMessage, isAddress, recoverAddress } from 'ethers';
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../context';
import { delegatorOf } from '../delegates';
import { exceptionError, invalidTypeError, validationError } from '../http/errors';
import type { Router } from '../http/router';
import { parseAddress, parseUuid, requireObject, requireString } from '../http/validation';
import { notificationRegistrationHash } from '../safe-logic';
import { empty, requireChain } from './common';

const DEVICE_TYPES = new Set(['ANDROID', 'IOS', 'WEB']);
const MAX_SKEW_S = 5 * 60;

function recover(hash: string, signature: string, web: boolean): string | null {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return null;
  const v = Number.parseInt(signature.slice(130), 16);
  const sig = {
    r: `0x${signature.slice(2, 66)}`,
    s: `0x${signature.slice(66, 130)}`,
    v: v > 30 ? v - 4 : v,
  };
  try {
    // Web signs the 32 bytes with personal_sign; mobile signs the raw hash.
    return recoverAddress(web ? hashMessage(getBytes(hash)) : hash, sig);
  } catch {
    return null;
  }
}

/** Push-notification device registration (v1 body, legacy Transaction Service checks). */
export function registerNotificationRoutes(router: Router, ctx: GatewayContext): void {
  router.add('POST', '/v1/register/notifications', async (req) => {
    const body = requireObject(req.body);
    const uuid =
      body.uuid === undefined || body.uuid === null ? randomUUID() : parseUuid(body.uuid, ['uuid']);
    const token = requireString(body.cloudMessagingToken, ['cloudMessagingToken']);
    const buildNumber = requireString(body.buildNumber, ['buildNumber']);
    const bundle = requireString(body.bundle, ['bundle']);
    const deviceType = requireString(body.deviceType, ['deviceType']);
    if (!DEVICE_TYPES.has(deviceType))
      throw validationError(
        `Invalid enum value. Expected 'ANDROID' | 'IOS' | 'WEB', received '${deviceType}'`,
        ['deviceType'],
      );
    const version = requireString(body.version, ['version']);
    const timestamp =
      body.timestamp === undefined || body.timestamp === null
        ? null
        : requireString(body.timestamp, ['timestamp']);
    if (!Array.isArray(body.safeRegistrations))
      throw invalidTypeError(
        ['safeRegistrations'],
        'array',
        body.safeRegistrations === undefined ? 'undefined' : typeof body.safeRegistrations,
      );
    const registrations = body.safeRegistrations.map((entry: unknown, i: number) => {
      const r = requireObject(entry, ['safeRegistrations', i]);
      const chainId = requireString(r.chainId, ['safeRegistrations', i, 'chainId']);
      if (!Array.isArray(r.safes))
        throw invalidTypeError(['safeRegistrations', i, 'safes'], 'array', typeof r.safes);
      if (!Array.isArray(r.signatures))
        throw invalidTypeError(
          ['safeRegistrations', i, 'signatures'],
          'array',
          typeof r.signatures,
        );
      const safes = r.safes.map((s: unknown, j: number) =>
        parseAddress(s, ['safeRegistrations', i, 'safes', j]),
      );
      const signatures = r.signatures.map((s: unknown, j: number) =>
        requireString(s, ['safeRegistrations', i, 'signatures', j]),
      );
      return { chainId, safes, signatures };
    });

    const nowS = Math.floor(ctx.now() / 1000);
    if (
      timestamp !== null &&
      (!/^\d+$/.test(timestamp) || Math.abs(nowS - Number(timestamp)) > MAX_SKEW_S)
    )
      throw exceptionError(400, 'The signature is expired!');

    const failed: string[] = [];
    const accepted: { chainId: string; safe: string; signer: string }[] = [];
    for (const reg of registrations) {
      if (reg.chainId !== ctx.chainId.toString()) {
        failed.push(reg.chainId);
        continue;
      }
      const hash = notificationRegistrationHash(timestamp ?? '', uuid, token, reg.safes);
      const signers = reg.signatures
        .map((s) => recover(hash, s, deviceType === 'WEB'))
        .filter((s): s is string => !!s);
      let ok = reg.safes.length > 0 && new Set(reg.safes).size === reg.safes.length;
      for (const address of reg.safes) {
        const safe = await ctx.safeState(address);
        const signer =
          safe && signers.find((s) => safe.owners.includes(s) || delegatorOf(ctx.db, safe, s));
        if (!safe || !signer) ok = false;
        else accepted.push({ chainId: reg.chainId, safe: address, signer });
      }
      if (!ok) failed.push(reg.chainId);
    }
    if (failed.length)
      throw exceptionError(
        400,
        `Push notification registration failed for chain IDs: ${failed.join(', ')}`,
      );

    ctx.db.transaction(() => {
      ctx.db.run(
        `INSERT INTO devices (uuid, token, device_type, build_number, bundle, version, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(uuid) DO UPDATE SET token = excluded.token, device_type = excluded.device_type,
           build_number = excluded.build_number, bundle = excluded.bundle, version = excluded.version, updated_at = excluded.updated_at`,
        [uuid, token, deviceType, buildNumber, bundle, version, ctx.now()],
      );
      for (const a of accepted)
        ctx.db.run(
          'INSERT OR IGNORE INTO device_safes (uuid, chain_id, safe, signer) VALUES (?, ?, ?, ?)',
          [uuid, a.chainId, a.safe, a.signer],
        );
    });
    return empty(200);
  });

  router.add('DELETE', '/v1/chains/:chainId/notifications/devices/:uuid', (req) => {
    const uuid = parseUuid(req.params.uuid, ['uuid']);
    requireChain(ctx, req);
    ctx.db.run('DELETE FROM device_safes WHERE uuid = ? AND chain_id = ?', [
      uuid,
      ctx.chainId.toString(),
    ]);
    return empty(200);
  });

  router.add(
    'DELETE',
    '/v1/chains/:chainId/notifications/devices/:uuid/safes/:safeAddress',
    (req) => {
      const uuid = parseUuid(req.params.uuid, ['uuid']);
      const safe = parseAddress(req.params.safeAddress, ['safeAddress']);
      requireChain(ctx, req);
      ctx.db.run('DELETE FROM device_safes WHERE uuid = ? AND chain_id = ? AND safe = ?', [
        uuid,
        ctx.chainId.toString(),
        isAddress(safe) ? getAddress(safe) : safe,
      ]);
      return empty(200);
    },
  );
}
