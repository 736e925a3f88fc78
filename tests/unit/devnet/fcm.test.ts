// FCM HTTP v1 delivery: a service-account JWT (RS256) exchanged for a token, then messages:send.
// Google is not reachable here, so fetch is replaced by a recorder; the JWT is verified for real.
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fcmConfigFromEnv, sendFcmMessage } from '../../../devnet/gateway/alerts/fcm';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('devnet FCM delivery', () => {
  it('signs a service-account JWT, gets a token and posts the message', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const dir = mkdtempSync(join(tmpdir(), 'fcm-'));
    const file = join(dir, 'sa.json');
    writeFileSync(
      file,
      JSON.stringify({
        project_id: 'devnet-project',
        client_email: 'devnet@devnet-project.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
    );
    const config = fcmConfigFromEnv({ FCM_SERVICE_ACCOUNT_FILE: file })!;
    rmSync(dir, { recursive: true, force: true });
    expect(config.projectId).toBe('devnet-project');

    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      if (url.startsWith('https://oauth2.googleapis.com/token'))
        return new Response(JSON.stringify({ access_token: 'token-1', expires_in: 3600 }), {
          status: 200,
        });
      return new Response('{}', { status: 200 });
    });
    const message = { token: 'device', data: { type: 'INCOMING_ETHER', chainId: '31337' } };
    await sendFcmMessage(config, message);

    const assertion = new URLSearchParams(String(requests[0]!.init.body)).get('assertion')!;
    const [header, claims, signature] = assertion.split('.') as [string, string, string];
    expect(
      createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      iss: 'devnet@devnet-project.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    });
    expect(requests[1]!.url).toBe(
      'https://fcm.googleapis.com/v1/projects/devnet-project/messages:send',
    );
    expect((requests[1]!.init.headers as Record<string, string>).authorization).toBe(
      'Bearer token-1',
    );
    expect(JSON.parse(String(requests[1]!.init.body))).toEqual({ message });
  });

  it('is off without credentials', () => {
    expect(fcmConfigFromEnv({})).toBeNull();
  });
});
