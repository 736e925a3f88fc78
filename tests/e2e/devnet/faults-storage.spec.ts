// This device's storage under stress: a full device (IndexedDB writes refused with
// QuotaExceededError, stubbed in an init script) is said on screen and the app keeps working; two
// tabs editing the address book at once lose nothing.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';
import { collectErrors } from '../support/faults';

// Exercises the service worker, which the devnet projects block unless a spec asks for it.
test.use({ serviceWorkers: 'allow' });

const bookUrl = () =>
  `/address-book?safe=${encodeURIComponent(safeParam(devnetInfo().safes.main.address))}`;

async function addEntry(page: Page, name: string, address: string) {
  const add = page.getByRole('form', { name: 'Add an entry' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Address').fill(address);
  await add.getByRole('button', { name: 'Add' }).click();
}

test('a full device is shown, not a crash: the screens still show data, a refused entry is kept in the form', async ({
  page,
}) => {
  const { safes, owners } = devnetInfo();
  const log = collectErrors(page);
  // The browser's own error for a full device, on every write to the saved queries and the book.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if (this.name === 'queries' || this.name === 'addressBook') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  });
  await page.goto(`/home?safe=${encodeURIComponent(safeParam(safes.main.address))}`);
  await expect(page.getByTestId('threshold')).toBeVisible();
  await expect(page.getByText('This device is out of storage space.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear saved data' })).toBeVisible();

  await page.goto(bookUrl());
  await addEntry(page, 'Frank', owners[3]!);
  const add = page.getByRole('form', { name: 'Add an entry' });
  await expect(add).toContainText('Not saved');
  // What was typed stays in the form.
  await expect(add.getByLabel('Name')).toHaveValue('Frank');
  expect(log.errors, 'no unhandled errors').toEqual([]);
});

test('two tabs adding address-book entries at once lose nothing', async ({ context }) => {
  const { owners } = devnetInfo();
  const first = await context.newPage();
  const second = await context.newPage();
  const logs = [collectErrors(first), collectErrors(second)];
  await first.goto(bookUrl());
  await second.goto(bookUrl());
  // Both forms are open on the same list; each adds its own entry.
  await Promise.all([addEntry(first, 'Grace', owners[2]!), addEntry(second, 'Heidi', owners[3]!)]);
  await expect(first.getByTestId('address-book')).toContainText('Grace');
  await expect(second.getByTestId('address-book')).toContainText('Heidi');
  for (const page of [first, second]) {
    await page.reload();
    const list = page.getByTestId('address-book');
    await expect(list).toContainText('Grace');
    await expect(list).toContainText('Heidi');
  }
  // A third entry in one tab while the other still shows the list: both kept after reloads.
  await addEntry(second, 'Ivan', owners[4]!);
  await addEntry(first, 'Judy', owners[5]!);
  // An entry is listed once its write has committed; a reload before that would abort the write
  // (a closing page's IndexedDB transactions are aborted), which is not what this test is about.
  await expect(second.getByTestId('address-book')).toContainText('Ivan');
  await expect(first.getByTestId('address-book')).toContainText('Judy');
  for (const page of [first, second]) {
    await page.reload();
    const list = page.getByTestId('address-book');
    for (const name of ['Grace', 'Heidi', 'Ivan', 'Judy']) await expect(list).toContainText(name);
  }
  expect(
    logs.flatMap((log) => log.errors),
    'no unhandled errors',
  ).toEqual([]);
});
