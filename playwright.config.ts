// End-to-end tests in Debian's Chromium against the built app (dist/, served by our own static
// server so tests can publish a new service worker). Projects: `shell` now; `devnet` joins later.
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [['list']];
if (jsonOutput) reporter.push(['json', { outputFile: jsonOutput }]);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder on start: keep it apart from test-results/vitest.json,
  // which scripts/test.mjs reads for the closing tally.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // Two cores shared with the build and other work: one browser at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter,
  use: {
    baseURL,
    headless: true,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'shell',
      testDir: 'tests/e2e/shell',
    },
  ],
  webServer: {
    // Serves the production build; `npm run build` (scripts/test.mjs does it) must come first.
    command: `node tests/e2e/support/static-server.mjs --port ${port} --root dist`,
    url: `${baseURL}/manifest.webmanifest`,
    reuseExistingServer: false,
    timeout: 15_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
