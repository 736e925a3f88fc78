// Shared by the signing specs: a NEW Safe per test (the seeded Safes other specs read stay as they
// are), owner pages in their own browser contexts, and plain gateway reads.
import { test, type Browser, type Page } from '@playwright/test';
import { JsonRpcProvider, randomBytes, toBigInt, type HDNodeWallet } from 'ethers';
import { createSafe, testOwners } from '../../../devnet/chain';
import { SeedClient } from '../../../devnet/seed/safe-ops';
import { devnetInfo, safeParam } from './devnet';
import { connectFromHeader } from './wallet';

/** A JSON-RPC provider on the devnet chain. */
export const provider = () =>
  new JsonRpcProvider(devnetInfo().rpcUrl, undefined, {
    staticNetwork: true,
    // ethers answers a repeated request from a 250 ms cache: a second send right after a mined one
    // would reuse its nonce.
    cacheTimeout: -1,
  });

/**
 * The first of the three test accounts that own the running project's new Safes. The two devnet
 * projects run at once on one chain: each sends from accounts of its own, so neither reuses the
 * other's nonce nor sees the other's Safes in its owners' lists.
 */
function newSafeOwnerOffset(): number {
  return test.info().project.name === 'devnet-beside' ? 6 : 3;
}

/** A new Safe of three test owners (#3..#5; #6..#8 in `devnet-beside`), funded with 1 ETH. */
export async function newSafe(threshold: number) {
  const { gatewayUrl, chainId } = devnetInfo();
  const rpc = provider();
  const owners = testOwners(rpc, 3, newSafeOwnerOffset());
  const address = await createSafe({
    signer: owners[0]!,
    owners: owners.map((o) => o.address),
    threshold,
    version: '1.4.1',
    saltNonce: toBigInt(randomBytes(8)),
  });
  // An explicit nonce: the provider's pending count can lag right after the creation.
  const nonce = await rpc.getTransactionCount(owners[0]!.address, 'latest');
  await (await owners[0]!.sendTransaction({ to: address, value: 10n ** 18n, nonce })).wait();
  const client = new SeedClient(gatewayUrl, rpc, BigInt(chainId));
  await client.sync();
  return { address, owners, client, rpc, safe: { address, version: '1.4.1' } };
}

/** A page in its own browser context with the devnet signer connected as `owner`. */
export async function ownerPage(browser: Browser, owner: HDNodeWallet): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/welcome');
  // The wallet is connected from the header's dialog, as a user does.
  await connectFromHeader(page, owner.address);
  return page;
}

/** The app's details route of a queued transaction. */
export const txUrl = (safe: string, id: string) =>
  `/transactions/tx?safe=${encodeURIComponent(safeParam(safe))}&id=${id}`;

/** The app's details route of a message. */
export const messageUrl = (safe: string, messageHash: string) =>
  `/transactions/msg?safe=${encodeURIComponent(safeParam(safe))}&messageHash=${messageHash}`;

/** GET on the devnet gateway: status and parsed body (null when empty). */
export async function gatewayJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${devnetInfo().gatewayUrl}${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The gateway's transaction details, as far as the signing specs read them. */
export type Details = {
  detailedExecutionInfo: { confirmations: { signer: { value: string } }[] };
};
