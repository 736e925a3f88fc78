// The pure route table and link builders: every builder's link reads back to what it was built
// from, and the same module works where there is no DOM, React or router (a service worker).
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  formatSafeParam,
  historyLink,
  homeLink,
  linkHref,
  messageDetailsLink,
  parseAppLink,
  queueLink,
  txDetailsLink,
  withSafe,
} from '../../../../src/session/routes/links';

const SAFE = formatSafeParam('eth', '0x8C1A0D2f2d4a4E4F3f5A7fA6D0c3D3e8d0C2B4a1');
const TX_ID = `multisig_0x8C1A0D2f2d4a4E4F3f5A7fA6D0c3D3e8d0C2B4a1_0x${'ab'.repeat(32)}`;

describe('route links', () => {
  it('keep the Safe’s prefix colon readable and encode everything else', () => {
    expect(linkHref(txDetailsLink(SAFE, TX_ID))).toBe(`/transactions/tx?safe=${SAFE}&id=${TX_ID}`);
    expect(linkHref(messageDetailsLink(SAFE, '0x12&x'))).toBe(
      `/transactions/msg?safe=${SAFE}&messageHash=0x12%26x`,
    );
    expect(linkHref(homeLink(null))).toBe('/welcome');
    expect(linkHref(historyLink(SAFE))).toBe(`/transactions/history?safe=${SAFE}`);
    expect(linkHref(historyLink(SAFE, 'incoming'))).toBe(
      `/transactions/history?safe=${SAFE}&filter=incoming`,
    );
  });

  it('round-trip every route through parseAppLink', () => {
    for (const path of Object.values(ROUTES)) {
      const parsed = parseAppLink(linkHref(withSafe(path, SAFE)));
      expect(parsed).toEqual({ pathname: path, safe: SAFE, params: {} });
    }
    expect(parseAppLink(linkHref(txDetailsLink(SAFE, TX_ID)))).toEqual({
      pathname: ROUTES.transaction,
      safe: SAFE,
      params: { id: TX_ID },
    });
    expect(parseAppLink(linkHref(messageDetailsLink(SAFE, '0x12&x')))?.params).toEqual({
      messageHash: '0x12&x',
    });
    expect(parseAppLink(linkHref(historyLink(SAFE, 'module')))?.params).toEqual({
      filter: 'module',
    });
    expect(parseAppLink(linkHref(queueLink(SAFE)))?.pathname).toBe(ROUTES.queue);
    expect(parseAppLink(linkHref(homeLink(SAFE)))?.pathname).toBe(ROUTES.home);
  });

  it('return null for a path that is not a screen', () => {
    expect(parseAppLink('/transactions/unknown?safe=x')).toBeNull();
    expect(parseAppLink('https://evil.example/transactions/tx')?.pathname).toBe(ROUTES.transaction);
  });

  it('build a notification link in a service-worker-like context (no window, document or React)', async () => {
    const { Worker } = await import('node:worker_threads');
    const { readFileSync } = await import('node:fs');
    const ts = (await import('typescript')).default;
    const text = readFileSync('src/session/routes/links.ts', 'utf8');
    // Nothing imported: the service worker's bundle gets this module alone (no React, no router).
    expect(text).not.toMatch(/^import /m);
    const source = ts.transpileModule(text, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const href = await new Promise<string>((resolve, reject) => {
      const worker = new Worker(
        `const exports = {}; const module = { exports };
         ${source}
         const links = module.exports;
         const { parentPort } = require('node:worker_threads');
         if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM present');
         parentPort.postMessage(new URL(links.linkHref(links.txDetailsLink(${JSON.stringify(SAFE)}, ${JSON.stringify(TX_ID)})), 'https://app.example').href);`,
        { eval: true },
      );
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(href).toBe(`https://app.example/transactions/tx?safe=${SAFE}&id=${TX_ID}`);
  });
});
