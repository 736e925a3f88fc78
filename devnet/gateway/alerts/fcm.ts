import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A Firebase service account (the JSON file Google issues), enough to call FCM HTTP v1. */
export interface FcmConfig {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

/** Read FCM credentials from `FCM_SERVICE_ACCOUNT_FILE` (or GOOGLE_APPLICATION_CREDENTIALS); null if unset. */
export function fcmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): FcmConfig | null {
  const file = env.FCM_SERVICE_ACCOUNT_FILE ?? env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!file) return null;
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  if (!json.project_id || !json.client_email || !json.private_key) return null;
  return {
    projectId: json.project_id,
    clientEmail: json.client_email,
    privateKey: json.private_key,
  };
}

let cached: { token: string; expires: number } | null = null;

const b64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

async function accessToken(config: FcmConfig): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cached && cached.expires > now + 60) return cached.token;
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({
      iss: config.clientEmail,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
      iat: now,
      exp: now + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(config.privateKey);
  const response = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${header}.${claims}.${b64url(signature)}`,
    }),
  });
  if (!response.ok) throw new Error(`FCM token request failed: ${response.status}`);
  const body = (await response.json()) as { access_token: string; expires_in: number };
  cached = { token: body.access_token, expires: now + body.expires_in };
  return body.access_token;
}

/** Send one FCM HTTP v1 message (`{token, data}`). */
export async function sendFcmMessage(
  config: FcmConfig,
  message: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(
    `https://fcm.googleapis.com/v1/projects/${config.projectId}/messages:send`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken(config)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message }),
    },
  );
  if (!response.ok) throw new Error(`FCM send failed: ${response.status} ${await response.text()}`);
}
