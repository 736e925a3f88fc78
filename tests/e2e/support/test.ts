// The e2e specs' `test`: Playwright's own, and one automatic fixture. Playwright closes the
// contexts of its `context` and `page` fixtures when a test ends, but not those a test opens with
// `browser.newContext()` (every owner's page, a second tab): they stayed open until the worker's
// browser closed, each still running the app (its polls, its service worker). Late in the devnet
// project some 45 such renderers shared the two cores with the test that was running.
import { test as base } from '@playwright/test';

/** Playwright's `test`, closing at its end every browser context the test opened itself. */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      // Contexts opened before the test (a file's beforeAll shares one across its tests) stay.
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close({ reason: 'Test ended.' })));
    },
    { auto: true },
  ],
});
