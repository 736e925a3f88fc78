// How we launch Debian's Chromium (see docs: never `npx playwright install` on these machines).
import type { LaunchOptions } from '@playwright/test';

/** Launch options shared by playwright.config.ts and tests that launch their own context. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
