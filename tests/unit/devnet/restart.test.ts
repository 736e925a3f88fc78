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
  devnet = await startDevnet({ dataDir, onStep: (what) => firstSteps.push(what) });
});
let restarted: Devnet | null = null;
const firstSteps: string[] = [];

afterAll(async () => {
  await gateway?.close();
  await devnet?.chain.stop();
  await restarted?.stop();
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
    expect(gateway.ctx.db.schemaVersion).toBe(3);
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

  it('brings a fresh chain back by replaying the recorded transactions (npm start restart)', async () => {
    const main = devnet.safes!.main.address;
    const before = `${gateway!.url}/v1/chains/31337/safes/${main}`;
    const ids = (page: TransactionListPage) =>
      page.results.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction.id] : []));
    const queueBefore = await call<TransactionListPage>(`${before}/transactions/queued`);
    const historyBefore = await call<TransactionListPage>(
      `${before}/transactions/history?cursor=limit%3D100%26offset%3D0`,
    );
    const infoBefore = await call<{ nonce: number; owners: unknown[] }>(before);
    await gateway!.close();
    gateway = null;
    await devnet.chain.stop();

    const restartSteps: string[] = [];
    restarted = await startDevnet({ dataDir, onStep: (what) => restartSteps.push(what) });
    expect(restarted.safes).toEqual(devnet.safes);
    // npm start names each step; the seed only on the first start.
    expect(firstSteps[0]).toBe('Starting the chain');
    expect(firstSteps.at(-1)).toMatch(/^Seeding the Safes/);
    expect(restartSteps).toContain('Starting the gateway');
    expect(restartSteps.some((what) => what.startsWith('Seeding'))).toBe(false);
    const after = `${restarted.gatewayUrl}/v1/chains/31337/safes/${main}`;
    const info = await call<{ nonce: number; owners: unknown[] }>(after);
    expect(info.body.nonce).toBe(infoBefore.body.nonce);
    expect(info.body.owners).toEqual(infoBefore.body.owners);
    expect(ids((await call<TransactionListPage>(`${after}/transactions/queued`)).body)).toEqual(
      ids(queueBefore.body),
    );
    expect(
      ids(
        (
          await call<TransactionListPage>(
            `${after}/transactions/history?cursor=limit%3D100%26offset%3D0`,
          )
        ).body,
      ),
    ).toEqual(ids(historyBefore.body));
    // Re-indexing the replayed blocks sends no alerts a second time.
    expect(restarted.gateway.ctx.alerts.outbox().length).toBe(0);
  });
});
