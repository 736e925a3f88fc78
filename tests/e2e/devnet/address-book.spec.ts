// Address book on the devnet: add (with validation), the name shown wherever the address is,
// edit, delete, CSV import with a bad row reported by line, and export.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devnetInfo, safeParam } from '../support/devnet';

test('add with validation, name shown on Home, edit and delete', async ({ page }) => {
  const { safes, owners, shortName } = devnetInfo();
  const owner = owners[1] as string;
  await page.goto(`/address-book?safe=${safeParam(safes.main.address)}`);
  const add = page.getByRole('form', { name: 'Add an entry' });
  await add.getByLabel('Name').fill('Bob');
  await add.getByLabel('Address').fill(owner.replace('70997970C5', '70997970c5'));
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('alert')).toContainText('checksum');

  await add.getByLabel('Address').fill(`eth:${owner}`);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('alert')).toContainText('another chain');

  await add.getByLabel('Address').fill(`${shortName}:${owner.toLowerCase()}`);
  await add.getByRole('button', { name: 'Add' }).click();
  const list = page.getByTestId('address-book');
  await expect(list).toContainText('Bob');
  await expect(list).toContainText(owner);

  // A second entry for the same address is refused with the existing name.
  await add.getByLabel('Name').fill('Robert');
  await add.getByLabel('Address').fill(owner);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('alert')).toContainText('already in the address book as “Bob”');

  await page.goto(`/home?safe=${safeParam(safes.main.address)}`);
  await expect(page.getByTestId('owners')).toContainText('Bob');

  await page.goto(`/address-book?safe=${safeParam(safes.main.address)}`);
  await page.getByRole('button', { name: 'Edit Bob' }).click();
  const edit = page.getByRole('form', { name: 'Edit Bob' });
  await edit.getByLabel('Name').fill('x'.repeat(51));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('at most 50');
  await edit.getByLabel('Name').fill('Bob (owner 1)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(list).toContainText('Bob (owner 1)');

  await page.getByRole('button', { name: 'Delete Bob (owner 1)' }).click();
  await page.getByRole('button', { name: 'Delete Bob (owner 1)' }).click();
  await expect(page.getByText('No entries on this chain yet.')).toBeVisible();
});

test('CSV import reports a bad row by line, imports the rest, and export round-trips', async ({
  page,
}) => {
  const { safes, owners, chainId } = devnetInfo();
  await page.goto(`/address-book?safe=${safeParam(safes.main.address)}`);
  const csv = [
    'address,name,chainId',
    `${owners[0]},"Alice, CEO",${chainId}`,
    `0x1234,Broken,${chainId}`,
    `${owners[2]},Carol,${chainId}`,
  ].join('\n');
  await page.getByLabel(/Import a CSV file/).setInputFiles({
    name: 'book.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-errors')).toContainText('Line 3: address');
  // Nothing is written before the user confirms.
  await expect(page.getByText('No entries on this chain yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 entries, skip 1' }).click();
  await expect(page.getByText('Imported 2 entries.')).toBeVisible();
  const list = page.getByTestId('address-book');
  await expect(list).toContainText('Alice, CEO');
  await expect(list).toContainText('Carol');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 2 entries' }).click();
  const file = await (await download).path();
  const exported = readFileSync(file, 'utf8');
  expect(exported.split('\r\n')[0]).toBe('address,name,chainId');
  expect(exported).toContain(`${owners[0]},"Alice, CEO",${chainId}`);
  expect(exported).toContain(`${owners[2]},Carol,${chainId}`);
});

test('two tabs editing the book keep both entries and see each other’s changes', async ({
  context,
}) => {
  const { safes, owners } = devnetInfo();
  const url = `/address-book?safe=${safeParam(safes.main.address)}`;
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto(url);
  await second.goto(url);
  const add = async (page: typeof first, name: string, address: string) => {
    const form = page.getByRole('form', { name: 'Add an entry' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Address').fill(address);
    await form.getByRole('button', { name: 'Add' }).click();
  };
  await add(first, 'From tab one', owners[4] as string);
  await add(second, 'From tab two', owners[5] as string);
  // Each tab shows both without a reload (one record per entry, change notices between tabs).
  for (const page of [first, second]) {
    await expect(page.getByTestId('address-book')).toContainText('From tab one');
    await expect(page.getByTestId('address-book')).toContainText('From tab two');
  }
});
