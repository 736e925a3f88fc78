#!/usr/bin/env node
// Benchmarks: prints figures, never fails on a size or a time. Its own section measures the build
// (bundle sizes from Vite's manifest, service worker, precache); then every tests/bench/*.bench.mjs
// runs in turn and its output is printed under its own heading.
// Usage: npm run bench [-- --bundle]   (builds first when dist/ is missing; --bundle: sizes only)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const BENCH_DIR = 'tests/bench';
const FIRST_ROUTE_SCREEN = 'src/features/welcome/WelcomeScreen.tsx';
/** Issue 19's budget for the first route's JS: 100 kB (decimal) gzip. */
const FIRST_ROUTE_BUDGET_BYTES = 100_000;

/** Raw and gzip (level 9) byte sizes of one built file. */
function sizeOf(path) {
  const bytes = readFileSync(join(DIST, path));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function sum(sizes) {
  return sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Every file under dir, as paths relative to DIST. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(DIST, path)];
  });
}

/** Files of manifest chunk `key` and everything it imports statically (transitively). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function printTable(title, rows) {
  console.info(`\n## ${title}\n`);
  const columns = rows[0].map((_, i) => i);
  const widths = columns.map((i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const [index, row] of rows.entries()) {
    const cells = columns.map((i) =>
      i === 0 ? String(row[i]).padEnd(widths[i]) : String(row[i]).padStart(widths[i]),
    );
    console.info(`| ${cells.join(' | ')} |`);
    if (index === 0) console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}

function bundleSection() {
  // A dist/ left from an older commit would report old sizes: build unless told to reuse it.
  if (process.env.BENCH_REUSE_DIST !== '1' || !existsSync(join(DIST, '.vite/manifest.json'))) {
    console.info('building dist/ (npx vite build; BENCH_REUSE_DIST=1 reuses an existing one)…');
    const build = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in dist/.vite/manifest.json');

  const firstRouteKeys = staticClosure(manifest, entryKey);
  // The welcome screen is a chunk of its own, or (no chunk for it) built into the entry itself.
  const welcomeChunk = Boolean(manifest[FIRST_ROUTE_SCREEN]);
  if (welcomeChunk) staticClosure(manifest, FIRST_ROUTE_SCREEN, firstRouteKeys);
  const firstRouteJs = sum([...firstRouteKeys].map((key) => sizeOf(manifest[key].file)));

  const allFiles = filesUnder(DIST).filter((path) => !path.startsWith('.vite'));
  const js = sum(allFiles.filter((p) => p.endsWith('.js') && p !== 'sw.js').map(sizeOf));
  const css = sum(allFiles.filter((p) => p.endsWith('.css')).map(sizeOf));
  const sw = existsSync(join(DIST, 'sw.js')) ? sizeOf('sw.js') : { raw: 0, gzip: 0 };
  const swText = sw.raw ? readFileSync(join(DIST, 'sw.js'), 'utf8') : '';
  const precacheEntries = (
    swText.match(/\{(?:"integrity":"[^"]*",)?"revision":(?:"[^"]*"|null),"url":"[^"]*"\}/g) ?? []
  ).length;
  const jsChunks = allFiles.filter((p) => p.endsWith('.js') && p !== 'sw.js').length;

  const firstRouteMet = firstRouteJs.gzip <= FIRST_ROUTE_BUDGET_BYTES ? 'met' : 'NOT met';
  printTable('Bundle (dist/)', [
    ['figure', 'raw', 'gzip', 'budget'],
    [
      `first route JS (entry + static imports + ${welcomeChunk ? '/welcome chunk' : '/welcome, in the entry'}, ${firstRouteKeys.size} chunks)`,
      kib(firstRouteJs.raw),
      kib(firstRouteJs.gzip),
      `≤ 100 kB gzip: ${firstRouteMet}`,
    ],
    [`total JS (${jsChunks} files, without sw.js)`, kib(js.raw), kib(js.gzip), ''],
    ['total CSS', kib(css.raw), kib(css.gzip), ''],
    ['service worker (sw.js)', kib(sw.raw), kib(sw.gzip), ''],
    ['precache entries', precacheEntries, '', ''],
  ]);
}

function benchFilesSection() {
  const files = existsSync(BENCH_DIR)
    ? readdirSync(BENCH_DIR)
        .filter((name) => name.endsWith('.bench.mjs'))
        .sort()
    : [];
  const failed = [];
  for (const name of files) {
    console.info(`\n## ${name}\n`);
    const run = spawnSync('node', [join(BENCH_DIR, name)], { stdio: 'inherit' });
    if (run.status !== 0) failed.push(name);
  }
  return failed;
}

console.info(`# Countersign benchmarks (${new Date().toISOString()}, Node ${process.version})`);
bundleSection();
// `npm run bench -- --bundle` prints the bundle figures alone (seconds instead of minutes).
const failed = process.argv.includes('--bundle') ? [] : benchFilesSection();
if (failed.length > 0) {
  // A crashed benchmark is a bug in the benchmark, not a slow figure: say so.
  console.error(`\nbenchmarks that crashed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
