#!/usr/bin/env node
// Takes the manifest's store screenshots of the built app with Debian's Chromium (playwright-core):
// a narrow (phone, 360×640 at 2×) and a wide (desktop, 1280×800) one.
// Usage: node scripts/make-screenshots.mjs   (builds first when dist/ is missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SAFE = 'eth:0x220866B1A2219f40e72f5c628B65D54268cA3A9D';
const OUT_DIR = 'public/screenshots';
const SHOTS = [
  {
    file: 'narrow.png',
    path: `/transactions/queue?safe=${SAFE}`,
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
  },
  {
    file: 'wide.png',
    path: `/home?safe=${SAFE}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  },
];

if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the e2e static server on a free port and resolves its base URL. */
function startServer() {
  const server = spawn('node', ['tests/e2e/support/static-server.mjs', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    server.stdout.on('data', (data) => {
      const match = /(http:\/\/[^\s]+)\//.exec(String(data));
      if (match) resolve({ server, baseUrl: match[1] });
    });
  });
}

const { server, baseUrl } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.deviceScaleFactor,
      colorScheme: 'light',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(baseUrl + shot.path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      [...globalThis.document.images].every((image) => image.complete),
    );
    await page.screenshot({ path: `${OUT_DIR}/${shot.file}` });
    const { width, height } = shot.viewport;
    console.info(
      `${OUT_DIR}/${shot.file} ${width * shot.deviceScaleFactor}×${height * shot.deviceScaleFactor}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
