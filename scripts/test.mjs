#!/usr/bin/env node
// The one test command (README, CI): makes sure Chromium is there, then runs typecheck, lint,
// unit tests, the production build, its integrity check and the end-to-end tests, and prints one
// closing tally.
// Usage: npm test [-- --skip-e2e] [-- --only typecheck|lint|checks|unit|build|integrity|bundle|e2e]
//                 [-- --under-load [N]]
// --under-load runs N (default 2) CPU-bound processes beside the whole run.
import { spawnSync } from 'node:child_process';
import { startCpuLoad } from './cpu-load.mjs';
import { runTasks } from './run-tasks.mjs';
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

/** Runs a command inheriting stdio (the Chromium install); returns its exit status. */
function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
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
  if (run('apt-get', ['update', '-qq'], env) !== 0) process.exit(1);
  if (run('apt-get', ['install', '-y', '-qq', 'chromium'], env) !== 0) process.exit(1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A vitest run of `files` (all when empty) writing its JSON report to `reportFile`, which the
 * closing tally counts.
 */
const vitestTask = (name, reportFile, files = [], env) => {
  const path = `${resultsDir}/${reportFile}`;
  return {
    name,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path}`,
    ],
    env,
    report: { path, tallyReport: tallyVitest },
  };
};

/**
 * One Playwright runner for `project` and any projects `besides` it, which share its servers; one
 * report for all of them.
 */
const e2eProject = (project, ...besides) => {
  const path = `${resultsDir}/playwright-${project}.json`;
  return {
    name: `e2e ${project}`,
    command: 'npx',
    args: ['playwright', 'test', ...[project, ...besides].map((name) => `--project=${name}`)],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path,
      // Beside CPU-bound processes every default wait may take twice as long (playwright.config).
      ...(underLoad ? { E2E_TIME_SCALE: '2' } : {}),
    },
    report: { path, tallyReport: tallyPlaywright },
  };
};

// Each step is one or more commands run side by side (scripts/run-tasks.mjs); the first one's
// output streams, the others' is printed when they end.
const steps = [
  [
    'checks',
    [
      { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
      { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    ],
  ],
  ['unit', [vitestTask('unit', 'vitest.json')]],
  ['build', [{ name: 'build', command: 'npm', args: ['run', '--silent', 'build'] }]],
  // Every SRI hash in the build (index.html, import map, precache) against the built files.
  [
    'integrity',
    [{ name: 'integrity', command: 'node', args: ['scripts/verify-integrity.mjs', 'dist'] }],
  ],
  // What only a build can show: the first route's size and what stays off it.
  [
    'bundle',
    [
      vitestTask('bundle', 'vitest-bundle.json', ['tests/unit/app/first-route-bundle.test.ts'], {
        FIRST_ROUTE_BUILD: 'required',
      }),
    ],
  ],
  // The devnet projects stream (they are most of the run; `devnet-beside` runs in a second browser
  // beside `devnet`, on the same devnet); the shell project, which needs neither the devnet nor its
  // chain, runs beside them on its own server and browser.
  ['e2e', [e2eProject('devnet', 'devnet-beside'), e2eProject('shell')]],
]
  .map(([name, tasks]) => [
    name,
    // `--only typecheck` picks one command out of a step; `--only checks` or `--only e2e` a step.
    only && only !== name ? tasks.filter((task) => task.name === only) : tasks,
  ])
  .filter(([name, tasks]) => tasks.length > 0 && (only || !(skipE2e && name === 'e2e')));

// A report left by an earlier run must not be counted for a runner that crashed before writing.
mkdirSync(resultsDir, { recursive: true });
for (const [, tasks] of steps)
  for (const { report } of tasks) if (report) rmSync(report.path, { force: true });

if (steps.some(([name]) => name === 'e2e')) ensureChromium();

if (underLoad) {
  console.info(`Under load: ${loadCount} CPU-bound processes run beside every step.`);
  startCpuLoad(loadCount);
}

const timings = [];
const tallies = [];
let failedStep;
for (const [, tasks] of steps) {
  console.info(`\n── ${tasks.map((task) => task.name).join(' + ')} ──`);
  const results = await runTasks(tasks);
  results.forEach(({ name: taskName, status, ms }, index) => {
    const report = tasks[index].report;
    timings.push(`${taskName} ${(ms / 1000).toFixed(1)} s`);
    tallies.push(
      tallyStep({
        status,
        expectsReport: report !== undefined,
        report: report ? readJson(report.path) : undefined,
        tallyReport: report?.tallyReport ?? (() => EMPTY_TALLY),
      }),
    );
  });
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    failedStep = failed.name;
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
