// History on the seeded devnet: day headings, every seeded txInfo type in words, statuses, the
// creation last, filters kept in the URL, and the CSV export.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

const historyUrl = (address: string, filter?: string) =>
  `/transactions/history?safe=${safeParam(address)}${filter ? `&filter=${filter}` : ''}`;

/** Texts of every row, scrolling through the virtualised list to the end. */
async function allRowTexts(page: Page): Promise<string[]> {
  const seen = new Map<number, string>();
  for (let step = 0; step < 50; step += 1) {
    const rows = await page
      .getByRole('list', { name: 'Executed transactions' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => [Number(item.getAttribute('aria-posinset')), item.textContent ?? '']),
      );
    for (const [index, text] of rows) seen.set(index as number, text as string);
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY === before;
    });
    if (atEnd) break;
    await page.waitForTimeout(100);
  }
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

test.describe('history', () => {
  test('says every seeded transaction in words, with day headings and the creation last', async ({
    page,
  }) => {
    await page.goto(historyUrl(devnetInfo().safes.main.address));
    const list = page.getByRole('list', { name: 'Executed transactions' });
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(
      /^(Today|Yesterday|[A-Z][a-z]{2} \d{1,2}, \d{4})$/,
    );
    const texts = await allRowTexts(page);
    const all = texts.join('\n');
    for (const words of [
      'Received 10 ETH',
      'Received 1,000 TST',
      'Sent 1 ETH',
      'Sent 10 TST',
      'Sent Test',
      'Add owner',
      'Replace owner',
      'Remove owner',
      'Change threshold',
      'Enable module',
      'Executed by module',
      'Disable module',
      'Set guard',
      'Remove guard',
      'Set fallback handler',
      'Batch of 2 actions',
      'Sent 1,000,000 TST',
      'Failed',
      'Success',
    ]) {
      expect(all, words).toContain(words);
    }
    expect(texts.at(-1)).toContain('Safe created');
  });

  test('names the implementation change of the migrated Safe', async ({ page }) => {
    await page.goto(historyUrl(devnetInfo().safes.migrated.address));
    const row = page.locator('.tx-row', { hasText: 'Change implementation' });
    await expect(row).toContainText('Change the Safe implementation to SafeL2 1.4.1');
  });

  test('filters by kind and keeps the filter across a reload', async ({ page }) => {
    const { main } = devnetInfo().safes;
    await page.goto(historyUrl(main.address));
    const filters = page.getByRole('navigation', { name: 'Filter the history' });
    await filters.getByRole('link', { name: 'Incoming' }).click();
    await expect(page).toHaveURL(/filter=incoming/);
    await page.reload();
    await expect(filters.getByRole('link', { name: 'Incoming' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const incoming = await allRowTexts(page);
    const incomingRows = incoming.filter((text) => !/^(Today|Yesterday|\w{3} \d)/.test(text));
    expect(incomingRows.length).toBeGreaterThan(0);
    for (const text of incomingRows) expect(text).toContain('Received');

    await page.goto(historyUrl(main.address, 'module'));
    await expect(page.locator('.tx-row')).toHaveCount(1);
    await expect(page.locator('.tx-row')).toContainText('Executed by module');

    await page.goto(historyUrl(main.address, 'outgoing'));
    await expect(page.locator('.tx-row').first()).toBeVisible();
    const outgoing = (await allRowTexts(page)).join('\n');
    expect(outgoing).not.toContain('Received');
    expect(outgoing).toContain('Add owner');
  });

  test('exports the loaded history as a CSV file', async ({ page }) => {
    const { main } = devnetInfo().safes;
    await page.goto(historyUrl(main.address));
    const button = page.getByRole('button', { name: /Export loaded \(\d+\) as CSV/ });
    await expect(button).toBeVisible();
    const count = Number((await button.textContent())?.match(/\((\d+)\)/)?.[1]);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^history-hh-0x[0-9a-fA-F]{40}-all-.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,txId,type,direction,from,to,amount,token,status,txHash,description',
    );
    expect(lines).toHaveLength(count + 1);
    expect(csv).toContain('Creation: Safe created');
    expect(csv).toContain('SettingsChange: Add owner');
    expect(csv).toMatch(
      /Transfer: Sent,OUTGOING,0x[0-9a-fA-F]{40},0x[0-9a-fA-F]{40},1000000,TST,FAILED/,
    );
    expect(csv).toMatch(
      /Transfer: Received,INCOMING,0x[0-9a-fA-F]{40},0x[0-9a-fA-F]{40},10,ETH,SUCCESS/,
    );
    await expect(
      page.getByRole('status').filter({ hasText: `Exported ${count} transactions.` }),
    ).toBeVisible();
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(historyUrl(devnetInfo().safes.main.address));
    await expect(page.locator('.tx-row').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
