// Persistence and load: the gateway restarts on the same data dir and chain, keeps its off-chain data,
// catches up with blocks mined while it was down, and serves 200 concurrent reads.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafeMessageListPage, TransactionListPage } from '../../../src/gateway';
import { startDevnet, type Devnet } from '../../../devnet/devnet';
import { startGateway, type Gateway } from '../../../devnet/gateway/gateway';
import { call } from './http';

let devnet: Devnet;
let dataDir: string;
let gateway: Gateway | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devnet-restart-'));
  devnet = await startDevnet({ dataDir });
});
afterAll(async () => {
  await gateway?.close();
  await devnet?.chain.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps off-chain data and indexes what was mined while it was down', async () => {
    const main = devnet.safes!.main.address;
    const queueBefore = await call<TransactionListPage>(
      `${devnet.gatewayUrl}/v1/chains/31337/safes/${main}/transactions/queued`,
    );
    const contracts = devnet.gateway.ctx.contracts;
    const migrationAddress = devnet.gateway.ctx.migrationAddress;
    await devnet.gateway.close();
    expect(existsSync(join(dataDir, 'gateway.sqlite'))).toBe(true);

    // Mined while the gateway is down: an incoming transfer.
    const sender = new Wallet(devnet.owners[3]!.privateKey, devnet.chain.provider);
    const sent = await sender.sendTransaction({ to: main, value: parseEther('0.2') });
    await sent.wait();

    gateway = await startGateway({ rpcUrl: devnet.rpcUrl, dataDir, contracts, migrationAddress });
    expect(gateway.ctx.db.schemaVersion).toBe(1);
    const base = `${gateway.url}/v1/chains/31337/safes/${main}`;
    const queueAfter = await call<TransactionListPage>(`${base}/transactions/queued`);
    expect(queueAfter.body.results).toEqual(queueBefore.body.results);
    const messages = await call<SafeMessageListPage>(`${base}/messages`);
    expect(messages.body.count).toBe(2);
    const history = await call<TransactionListPage>(`${base}/transactions/history`);
    const newest = history.body.results.find((i) => i.type === 'TRANSACTION');
    expect(newest && 'transaction' in newest ? newest.transaction.txHash : null).toBe(sent.hash);
  });

  it('serves 200 concurrent reads on loopback', async () => {
    const main = devnet.safes!.main.address;
    const base = `${gateway!.url}/v1/chains/31337`;
    const paths = [
      `/safes/${main}`,
      `/safes/${main}/transactions/queued`,
      `/safes/${main}/transactions/history`,
      `/safes/${main}/balances/usd`,
      ``,
    ];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => fetch(`${base}${paths[i % paths.length]}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200));
    await Promise.all(answers.map((a) => a.arrayBuffer()));
  });
});
