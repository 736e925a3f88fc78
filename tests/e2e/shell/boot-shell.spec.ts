// index.html's loading shell, before any script has run: painted only once the parser has read all
// of it. A shell painted in part (the spinner without its label) moved when the rest arrived, a
// layout shift Lighthouse counted on the queue.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';

// page.route does not see what a service worker answers, and the app must not replace the shell.
test.use({ serviceWorkers: 'block' });

/** Serves /welcome's page as `edit` makes it, with no script able to run. */
async function openShell(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.route('**/welcome', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
  await page.goto('/welcome');
}

const shell = (page: Page) => page.locator('#root > .loading');

test('the whole shell is shown: spinner and label', async ({ page }) => {
  await openShell(page, (html) => html);
  await expect(shell(page)).toBeVisible();
  await expect(shell(page)).toHaveText('Loading Countersign…');
});

test('a shell the parser has read only in part is not painted', async ({ page }) => {
  // The document as the parser holds it when it pauses right after the spinner.
  await openShell(page, (html) => html.slice(0, html.indexOf('<span>Loading Countersign')));
  await expect(shell(page).locator('.spinner')).toHaveCount(1);
  await expect(shell(page)).toBeHidden();
});
