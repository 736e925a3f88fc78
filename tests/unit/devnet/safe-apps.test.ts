// The devnet's Safe Apps list and the apps it serves on two origins (the gateway and the apps
// server): the list's shape and access policies, the manifests a host reads cross-origin, and
// pages that run without inline scripts on Countersign's own app-side client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafeAppData } from '../../../src/gateway';
import { startDevnet, type Devnet } from '../../../devnet/devnet';
import { safeAppsFor } from '../../../devnet/gateway/safe-apps';
import { SAFE_APPS_SDK_VERSION } from '../../../src/safe-apps/protocol';
import { call } from './http';

const APP_URL = 'http://127.0.0.1:4999';
let devnet: Devnet;
let apps: SafeAppData[];

beforeAll(async () => {
  devnet = await startDevnet({ dataDir: null, seed: false, appsPort: 0, appUrl: APP_URL });
  apps = (await call<SafeAppData[]>(`${devnet.gatewayUrl}/v1/chains/31337/safe-apps`)).body;
}, 180_000);
afterAll(async () => {
  await devnet?.stop();
});

const named = (name: string): SafeAppData => {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`${name} is not listed`);
  return app;
};
const originOf = (url: string) => new URL(url).origin;

/** A module's code and that of the chunks it imports (the apps share one with the client). */
async function moduleWithImports(url: URL, seen = new Set<string>()): Promise<string> {
  if (seen.has(url.href)) return '';
  seen.add(url.href);
  const answer = await fetch(url);
  expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
  const code = await answer.text();
  const imports = [...code.matchAll(/from\s*"(\.[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const chunks = await Promise.all(
    imports.map((path) => moduleWithImports(new URL(path, url), seen)),
  );
  return [code, ...chunks].join('\n');
}

describe('GET /v1/chains/{chainId}/safe-apps', () => {
  it('lists the gateway apps, the apps on the second origin and Countersign itself', () => {
    expect(apps.map((app) => [app.id, app.name])).toEqual([
      [1, 'Devnet Transaction Builder'],
      [2, 'Devnet Message Signer'],
      [3, 'Safe Apps Conformance'],
      [4, 'Devnet Batch Builder'],
      [5, 'Countersign'],
    ]);
    expect(devnet.appsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(originOf(named('Devnet Message Signer').url)).toBe(devnet.gatewayUrl);
    expect(named('Safe Apps Conformance').url).toBe(`${devnet.appsUrl}/conformance`);
    expect(named('Devnet Batch Builder').url).toBe(`${devnet.appsUrl}/batch-builder`);
    expect(named('Countersign')).toMatchObject({ url: APP_URL, iconUrl: `${APP_URL}/favicon.svg` });
    // Two different origins (plus the app's own), so a host's origin checks meet both.
    expect(new Set(apps.map((app) => originOf(app.url)))).toEqual(
      new Set([devnet.gatewayUrl, devnet.appsUrl, APP_URL]),
    );
    for (const app of apps) {
      expect(app).toMatchObject({
        chainIds: ['31337'],
        socialProfiles: [],
        developerWebsite: null,
      });
      expect(originOf(app.iconUrl ?? '')).toBe(originOf(app.url));
    }
  });

  it('puts the batch builder on DOMAIN_ALLOWLIST for the Countersign app only', () => {
    expect(named('Devnet Batch Builder').accessControl).toEqual({
      type: 'DOMAIN_ALLOWLIST',
      value: [APP_URL],
    });
    for (const app of apps.filter((candidate) => candidate.name !== 'Devnet Batch Builder')) {
      expect(app.accessControl).toEqual({ type: 'NO_RESTRICTIONS', value: null });
    }
  });

  it('filters by url on either origin', async () => {
    const conformance = named('Safe Apps Conformance');
    const answer = await call<SafeAppData[]>(
      `${devnet.gatewayUrl}/v1/chains/31337/safe-apps?url=${encodeURIComponent(conformance.url)}`,
    );
    expect(answer.body).toEqual([conformance]);
  });

  it('lists the DOMAIN_ALLOWLIST app only for a clientUrl it names, as the config service does', async () => {
    const list = async (query: string) =>
      (
        await call<SafeAppData[]>(`${devnet.gatewayUrl}/v1/chains/31337/safe-apps?${query}`)
      ).body.map((app) => app.name);
    expect(await list(`clientUrl=${encodeURIComponent(APP_URL)}`)).toContain(
      'Devnet Batch Builder',
    );
    expect(await list(`clientUrl=${encodeURIComponent(`${APP_URL}/`)}`)).toContain(
      'Devnet Batch Builder',
    );
    const elsewhere = await list(`clientUrl=${encodeURIComponent('https://elsewhere.example')}`);
    expect(elsewhere).not.toContain('Devnet Batch Builder');
    expect(elsewhere).toHaveLength(apps.length - 1);
  });

  it('lists only the gateway apps when neither the apps server nor the app URL is known', () => {
    const list = safeAppsFor({ gatewayUrl: 'http://127.0.0.1:8547/' }, 31337n);
    expect(list.map((app) => app.url)).toEqual([
      'http://127.0.0.1:8547/apps/tx-builder',
      'http://127.0.0.1:8547/apps/message-signer',
    ]);
    const noAppUrl = safeAppsFor(
      { gatewayUrl: 'http://127.0.0.1:8547', appsUrl: 'http://127.0.0.1:8549' },
      31337n,
    );
    expect(noAppUrl.find((app) => app.name === 'Devnet Batch Builder')?.accessControl).toEqual({
      type: 'DOMAIN_ALLOWLIST',
      value: [],
    });
    expect(noAppUrl.some((app) => app.name === 'Countersign')).toBe(false);
  });
});

describe('the listed apps as a host fetches them', () => {
  it('serves every manifest as JSON readable from any origin, and every icon as SVG', async () => {
    for (const app of apps.filter((candidate) => candidate.name !== 'Countersign')) {
      const manifest = await fetch(`${app.url}/manifest.json`, {
        headers: { origin: 'http://127.0.0.1:4999' },
      });
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(await manifest.json()).toEqual({
        name: app.name,
        description: app.description,
        iconPath: 'icon.svg',
      });
      const icon = await fetch(app.iconUrl ?? '');
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      expect(await icon.text()).toMatch(/^<svg /);
    }
  });

  it('serves the second-origin pages with a CSP without inline scripts, on our client', async () => {
    for (const name of ['Safe Apps Conformance', 'Devnet Batch Builder']) {
      const app = named(name);
      for (const url of [app.url, `${app.url}/`]) {
        const page = await fetch(url);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        const csp = page.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-inline');
        const html = await page.text();
        expect(html).toContain(`<title>${name}</title>`);
        expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
        const src = /<script[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? '';
        const code = await moduleWithImports(new URL(src, url));
        // Countersign's client: its SDK version and its own "no host" text.
        expect(code).toContain(SAFE_APPS_SDK_VERSION);
        expect(code).toContain('This app is not inside a Safe host');
        if (name === 'Safe Apps Conformance') {
          expect(html).toContain('data-testid="answer-getSafeInfo"');
          expect(html).toContain('data-testid="answer-sendTransactions"');
        }
      }
    }
  });

  it('lets only the Countersign app frame the DOMAIN_ALLOWLIST app', async () => {
    const allowlisted = await fetch(named('Devnet Batch Builder').url);
    expect(allowlisted.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${APP_URL}`,
    );
    const open = await fetch(named('Safe Apps Conformance').url);
    expect(open.headers.get('content-security-policy')).not.toContain('frame-ancestors');
  });

  it('answers unknown files with 404 and never serves outside its folder', async () => {
    expect((await fetch(`${devnet.appsUrl}/nope`)).status).toBe(404);
    expect((await fetch(`${devnet.appsUrl}/conformance/missing.js`)).status).toBe(404);
    expect((await fetch(`${devnet.appsUrl}/..%2f..%2fetc%2fpasswd`)).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await fetch(`${devnet.appsUrl}/conformance`, { method: 'POST' })).status).toBe(405);
  });
});
