import { getAddress, isAddress, isHexString } from 'ethers';
import type { GatewayContext } from '../context';
import type { Indexer } from '../indexer/indexer';
import { badRequest, upstreamError } from '../http/errors';
import { parseFault, type FaultInjector } from '../http/faults';
import type { Router } from '../http/router';
import {
  DEMO_APPS,
  demoAppHtml,
  demoAppIcon,
  demoAppManifest,
  demoAppScript,
} from '../demo-apps/demo-apps';
import { ok } from './common';

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function html(
  title: string,
  rows: [string, string][],
): { status: number; body: string; contentType: string } {
  const body = rows
    .map(([k, v]) => `<tr><th>${escape(k)}</th><td><code>${escape(v)}</code></td></tr>`)
    .join('');
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><table>${body}</table></body></html>`,
  };
}

/**
 * Devnet-only routes: health, the alert outbox, token trust, planted failures for tests, and a tiny
 * block explorer for the chain config links.
 */
export function registerDevnetRoutes(
  router: Router,
  ctx: GatewayContext,
  indexer: Indexer,
  faults: FaultInjector,
): void {
  router.add('GET', '/health', async () =>
    ok({ status: 'ok', indexedBlock: indexer.cursor, chainId: ctx.chainId.toString() }),
  );
  router.add('GET', '/devnet/outbox', async () => {
    await ctx.alerts.flush();
    return ok(ctx.alerts.outbox());
  });
  router.add('POST', '/devnet/sync', async () => ok({ indexedBlock: await indexer.sync() }));
  // Tests plant failures here (see http/faults.ts) and read back how often they were hit.
  router.add('POST', '/devnet/faults', (req) => {
    try {
      faults.add(parseFault(req.body));
    } catch (error) {
      throw badRequest(error instanceof Error ? error.message : 'Invalid fault');
    }
    return ok(faults.list());
  });
  router.add('GET', '/devnet/faults', () => ok(faults.list()));
  router.add('DELETE', '/devnet/faults', () => {
    faults.clear();
    return ok([]);
  });
  // The transaction service keeps a curated trust list; here the seed takes a token off it, so that
  // balances can be asked with `trusted=true` and an untrusted token told apart (indexed tokens only).
  router.add('POST', '/devnet/tokens/:address/untrusted', (req) => {
    const raw = req.params.address ?? '';
    if (!isAddress(raw)) throw upstreamError(400, 'Not an address');
    const address = getAddress(raw);
    if (!ctx.db.get('SELECT 1 AS x FROM tokens WHERE address = ?', [address])) {
      throw upstreamError(404, 'Token not indexed');
    }
    ctx.db.run('UPDATE tokens SET trusted = 0 WHERE address = ?', [address]);
    return ok({ address, trusted: false });
  });
  // The demo Safe Apps listed by /v1/chains/{chainId}/safe-apps, hosted here so they work offline.
  const demoApp = (slug: string | undefined) => {
    const app = DEMO_APPS.find((candidate) => candidate.slug === slug);
    if (!app) throw upstreamError(404, 'Unknown app');
    return app;
  };
  router.add('GET', '/apps/:slug', (req) => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: demoAppHtml(demoApp(req.params.slug)),
  }));
  router.add('GET', '/apps/:slug/manifest.json', (req) =>
    ok(demoAppManifest(demoApp(req.params.slug))),
  );
  router.add('GET', '/apps/:slug/app.js', (req) => ({
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    body: demoAppScript(demoApp(req.params.slug)),
  }));
  router.add('GET', '/apps/:slug/icon.svg', (req) => ({
    status: 200,
    contentType: 'image/svg+xml',
    body: demoAppIcon(demoApp(req.params.slug)),
  }));
  router.add('GET', '/explorer/eth.svg', () => ({
    status: 200,
    contentType: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#627eea"/></svg>',
  }));
  router.add('GET', '/explorer/address/:address', async (req) => {
    const raw = req.params.address ?? '';
    if (!isAddress(raw)) throw upstreamError(404, 'Unknown address');
    const address = getAddress(raw);
    const [balance, code, nonce] = await Promise.all([
      ctx.provider.getBalance(address),
      ctx.provider.getCode(address),
      ctx.provider.getTransactionCount(address),
    ]);
    return html(`Address ${address}`, [
      ['Balance (wei)', balance.toString()],
      ['Transactions sent', String(nonce)],
      ['Contract', code === '0x' ? 'no' : `yes (${(code.length - 2) / 2} bytes)`],
    ]);
  });
  router.add('GET', '/explorer/tx/:txHash', async (req) => {
    const hash = req.params.txHash ?? '';
    if (!isHexString(hash, 32)) throw upstreamError(404, 'Unknown transaction');
    const [tx, receipt] = await Promise.all([
      ctx.provider.getTransaction(hash),
      ctx.provider.getTransactionReceipt(hash),
    ]);
    if (!tx) throw upstreamError(404, 'Unknown transaction');
    return html(`Transaction ${hash}`, [
      ['Block', String(tx.blockNumber ?? 'pending')],
      ['From', tx.from],
      ['To', tx.to ?? '(contract creation)'],
      ['Value (wei)', tx.value.toString()],
      ['Status', receipt ? (receipt.status === 1 ? 'success' : 'reverted') : 'pending'],
      ['Logs', String(receipt?.logs.length ?? 0)],
      ['Input', tx.data],
    ]);
  });
}
