#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling: its default) on the production build of the devnet
// flavour against a seeded devnet: welcome, home, queue and history, each from a cold profile.
// Prints each figure beside issue 19's budget; never fails on a score or a time (a crash fails).
// LIGHTHOUSE_RUNS=n runs each route n times and prints the median run with the range of the runs
// (default 3: on this machine three runs of one build spread home's LCP over 2270–2676 ms and its
// TBT over 186–493 ms, so a single figure beside a budget said more than it knew).
// LIGHTHOUSE_REPORT_DIR=dir also writes each run's full report there (<route>-<run>.json), to see
// what the LCP element waited for. LIGHTHOUSE_GRAPH=1 prints, under the table, the graph Lighthouse's
// simulation (Lantern) computed the median run's LCP from: every request and main-thread task it
// counted, with its simulated start and end. Lantern counts every request that ended before the
// largest paint was seen, needed or not, so this tells what to move after it.
// "LCP, network alone" re-runs the same simulation from the same trace with a main thread that takes
// no time (CPU slowdown 0): what the requests the LCP waited for cost on Lighthouse's simulated
// mobile link by themselves. It is not a strict floor: without the tasks that spaced them out,
// Lantern starts more requests at once, and since it splits the link evenly among them, the last
// one can end later than with the tasks. "KiB before LCP" is what those requests transferred, the
// document included.
// LIGHTHOUSE_ROUTES=home,queue measures only those routes (default: all four).
// The devnet modules are TypeScript, so this file re-runs itself under tsx.
import { spawnSync } from 'node:child_process';
import { rerunUnderTsx } from './under-tsx.mjs';

rerunUnderTsx(import.meta.url, 'lighthouse');

const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
const { cpus, loadavg, tmpdir } = await import('node:os');
const { join } = await import('node:path');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { startDevnet } = await import('../../devnet/devnet.ts');
const { serveStatic } = await import('../../devnet/static-server.ts');
const { DEVNET_SHORT_NAME } = await import('../../devnet/gateway/routes/chains.ts');

/** Issue 19's budgets for every measured route. */
const BUDGET = { score: 95, lcpMs: 1800, cls: 0 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const GRAPH = process.env.LIGHTHOUSE_GRAPH === '1';
const { LanternLargestContentfulPaint } =
  await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');

/**
 * Lantern's simulated LCP of one run, re-computed from its trace with the CPU slowdown replaced:
 * 0 gives the same graph with a main thread that takes no time, i.e. what the network alone costs.
 */
async function lanternLcp(
  { artifacts, lhr },
  cpuSlowdownMultiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier,
) {
  const settings = {
    ...lhr.configSettings,
    throttling: { ...lhr.configSettings.throttling, cpuSlowdownMultiplier },
  };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  return LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
}

/** The nodes of the simulated (pessimistic) LCP graph of one run, as printable lines. */
function lcpGraph(lcp) {
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  return rows.map(([node, timing]) => {
    const what =
      node.type === 'network'
        ? `${new URL(node.request.url).pathname.slice(0, 72)} ${node.request.transferSize} B`
        : `main thread ${(node.duration / 1000).toFixed(1)} ms unthrottled`;
    return `  ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${what}`;
  });
}

/** Bytes of every request the simulated LCP waited for (the document included). */
function lcpBytes(lcp) {
  let bytes = 0;
  for (const node of lcp.pessimisticEstimate.nodeTimings.keys())
    if (node.type === 'network') bytes += node.request.transferSize ?? 0;
  return bytes;
}

/** One Lighthouse performance run of `url` in a fresh headless Chromium. */
async function measure(url, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const { audits, categories } = result.lhr;
    if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${reportName}.json`), result.report);
    const lcp = await lanternLcp(result);
    return {
      graph: GRAPH ? lcpGraph(lcp) : null,
      lcpBytes: lcpBytes(lcp),
      networkLcpMs: (await lanternLcp(result, 0)).timing,
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      requests: audits['network-requests'].details?.items?.length ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

// By score, and among runs of one score by LCP: the same score for every run (common) then gives the
// median LCP, not whichever run came first.
const median = (runs) =>
  [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs)[Math.floor(runs.length / 2)];
/** `lowest–highest` of one figure across the runs (empty for a single run). */
const range = (runs, pick) => {
  if (runs.length < 2) return '';
  const values = runs.map(pick);
  return ` [${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}]`;
};
const met = (ok) => (ok ? 'met' : 'NOT met');

const machine = `${cpus().length} cores, load average ${loadavg()
  .map((load) => load.toFixed(1))
  .join(' / ')} at start`;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
const devnet = await startDevnet({ dataDir: null, port: 0 });
const outDir = mkdtempSync(join(tmpdir(), 'countersign-lighthouse-'));
let app = null;
try {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      VITE_GATEWAY_URL: devnet.gatewayUrl,
      VITE_DEVNET: 'true',
      VITE_DEVNET_RPC_URL: devnet.rpcUrl,
    },
  });
  if (build.status !== 0) throw new Error(`vite build failed (${build.status})`);
  app = await serveStatic(outDir, 0);
  // Measured as a static host serves them (brotli), not while the server is still compressing.
  await app.precompressed;
  const safe = `${DEVNET_SHORT_NAME}:${devnet.safes.main.address}`;
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
  const routes = [
    ['welcome', '/welcome'],
    ['home', `/home?safe=${safe}`],
    ['queue', `/transactions/queue?safe=${safe}`],
    ['history', `/transactions/history?safe=${safe}`],
  ].filter(([name]) => !only || only.includes(name));
  console.info(
    `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per route (${machine})`,
  );
  if (RUNS > 1) console.info('Each figure is the median run; [lowest–highest] across the runs.');
  console.info(
    `\n| route | performance (≥ ${BUDGET.score}) | LCP (≤ ${BUDGET.lcpMs} ms) | LCP, network alone | KiB before LCP | CLS (${BUDGET.cls}) | TBT | FCP | requests |`,
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const graphs = [];
  for (const [name, path] of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await measure(`${app.url}${path}`, `${name}-${run + 1}`));
    const figures = median(runs);
    console.info(
      `| ${name} | ${figures.score} (${met(figures.score >= BUDGET.score)})${range(runs, (r) => r.score)} | ${Math.round(
        figures.lcpMs,
      )} ms (${met(figures.lcpMs <= BUDGET.lcpMs)})${range(runs, (r) => r.lcpMs)} | ${Math.round(figures.networkLcpMs)} ms | ${(
        figures.lcpBytes / 1024
      ).toFixed(1)} | ${figures.cls.toFixed(3)} (${met(
        figures.cls <= BUDGET.cls,
      )}) | ${Math.round(figures.tbtMs)} ms${range(runs, (r) => r.tbtMs)} | ${Math.round(figures.fcpMs)} ms | ${figures.requests} |`,
    );
    if (figures.graph) graphs.push([name, Math.round(figures.lcpMs), figures.graph]);
  }
  for (const [name, lcpMs, graph] of graphs)
    console.info(`\n${name}: the simulated LCP (${lcpMs} ms) counted\n${graph.join('\n')}`);
} finally {
  app?.server.close();
  await devnet.stop();
  rmSync(outDir, { recursive: true, force: true });
}
