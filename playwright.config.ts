// End-to-end tests in Debian's Chromium against the built app (dist/, served by our own static
// server so tests can publish a new service worker). Projects: `shell` (production build, no
// gateway) and `devnet` (a devnet build in dist-devnet/ against a real local chain + gateway).
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';
import { DEVNET_E2E } from './tests/e2e/support/devnet-ports';

const port = Number(process.env.E2E_PORT ?? 4317);
/**
 * How much slower than an idle 2-core machine this run may be: `npm test -- --under-load` sets 2.
 * Every default wait scales with it; the tests themselves wait on conditions, never on time.
 */
const timeScale = Math.max(1, Number(process.env.E2E_TIME_SCALE ?? 1));
const baseURL = `http://127.0.0.1:${port}`;
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [['list']];

/** The projects named on the command line (`--project x`, `--project=x`); empty = all. */
function selectedProjects(argv: readonly string[]): string[] {
  const names: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === '--project' && argv[index + 1]) names.push(argv[index + 1] as string);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names;
}
const projects = selectedProjects(process.argv);
// Each project's server starts only when that project runs: the devnet takes a while to seed.
const runs = (...names: string[]) =>
  projects.length === 0 || names.some((name) => projects.includes(name));
/**
 * Devnet specs that share nothing with the others: those that only read the seeded Safes (which
 * no spec changes) and plant no fault on the shared gateway, and those that write only to NEW Safes
 * of accounts of their own (`newSafe` gives this project owners #6..#8, the other #3..#5) through
 * fault proxies of their own. They run as `devnet-beside` in a second browser beside the `devnet`
 * project, whose specs share the chain's other accounts and run one at a time. Specs listing an
 * owner's Safes (welcome, header) stay there: its specs create Safes of those owners. The split
 * keeps the two projects about equally long (the writing specs here took ~470 s of ~1600).
 */
const BESIDE_DEVNET = [
  'address-book.spec.ts',
  'assets.spec.ts',
  'balances-trust.spec.ts',
  'bundles-messages.spec.ts',
  'bundles.spec.ts',
  'custom-call-batch.spec.ts',
  'dashboard.spec.ts',
  'faults-screens.spec.ts',
  'faults-storage.spec.ts',
  'header-a11y.spec.ts',
  'history.spec.ts',
  'layout-stability.spec.ts',
  'lifecycle.spec.ts',
  'messages.spec.ts',
  'offline.spec.ts',
  'phone-layout.spec.ts',
  'queue.spec.ts',
  'security-headers.spec.ts',
  'settings.spec.ts',
  'signing.spec.ts',
  'tx-details.spec.ts',
];
/** What the devnet projects share: the devnet app and waits scaled for its real chain reads. */
const devnetProject = {
  testDir: 'tests/e2e/devnet',
  // Without the service worker unless a spec exercises it (`test.use({ serviceWorkers: 'allow' })`:
  // offline, push, outbox, faults, updates, share target): every new context otherwise installs
  // the whole precache (~140 chunks, one at a time), about 2 CPU-seconds per context that a spec
  // about a screen or a flow never uses, on a run of several hundred contexts on two cores.
  use: { baseURL: DEVNET_E2E.appUrl, serviceWorkers: 'block' as const },
  // A devnet screen's first render waits for a real chain read and the whole review (and Home
  // loads the most code): 5 s was met on an idle machine only, not beside other work.
  expect: { timeout: 10_000 * timeScale },
  workers: 1,
};
if (jsonOutput) reporter.push(['json', { outputFile: jsonOutput }]);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder on start: keep it apart from test-results/vitest.json,
  // which scripts/test.mjs reads for the closing tally. Each project has its own (below), since
  // `npm test` runs the two projects at once and neither may empty the other's.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // Two cores shared with the build and other work: one browser per project (`npm test` runs the
  // shell project in a runner of its own beside one runner for the two devnet projects).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000 * timeScale,
  expect: { timeout: 5_000 * timeScale },
  reporter,
  use: {
    baseURL,
    headless: true,
    serviceWorkers: 'allow',
    // A trace records a screencast and DOM snapshots of every action, which kept the browser and
    // its GPU process busy through every test. In CI a failed test is traced on its retry; a run
    // without retries (local) traces each test and keeps the failures'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'shell',
      testDir: 'tests/e2e/shell',
      outputDir: 'test-results/playwright-shell',
      workers: 1,
    },
    {
      ...devnetProject,
      name: 'devnet',
      testIgnore: BESIDE_DEVNET,
      outputDir: 'test-results/playwright-devnet',
    },
    {
      ...devnetProject,
      name: 'devnet-beside',
      testMatch: BESIDE_DEVNET,
      outputDir: 'test-results/playwright-devnet-beside',
    },
  ],
  webServer: [
    ...(runs('shell')
      ? [
          {
            // Serves the production build; `npm run build` (scripts/test.mjs does it) must come first.
            command: `node tests/e2e/support/static-server.mjs --port ${port} --root dist`,
            url: `${baseURL}/manifest.webmanifest`,
            reuseExistingServer: false,
            timeout: 15_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(runs('devnet', 'devnet-beside')
      ? [
          {
            // One devnet for both devnet projects: chain, contracts, gateway, seed, devnet build.
            command: 'node --import tsx tests/e2e/support/devnet-server.ts',
            url: `${DEVNET_E2E.appUrl}/manifest.webmanifest`,
            reuseExistingServer: false,
            timeout: 240_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
