#!/usr/bin/env node
// History screen benchmark in real Chromium on a devnet Safe with 10,000 executed transactions.
// Prints figures only; never fails on a size or a time.
//   - navigation → first history row: network (cold profile), warm cache (reload), offline
//   - in-app navigation → first history row: the History tab clicked in a running app (on the queue
//     screen): network (cold profile), warm cache (app started from saved data), offline; with the
//     ratio to the floor below
//   - persisted size of the history query after the cache filled (IndexedDB record, JSON bytes)
//   - longest main-thread task (PerformanceObserver 'longtask') while the pages load and persist
//   - DOM rows while scrolling through everything loaded (virtualisation at work)
//   - the floor, in the same browser: a raw IndexedDB read + JSON.parse of the same data
// The app is built against this devnet into a temporary folder (its gateway URL is baked in).
// Options: HISTORY_BENCH_PAGES (pages to load while filling, default 500 = all 10,000 rows);
// HISTORY_BENCH_PROFILE=1 builds unminified and samples the main thread (CDP Profiler) while the cache fills and prints
// the functions with the most self time (a diagnostic: where the long tasks come from);
// HISTORY_BENCH_NO_SAVE=1 turns the query saves into no-ops (a diagnostic: how much of the longest
// task is the save of the growing history query).
// The devnet modules are TypeScript, so this file re-runs itself under tsx.
// Functions passed to page.evaluate run in the page:
/* global window, document, indexedDB, IDBObjectStore, MutationObserver */
import { spawnSync } from 'node:child_process';
import { rerunUnderTsx } from './under-tsx.mjs';

rerunUnderTsx(import.meta.url, 'history');

const { mkdtempSync, rmSync } = await import('node:fs');
const { cpus, loadavg, tmpdir } = await import('node:os');
const { join } = await import('node:path');
const { performance } = await import('node:perf_hooks');
const { ZeroAddress, keccak256, toBeHex } = await import('ethers');
const { chromium } = await import('@playwright/test');
const { startDevnet } = await import('../../devnet/devnet.ts');
const { serveStatic } = await import('../../devnet/static-server.ts');
const { DEVNET_SHORT_NAME } = await import('../../devnet/gateway/routes/chains.ts');

const HISTORY_SIZE = 10_000;
const PAGE_SIZE = 20;
const PAGES = Math.min(
  Number(process.env.HISTORY_BENCH_PAGES ?? Math.ceil(HISTORY_SIZE / PAGE_SIZE)),
  Math.ceil(HISTORY_SIZE / PAGE_SIZE) + 1,
);
const ms = (value, digits = 0) => (value == null ? '—' : `${value.toFixed(digits)} ms`);
const kib = (bytes) => (bytes == null ? '—' : `${(bytes / 1024).toFixed(1)} KiB`);

/** Writes `count` executed multisig transactions of `safe` straight into the devnet store. */
function generateHistory(devnet, safe, count) {
  const db = devnet.gateway.ctx.db;
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      // One every 10 minutes backwards from now: about 70 days, so day headings appear.
      const at = now - (i + 1) * 600_000;
      db.run(
        `INSERT INTO multisig_txs (safe_tx_hash, safe, to_address, value, data, operation,
           safe_tx_gas, base_gas, gas_price, gas_token, refund_receiver, nonce, submitted_at,
           modified_at, executed, is_successful, tx_hash, block_number, executed_at, executor,
           confirmations_required)
         VALUES (?, ?, ?, ?, NULL, 0, '0', '0', '0', ?, ?, ?, ?, ?, 1, 1, ?, 0, ?, ?, 1)`,
        [
          keccak256(toBeHex(0x4157_0000 + i, 32)),
          safe,
          devnet.owners[4].address,
          (1_000_000_000_000_000n + BigInt(i)).toString(),
          ZeroAddress,
          ZeroAddress,
          5_000 + i,
          at,
          at,
          keccak256(toBeHex(0x4158_0000 + i, 32)),
          at,
          devnet.owners[3].address,
        ],
      );
    }
  });
}

/** Collects long tasks from the first moment of every page load. */
const LONGTASK_OBSERVER = () => {
  window.__longtasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longtasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask support: the figure stays empty.
  }
};

/**
 * Milliseconds from a click on the History tab of a running app until the first history row is in
 * the DOM, timed inside the page (a MutationObserver, no round trips to Playwright).
 */
async function inAppToFirstRow(page, queueUrl, { codeLoaded = false } = {}) {
  try {
    await page.goto(queueUrl);
    await page.locator('a[href^="/transactions/history"]').first().waitFor({ timeout: 60_000 });
    await page
      .locator('.tx-row, .state-title')
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 });
    if (codeLoaded) {
      // Visit the history once and come back: its screen's code is loaded, only rendering is left.
      await page.locator('a[href^="/transactions/history"]').first().click();
      await page.locator('[aria-label="Executed transactions"] .tx-row').first().waitFor();
      await page.locator('a[href^="/transactions/queue"]').first().click();
      await page.locator('[aria-label="Executed transactions"]').waitFor({ state: 'detached' });
    }
    // Let start-up work settle: this measures the click, not the app's own start.
    await page.waitForTimeout(1_000);
    return await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const found = () =>
            document.querySelector('[aria-label="Executed transactions"] .tx-row');
          const link = document.querySelector('a[href^="/transactions/history"]');
          if (!link) return reject(new Error('no History tab'));
          const timeout = setTimeout(() => reject(new Error('no history row in 60 s')), 60_000);
          const observer = new MutationObserver(() => {
            if (!found()) return;
            observer.disconnect();
            clearTimeout(timeout);
            resolve(performance.now() - started);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          const started = performance.now();
          link.click();
        }),
    );
  } catch (error) {
    console.info(
      `in-app: no history row: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
    return null;
  }
}

/** Prints the functions with the most self time in a CDP CPU profile. */
function printHotspots(profile, top = 20) {
  const interval = new Map();
  profile.samples.forEach((id, index) => {
    interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const self = interval.get(node.id) ?? 0;
    total += self;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = url ? `${url.split('/').at(-1)}:${lineNumber + 1}:${columnNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + self);
  }
  console.info(`\nMain-thread self time while filling (${ms(total)} sampled):`);
  for (const [name, self] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.info(`  ${ms(self).padStart(9)}  ${name}`);
}

/** Median of `runs` measurements (nulls dropped). */
async function median(runs, measure) {
  const values = [];
  for (let i = 0; i < runs; i += 1) {
    const value = await measure();
    if (value != null) values.push(value);
  }
  values.sort((a, b) => a - b);
  return values.length ? values[Math.floor((values.length - 1) / 2)] : null;
}

/** Notes, in the page, when the first history row enters the DOM (no Playwright round trip). */
const FIRST_ROW_OBSERVER = () => {
  window.__firstRowAt = null;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[aria-label="Executed transactions"] .tx-row')) return;
    window.__firstRowAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Milliseconds from navigation start until the first history row is in the DOM. */
async function timeToFirstRow(page, action) {
  try {
    await action();
    await page.locator('.tx-row').first().waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => window.__firstRowAt ?? performance.now());
  } catch (error) {
    console.info(
      `no history row: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
    return null;
  }
}

async function historyRecord(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('countersign');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = await new Promise((resolve) => {
      const request = db.transaction('queries').objectStore('queries').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    const record = entries.find((entry) => JSON.stringify(entry).includes('"history"'));
    if (!record) return null;
    const json = JSON.stringify(record);
    const pages = record.query?.state?.data?.pages ?? [];
    return {
      records: entries.length,
      bytes: json.length,
      pages: pages.length,
      rows: pages.reduce((sum, page) => sum + (page.results?.length ?? 0), 0),
    };
  });
}

/** The floor: the same history data as one JSON string in its own database, read and parsed. */
async function rawFloor(page) {
  return page.evaluate(async () => {
    const open = (name, upgrade) =>
      new Promise((resolve, reject) => {
        const request = upgrade ? indexedDB.open(name, 1) : indexedDB.open(name);
        request.onupgradeneeded = () => upgrade?.(request.result);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const app = await open('countersign');
    const entries = await new Promise((resolve) => {
      const request = app.transaction('queries').objectStore('queries').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    app.close();
    const record = entries.find((entry) => JSON.stringify(entry).includes('"history"'));
    if (!record) return null;
    const text = JSON.stringify(record);
    const floor = await open('history-bench-floor', (db) => db.createObjectStore('raw'));
    await new Promise((resolve) => {
      const tx = floor.transaction('raw', 'readwrite');
      tx.objectStore('raw').put(text, 'history');
      tx.oncomplete = resolve;
    });
    const times = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const raw = await new Promise((resolve) => {
        const request = floor.transaction('raw').objectStore('raw').get('history');
        request.onsuccess = () => resolve(request.result);
      });
      JSON.parse(raw);
      times.push(performance.now() - started);
    }
    floor.close();
    indexedDB.deleteDatabase('history-bench-floor');
    return times.sort((a, b) => a - b)[2];
  });
}

/** Every page of the history as the gateway serves it, fetched in Node (the data a reader who
 * scrolled to the end holds). */
async function wholeHistory(gatewayUrl, safe) {
  const pages = [];
  let url = `${gatewayUrl}/v1/chains/31337/safes/${safe}/transactions/history`;
  while (url) {
    const page = await (await fetch(url)).json();
    pages.push(page);
    url = page.next;
  }
  return JSON.stringify(pages);
}

/** The floor for the whole history: one IndexedDB read + JSON.parse of all its pages. */
async function wholeHistoryFloor(page, text) {
  return page.evaluate(async (json) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('history-bench-whole', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('raw');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise((resolve) => {
      const tx = db.transaction('raw', 'readwrite');
      tx.objectStore('raw').put(json, 'history');
      tx.oncomplete = resolve;
    });
    const times = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const raw = await new Promise((resolve) => {
        const request = db.transaction('raw').objectStore('raw').get('history');
        request.onsuccess = () => resolve(request.result);
      });
      JSON.parse(raw);
      times.push(performance.now() - started);
    }
    db.close();
    indexedDB.deleteDatabase('history-bench-whole');
    return times.sort((a, b) => a - b)[2];
  }, text);
}

const started = performance.now();
const machine = `${cpus().length} cores, load average ${loadavg()
  .map((load) => load.toFixed(1))
  .join(' / ')} at start`;
const devnet = await startDevnet({ dataDir: null, port: 0 });
const outDir = mkdtempSync(join(tmpdir(), 'countersign-history-bench-'));
const profile = mkdtempSync(join(tmpdir(), 'countersign-history-profile-'));
let app = null;
let context = null;
try {
  const safe = devnet.safes.legacy.address;
  generateHistory(devnet, safe, HISTORY_SIZE);
  console.info(
    `devnet up and ${HISTORY_SIZE} transactions generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      // Readable function names in the profile.
      ...(process.env.HISTORY_BENCH_PROFILE === '1' ? ['--minify', 'false'] : []),
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_GATEWAY_URL: devnet.gatewayUrl,
        VITE_DEVNET: 'true',
        VITE_DEVNET_RPC_URL: devnet.rpcUrl,
      },
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed (${build.status})`);
  app = await serveStatic(outDir, 0);
  await app.precompressed;
  const url = `${app.url}/transactions/history?safe=${DEVNET_SHORT_NAME}:${safe}`;
  const queueUrl = `${app.url}/transactions/queue?safe=${DEVNET_SHORT_NAME}:${safe}`;
  const launch = (dir) =>
    chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
      viewport: { width: 1280, height: 900 },
    });

  // In-app navigation from the network: a running app (queue screen) on a profile of its own that
  // has never seen the history.
  const coldProfile = mkdtempSync(join(tmpdir(), 'countersign-history-cold-'));
  let inAppNetwork = null;
  try {
    const cold = await launch(coldProfile);
    try {
      inAppNetwork = await inAppToFirstRow(cold.pages()[0] ?? (await cold.newPage()), queueUrl);
    } finally {
      await cold.close();
    }
  } finally {
    rmSync(coldProfile, { recursive: true, force: true });
  }

  context = await launch(profile);
  await context.addInitScript(LONGTASK_OBSERVER);
  await context.addInitScript(FIRST_ROW_OBSERVER);
  if (process.env.HISTORY_BENCH_NO_SAVE === '1') {
    await context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (...args) {
        return this.name === 'queries'
          ? this.get(args[1] ?? args[0]?.queryHash ?? '')
          : put.apply(this, args);
      };
    });
  }
  const page = context.pages()[0] ?? (await context.newPage());

  const network = await timeToFirstRow(page, () => page.goto(url));
  await page.evaluate(() => navigator.serviceWorker.ready);

  // Fill the cache: scroll to the end until PAGES pages are loaded (each scroll near the end asks
  // for the next page; the persister saves the growing query as it goes).
  await page.evaluate(() => (window.__longtasks = []));
  const profiler =
    process.env.HISTORY_BENCH_PROFILE === '1' ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
    await profiler.send('Profiler.start');
  }
  const fillStarted = performance.now();
  let domRowsMax = 0;
  let loadedRows = 0;
  for (let i = 0; i < PAGES * 3 && loadedRows < Math.min(PAGES * PAGE_SIZE, HISTORY_SIZE); i += 1) {
    const state = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const list = document.querySelector('[role="list"][aria-label="Executed transactions"]');
      const items = list ? list.querySelectorAll('[role="listitem"]') : [];
      const text = document.querySelector('.actions button')?.textContent ?? '';
      return { dom: items.length, loaded: Number(/\((\d+)\)/.exec(text)?.[1] ?? 0) };
    });
    domRowsMax = Math.max(domRowsMax, state.dom);
    if (state.loaded === loadedRows) await page.waitForTimeout(50);
    loadedRows = state.loaded;
    if (!(await page.getByRole('button', { name: /^Load(ing)? more/ }).count())) break;
  }
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  if (profiler) printHotspots((await profiler.send('Profiler.stop')).profile);
  await page.waitForTimeout(2_500); // let the last coalesced save land
  const longest = await page.evaluate(() => Math.max(0, ...window.__longtasks));
  const longCount = await page.evaluate(() => window.__longtasks.length);

  // DOM rows while scrolling back up through everything.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = height; y >= 0; y -= Math.max(900, Math.floor(height / 40))) {
    const dom = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.querySelectorAll('[aria-label="Executed transactions"] [role="listitem"]')
        .length;
    }, y);
    domRowsMax = Math.max(domRowsMax, dom);
  }
  const persisted = await historyRecord(page);

  const warm = await timeToFirstRow(page, () => page.reload());
  // Where the warm start goes: HTML, scripts run, saved queries restored (marks set by main.tsx).
  const warmSteps = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const mark = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? null;
    return {
      html: navigation?.responseEnd ?? null,
      dcl: navigation?.domContentLoadedEventEnd ?? null,
      restoreStart: mark('countersign:restore-start'),
      restoreEnd: mark('countersign:restore-end'),
    };
  });
  await context.setOffline(true);
  const offline = await timeToFirstRow(page, () => page.reload());
  await context.setOffline(false);
  const inAppWarm = await median(3, () => inAppToFirstRow(page, queueUrl));
  const inAppRender = await median(3, () => inAppToFirstRow(page, queueUrl, { codeLoaded: true }));
  await context.setOffline(true);
  const inAppOffline = await median(3, () => inAppToFirstRow(page, queueUrl));
  await context.setOffline(false);
  const floor = await rawFloor(page);
  const whole = await wholeHistory(devnet.gatewayUrl, safe);
  const wholeFloor = await wholeHistoryFloor(page, whole);
  const ratio = (value) =>
    value == null || floor == null || floor <= 0
      ? ''
      : ` (${(value / floor).toFixed(1)}× floor; ${(value / wholeFloor).toFixed(2)}× whole-history floor)`;

  console.info('');
  console.info(
    `History of a devnet Safe with ${HISTORY_SIZE.toLocaleString('en-US')} transactions (Chromium, 1280×900)`,
  );
  console.info(`Machine: ${machine} (figures are noisy on a shared machine).`);
  console.info('| measure | value |');
  console.info('|---|---:|');
  console.info(`| navigation → first row, network (cold profile) | ${ms(network)} |`);
  console.info(`| navigation → first row, warm cache (reload) | ${ms(warm)}${ratio(warm)} |`);
  console.info(
    `| warm reload: HTML received / DOMContentLoaded / restore start → end | ${ms(warmSteps.html)} / ${ms(warmSteps.dcl)} / ${ms(warmSteps.restoreStart)} → ${ms(warmSteps.restoreEnd)} |`,
  );
  console.info(`| navigation → first row, offline | ${ms(offline)}${ratio(offline)} |`);
  console.info(`| in-app: History tab → first row, network (cold profile) | ${ms(inAppNetwork)} |`);
  console.info(
    `| in-app: History tab → first row, warm cache (median of 3) | ${ms(inAppWarm)}${ratio(inAppWarm)} |`,
  );
  console.info(
    `| in-app: same, the history screen's code already loaded (median of 3) | ${ms(inAppRender)}${ratio(inAppRender)} |`,
  );
  console.info(
    `| in-app: History tab → first row, offline (median of 3) | ${ms(inAppOffline)}${ratio(inAppOffline)} |`,
  );
  console.info(
    `| rows loaded while filling | ${loadedRows.toLocaleString('en-US')} in ${fillSeconds.toFixed(1)} s |`,
  );
  console.info(
    `| longest main-thread task while filling | ${ms(longest)} (${longCount} tasks > 50 ms) |`,
  );
  console.info(`| most DOM rows at once while scrolling | ${domRowsMax} |`);
  console.info(
    `| persisted history query | ${kib(persisted?.bytes)} JSON, ${persisted?.pages ?? 0} pages, ${persisted?.rows ?? 0} items (${persisted?.records ?? 0} records in the store) |`,
  );
  console.info(
    `| floor: raw IndexedDB read + JSON.parse of the same data (median of 5) | ${ms(floor, 2)} |`,
  );
  console.info(
    `| whole-history floor: raw IndexedDB read + JSON.parse of all ${HISTORY_SIZE.toLocaleString('en-US')} rows' pages, ${kib(whole.length)} (median of 5) | ${ms(wholeFloor, 2)} |`,
  );
  console.info(
    'Target: first row from cache within 1.5× the floor; no task over 50 ms while persisting.',
  );
} finally {
  await context?.close().catch(() => undefined);
  app?.server.close();
  await devnet.stop();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
