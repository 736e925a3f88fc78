#!/usr/bin/env node
// The one test command (README, CI): makes sure Chromium is there, then runs typecheck, lint,
// unit tests, the production build, its integrity check and the end-to-end tests, and prints one
// closing tally.
// Usage: npm test [-- --skip-e2e] [-- --only typecheck|lint|unit|build|integrity|bundle|e2e]
//                 [-- --under-load [N]]
// --under-load runs N (default 2) CPU-bound processes beside the whole run.
import { spawnSync } from 'node:child_process';
import { startCpuLoad } from './cpu-load.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import {
  EMPTY_TALLY,
  closingLine,
  exitCode,
  sumTallies,
  tallyPlaywright,
  tallyStep,
  tallyVitest,
} from './tally.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const skipE2e = args.includes('--skip-e2e');
const underLoad = args.includes('--under-load');
const loadCount = Number(args[args.indexOf('--under-load') + 1]) || 2;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = 'test-results';

/** Runs a command inheriting stdio; returns its exit status and wall time. */
function run(command, commandArgs, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { status: result.status ?? 1, ms: Date.now() - started };
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.info('Chromium is missing: installing it with apt-get (about a minute)…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], env).status !== 0) process.exit(1);
  if (run('apt-get', ['install', '-y', '-qq', 'chromium'], env).status !== 0) process.exit(1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync(resultsDir, { recursive: true });
rmSync(`${resultsDir}/vitest.json`, { force: true });
rmSync(`${resultsDir}/vitest-bundle.json`, { force: true });
rmSync(`${resultsDir}/playwright.json`, { force: true });

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${resultsDir}/vitest.json`,
    ],
  ],
  ['build', 'npm', ['run', '--silent', 'build']],
  // Every SRI hash in the build (index.html, import map, precache) against the built files.
  ['integrity', 'node', ['scripts/verify-integrity.mjs', 'dist']],
  // What only a build can show: the first route's size and what stays off it.
  [
    'bundle',
    'npx',
    [
      'vitest',
      'run',
      'tests/unit/app/first-route-bundle.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${resultsDir}/vitest-bundle.json`,
    ],
    { FIRST_ROUTE_BUILD: 'required' },
  ],
  [
    'e2e',
    'npx',
    ['playwright', 'test'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/playwright.json`,
      // Beside CPU-bound processes every default wait may take twice as long (playwright.config).
      ...(underLoad ? { E2E_TIME_SCALE: '2' } : {}),
    },
  ],
].filter(([name]) => (only ? name === only : !(skipE2e && name === 'e2e')));

if (steps.some(([name]) => name === 'e2e')) ensureChromium();

// The JSON report each runner writes, and how to count it; other steps write none.
const reports = {
  unit: { path: `${resultsDir}/vitest.json`, tallyReport: tallyVitest },
  bundle: { path: `${resultsDir}/vitest-bundle.json`, tallyReport: tallyVitest },
  e2e: { path: `${resultsDir}/playwright.json`, tallyReport: tallyPlaywright },
};

if (underLoad) {
  console.info(`Under load: ${loadCount} CPU-bound processes run beside every step.`);
  startCpuLoad(loadCount);
}

const timings = [];
const tallies = [];
let failedStep;
for (const [name, command, commandArgs, env] of steps) {
  console.info(`\n── ${name} ──`);
  const { status, ms } = run(command, commandArgs, env);
  timings.push(`${name} ${(ms / 1000).toFixed(1)} s`);
  const report = reports[name];
  tallies.push(
    tallyStep({
      status,
      expectsReport: report !== undefined,
      report: report ? readJson(report.path) : undefined,
      tallyReport: report?.tallyReport ?? (() => EMPTY_TALLY),
    }),
  );
  if (status !== 0) {
    failedStep = name;
    break;
  }
}

const tally = sumTallies(tallies);
console.info(
  `\nsteps: ${timings.join(', ')}${failedStep ? ` — failed at ${failedStep}` : ''}${
    underLoad ? ` (under load: ${loadCount} CPU-bound processes)` : ''
  }`,
);
console.info(closingLine(tally));
// The exit code comes from the same tally as the line; a failed step counts at least once in it.
process.exit(exitCode(tally));
