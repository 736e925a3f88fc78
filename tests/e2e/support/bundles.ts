// Shared by the bundle specs: sharing a bundle from the "Share signatures" card (file or link),
// importing a file on /bundles, opening the review, an owner page whose gateway is a fault proxy,
// a plain SafeTx bundle for a Safe, and the on-chain effect of an execution.
import { expect, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { Contract } from 'ethers';
import { createBundle, type SignedBundle } from '../../../src/safe/bundle';
import { devnetInfo, safeParam } from './devnet';
import { useGateway } from './faults';
import { provider } from './signing';
import { connectFromHeader } from './wallet';

const ZERO = '0x0000000000000000000000000000000000000000';

/** An unsigned bundle of a plain transfer from `address` (Safe 1.4.1 on the devnet). */
export function transferBundle(
  address: string,
  to: string,
  value: bigint,
  nonce = 0n,
): SignedBundle {
  return createBundle({
    chainId: devnetInfo().chainId,
    safeAddress: address,
    safeVersion: '1.4.1',
    signatures: [],
    transaction: {
      to,
      value,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: ZERO,
      refundReceiver: ZERO,
      nonce,
    },
  });
}

/** Downloads the bundle file from the page's "Share signatures" card; returns its path and text. */
export async function downloadBundle(page: Page): Promise<{ path: string; text: string }> {
  const share = page.getByTestId('share-signatures');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download bundle file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.countersign\.json$/);
  const path = await download.path();
  return { path, text: await readFile(path, 'utf8') };
}

/** Makes the bundle link on the page's "Share signatures" card and returns it. */
export async function copyBundleLink(page: Page): Promise<string> {
  await page.getByTestId('share-signatures').getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByTestId('bundle-link').inputValue();
  expect(link).toMatch(/\/bundles#b=[A-Za-z0-9_-]+$/);
  return link;
}

/** Imports a bundle file on /bundles. */
export async function importFile(page: Page, path: string): Promise<void> {
  await page.goto('/bundles');
  await page.getByLabel('Bundle file').setInputFiles(path);
  await expect(page.getByTestId('bundle-imported')).toBeVisible();
}

/** Pastes bundle text (or a link) on /bundles and imports it. */
export async function importText(page: Page, text: string): Promise<void> {
  await page.goto('/bundles');
  await page.getByLabel('Paste a link or bundle').fill(text);
  await page.getByRole('button', { name: 'Import' }).click();
}

/** Opens the review of the transaction just imported. */
export const openReview = (page: Page) =>
  page.getByTestId('bundle-imported').getByRole('link', { name: 'Review the transaction' }).click();

/**
 * An owner page whose gateway is `gatewayUrl` (a fault proxy); with `address`, that Safe is loaded
 * once through it (else the gateway only ever gave this device the chain list).
 */
export async function ownerBehindGateway(
  browser: Browser,
  gatewayUrl: string,
  owner: string,
  address?: string,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useGateway(page, gatewayUrl);
  await connectFromHeader(page, owner);
  if (address) {
    await page.goto(`/home?safe=${encodeURIComponent(safeParam(address))}`);
    await expect(page.getByText(address).first()).toBeVisible();
  }
  return page;
}

/** The transfer reached `recipient` and the Safe's nonce moved to 1. */
export async function expectExecutedOnChain(address: string, recipient: string, value: bigint) {
  const rpc = provider();
  expect(await rpc.getBalance(recipient)).toBe(value);
  const safe = new Contract(address, ['function nonce() view returns (uint256)'], rpc);
  expect(await safe.getFunction('nonce')()).toBe(1n);
}
