// The build's security pieces on their own: the policy per build kind, the `_headers` format our
// servers read back, and the integrity written into index.html.
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicyDirectives,
  formatPolicy,
  metaDirectives,
} from '../../../scripts/vite/content-security-policy';
import {
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
} from '../../../scripts/vite/headers-file.mjs';
import { WORKER_POLICY_NAME } from '../../../src/app/pwa/trustedWorkerUrl';
import {
  addIntegrityAttributes,
  importMapText,
  insertSecurityHead,
  sriHash,
} from '../../../scripts/vite/html-integrity';

describe('content security policy', () => {
  const production = contentSecurityPolicyDirectives({
    gatewayUrl: 'https://gateway.example/api/',
    inlineScriptHashes: ['sha256-abc='],
  });
  const sources = (name: string) => production.find(([directive]) => directive === name)?.[1];

  it('allows no inline code, only the import map by its hash, and no plain http', () => {
    const policy = formatPolicy(production);
    // WebAssembly compilation (the QR decoder) is allowed; JavaScript eval is not.
    expect(policy).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval/);
    expect(sources('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
    expect(sources('style-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/\shttp:|127\.0\.0\.1|localhost/);
  });

  it('connects to the configured gateway origin, any https/wss RPC, FCM and WalletConnect', () => {
    expect(sources('connect-src')).toEqual(
      expect.arrayContaining([
        'https://gateway.example',
        'https:',
        'wss:',
        'https://fcmregistrations.googleapis.com',
        'https://firebaseinstallations.googleapis.com',
        'wss://relay.walletconnect.org',
        'https://verify.walletconnect.org',
      ]),
    );
  });

  it("requires Trusted Types and allows only the app's worker policy", () => {
    expect(sources('require-trusted-types-for')).toEqual(["'script'"]);
    expect(sources('trusted-types')).toEqual([WORKER_POLICY_NAME]);
  });

  it('lets only this app and Safe{Wallet} frame it; the <meta> copy leaves that out', () => {
    expect(sources('frame-ancestors')).toEqual(["'self'", 'https://app.safe.global']);
    expect(metaDirectives(production).map(([name]) => name)).not.toContain('frame-ancestors');
    expect(metaDirectives(production)).toHaveLength(production.length - 1);
  });

  it("allows the page's own <style> by its hash, nothing else inline", () => {
    const withStyle = contentSecurityPolicyDirectives({
      gatewayUrl: 'https://gateway.example/api/',
      inlineStyleHashes: ['sha256-css='],
    });
    const styles = withStyle.find(([directive]) => directive === 'style-src')?.[1];
    expect(styles).toEqual(["'self'", "'sha256-css='"]);
    expect(formatPolicy(withStyle)).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval/);
  });

  it('a devnet build adds its loopback origins (http chain, gateway, apps, its own host)', () => {
    const devnet = contentSecurityPolicyDirectives({
      gatewayUrl: 'http://127.0.0.1:9647',
      devnet: true,
    });
    const of = (name: string) => devnet.find(([directive]) => directive === name)?.[1];
    expect(of('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9647', 'http://127.0.0.1:*']),
    );
    expect(of('frame-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:*']));
    expect(of('frame-ancestors')).toEqual([
      "'self'",
      'https://app.safe.global',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
    expect(of('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});

describe('_headers file', () => {
  it('reads back what it writes, and matches paths by prefix pattern', () => {
    const rules = [
      {
        path: '/*',
        headers: [['Content-Security-Policy', "default-src 'self'"]] as [string, string][],
      },
      { path: '/sw.js', headers: [['Cache-Control', 'no-cache']] as [string, string][] },
    ];
    const text = formatHeadersFile(rules);
    expect(parseHeadersFile(`# comment\n${text}`)).toEqual(rules);
    expect(headersFor(rules, '/home')).toEqual({ 'content-security-policy': "default-src 'self'" });
    expect(headersFor(rules, '/sw.js')).toEqual({
      'content-security-policy': "default-src 'self'",
      'cache-control': 'no-cache',
    });
  });

  it('refuses a header line before any path', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/outside a path rule/);
  });
});

describe('integrity in index.html', () => {
  const html = [
    '<head><meta charset="UTF-8" />',
    '<!-- countersign:security marker -->',
    '<link rel="icon" href="/favicon.svg" />',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/lazy-b.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-c.css" />',
    '</head>',
  ].join('\n');
  const hashes = new Map([
    ['/assets/index-a.js', sriHash('a')],
    ['/assets/lazy-b.js', sriHash('b')],
    ['/assets/index-c.css', sriHash('c')],
    ['/favicon.svg', sriHash('icon')],
  ]);

  it('pins the entry, module preloads and stylesheets, not icons', () => {
    const out = addIntegrityAttributes(html, hashes);
    expect(out).toContain(
      `<script type="module" crossorigin src="/assets/index-a.js" integrity="${sriHash('a')}">`,
    );
    expect(out).toContain(`href="/assets/lazy-b.js" integrity="${sriHash('b')}">`);
    expect(out).toContain(`href="/assets/index-c.css" integrity="${sriHash('c')}" />`);
    expect(out).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('puts the policy and the import map at the marker, before any script', () => {
    const map = importMapText(hashes);
    const out = insertSecurityHead(html, `script-src 'self' '${sriHash(map)}'`, map);
    expect(out).not.toContain('countersign:security');
    expect(out.indexOf('<script type="importmap">')).toBeLessThan(out.indexOf('type="module"'));
    expect(out).toContain(`<script type="importmap">${map}</script>`);
    expect(JSON.parse(map)).toEqual({ integrity: Object.fromEntries([...hashes].sort()) });
    expect(() => insertSecurityHead('<head></head>', '', map)).toThrow(/marker/);
  });

  it('hashes as SRI does (sha256, base64)', () => {
    expect(sriHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});
