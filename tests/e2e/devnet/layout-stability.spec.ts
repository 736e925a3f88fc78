// Nothing on the first Safe screens moves once drawn (CLS 0): the header's space is reserved, and a
// queued row keeps its size when its review replaces the gateway's unchecked words. Measured with
// the browser's own layout-shift entries on a phone (360 px) and at Lighthouse's mobile size.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

/** One layout shift the browser reported, with the elements that moved. */
interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page (not caused by input) from its first frame on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().replace(/\s+/g, '.')}` : ''}`;
    // The element, two of its ancestors and its first words: enough to find it in the code.
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const path = [node, node.parentElement, node.parentElement?.parentElement]
        .filter((element): element is Element => element instanceof Element)
        .map(name)
        .reverse()
        .join(' > ');
      return `${path} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, after two more frames (a shift is reported after its frame). */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { __shifts: Shift[] }).__shifts;
  });
}

/** Waits until every row's review has landed: no badge, count or verdict says "unchecked". */
async function reviewsLanded(page: Page) {
  await expect(page.locator('.tx-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-row-verdict]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-row-verdict="unchecked"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-unchecked], [data-confirmations="unchecked"]')).toHaveCount(0);
  await headerBarLanded(page);
}

/** Waits until the header's Safe and wallet bar replaced the plain Safe text. */
async function headerBarLanded(page: Page) {
  await expect(page.getByRole('banner').getByTestId('safe-switcher')).toBeVisible({
    timeout: 20_000,
  });
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 412, height: 823 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the queue does not move when its reviews land', async ({ page }) => {
      const safe = safeParam(devnetInfo().safes.main.address);
      await recordShifts(page);
      await page.goto(`/transactions/queue?safe=${safe}`);
      await reviewsLanded(page);
      expect(await shiftsSoFar(page)).toEqual([]);
    });

    test('history does not move when the header bar and its rows land', async ({ page }) => {
      const safe = safeParam(devnetInfo().safes.main.address);
      await recordShifts(page);
      await page.goto(`/transactions/history?safe=${safe}`);
      await expect(page.locator('.tx-row').first()).toBeVisible({ timeout: 20_000 });
      await headerBarLanded(page);
      expect(await shiftsSoFar(page)).toEqual([]);
    });
  });
}
