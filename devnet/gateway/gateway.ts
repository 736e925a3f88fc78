import type { AddressInfo as NetAddress } from 'node:net';
import { JsonRpcProvider, getAddress } from 'ethers';
import { createAlertSink } from './alerts/alert-sink';
import { digestIntervalMs, startDailyDigest } from './alerts/email-alerts';
import { fcmConfigFromEnv } from './alerts/fcm';
import { smtpConfigFromEnv } from './alerts/smtp';
import { replayTransactions } from './chain/raw-transactions';
import { readSafeState, type SafeState } from './chain/safe-reader';
import type { GatewayContext } from './context';
import {
  canonicalContracts,
  contractNames,
  trustedDelegateCallTargets,
  type DevnetContracts,
} from './deployments';
import { createHttpServer } from './http/server';
import { Router } from './http/router';
import { Indexer } from './indexer/indexer';
import { DEVNET_SHORT_NAME, registerChainRoutes } from './routes/chains';
import { registerCollectibleRoutes } from './routes/collectibles';
import { registerContractRoutes } from './routes/contracts';
import { registerDeleteTransactionRoute } from './routes/delete-transaction';
import { FaultInjector } from './http/faults';
import { registerDevnetRoutes } from './routes/devnet';
import { registerNonceRoutes } from './routes/nonces';
import { registerProposeRoutes } from './routes/propose';
import { registerSafeRoutes } from './routes/safes';
import { registerTransactionDetailRoutes } from './routes/transaction-details';
import { registerTransactionListRoutes } from './routes/transaction-lists';
import { registerOffchainRoutes } from './routes/offchain';
import { DevnetDatabase } from './store/database';
import { safeAppsFor } from './safe-apps';

/** Options of {@link startGateway}. */
export interface StartGatewayOptions {
  /** JSON-RPC URL of the chain. */
  rpcUrl: string;
  /** Where the store and outbox live; null keeps everything in memory. */
  dataDir?: string | null;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Contract addresses (default: the canonical ones the harness deploys). */
  contracts?: DevnetContracts;
  /** Address of the devnet's 1.3.0 → 1.4.1 migration contract (trusted delegatecall target). */
  migrationAddress?: string | null;
  /** Where the chain also has the official SafeMigration (trusted for delegate calls, like the real service). */
  officialMigrationAddress?: string | null;
  /** Indexer poll interval. */
  pollMs?: number;
  /** Funded account that submits relayed transactions (relay disabled when null). */
  relayerKey?: string | null;
  /** Relays per address per 24 h. */
  relayLimit?: number;
  /** Base URL of the app, for links in e-mails, and listed as a Safe App itself. */
  appUrl?: string | null;
  /** Base URL of the devnet's apps server (the second origin of the listed Safe Apps). */
  appsUrl?: string | null;
  /** On a new chain behind a known data dir, replay its recorded transactions (default true). */
  replay?: boolean;
  /** Clock (ms), injectable for tests. */
  now?: () => number;
}

/** A running devnet gateway. */
export interface Gateway {
  url: string;
  ctx: GatewayContext;
  indexer: Indexer;
  /** Stop serving, stop indexing, persist the store. */
  close(): Promise<void>;
}

const GENESIS_KEY = 'chain.genesis';

/** Tables holding data of one chain; emptied when the chain behind the data dir was replaced. */
const CHAIN_TABLES = [
  'safes',
  'safe_owners',
  'multisig_txs',
  'confirmations',
  'module_txs',
  'transfers',
  'tokens',
  'messages',
  'message_confirmations',
  'delegates',
  'device_safes',
  'emails',
  'email_ready_sent',
  'relays',
  'chain_txs',
  'meta',
];

/** Start the gateway on loopback over a running chain. */
export async function startGateway(options: StartGatewayOptions): Promise<Gateway> {
  const db = await DevnetDatabase.open(options.dataDir ?? null);
  // No response cache: Safe state must follow the chain block by block.
  const provider = new JsonRpcProvider(options.rpcUrl, undefined, { cacheTimeout: -1 });
  const network = await provider.getNetwork();
  const genesis = (await provider.getBlock(0))?.hash ?? '';
  let quietUntilBlock = -1;
  if (db.getMeta(GENESIS_KEY) !== genesis) {
    const recorded = Number(db.get('SELECT COUNT(*) AS n FROM chain_txs')?.n ?? 0);
    if (recorded > 0 && options.replay !== false) {
      // A fresh node behind a known data dir: bring the chain back by replaying its transactions,
      // then re-index from block 0 (upserts keep every off-chain row).
      const result = await replayTransactions(provider, db);
      console.info(
        `devnet: replayed ${result.replayed} transactions (${result.skipped} already on chain)`,
      );
      db.run('DELETE FROM meta WHERE key = ?', ['indexer.block']);
      quietUntilBlock = Number(await provider.send('eth_blockNumber', []));
    } else {
      // Off-chain data refers to Safes and nonces of a chain that no longer exists: start over.
      db.transaction(() => CHAIN_TABLES.forEach((t) => db.run(`DELETE FROM ${t}`)));
    }
    db.setMeta(GENESIS_KEY, genesis);
  }
  const contracts = options.contracts ?? canonicalContracts();
  const migrationAddress = options.migrationAddress ? getAddress(options.migrationAddress) : null;
  const trusted = trustedDelegateCallTargets(contracts);
  const names = contractNames(contracts);
  if (migrationAddress) {
    trusted.add(migrationAddress);
    names.set(migrationAddress, 'SafeMigration 1.3.0 → 1.4.1');
  }
  if (options.officialMigrationAddress) {
    const official = getAddress(options.officialMigrationAddress);
    trusted.add(official);
    names.set(official, 'SafeMigration 1.4.1');
  }
  let publicUrl = '';
  const chainId = network.chainId.toString();
  const alerts = createAlertSink({
    chainId,
    db,
    dataDir: options.dataDir ?? null,
    fcm: fcmConfigFromEnv(),
    smtp: smtpConfigFromEnv(),
    publicAppUrl: options.appUrl ?? null,
    shortName: DEVNET_SHORT_NAME,
    // Read lazily: the context is built below, and alerts only fire once it serves requests.
    safeState: (safe) => ctx.safeState(safe),
  });
  const cache = new Map<string, { generation: number; state: Promise<SafeState | null> }>();
  // eslint-disable-next-line prefer-const -- assigned after the context that it reads exists
  let indexer: Indexer;
  const ctx: GatewayContext = {
    chainId: network.chainId,
    rpcUrl: options.rpcUrl,
    db,
    provider,
    contracts,
    trustedDelegateCallTargets: trusted,
    migrationAddress,
    contractNames: names,
    publicUrl: () => publicUrl,
    now: options.now ?? Date.now,
    alerts,
    relayerKey: options.relayerKey ?? null,
    relayLimit: options.relayLimit ?? 5,
    safeApps: () =>
      safeAppsFor(
        { gatewayUrl: publicUrl, appsUrl: options.appsUrl ?? null, appUrl: options.appUrl ?? null },
        network.chainId,
      ),
    safeState(address) {
      const key = getAddress(address);
      const hit = cache.get(key);
      if (hit && hit.generation === indexer.generation) return hit.state;
      const state = readSafeState(provider, key);
      cache.set(key, { generation: indexer.generation, state });
      state.catch(() => cache.delete(key));
      return state;
    },
  };
  indexer = new Indexer(ctx, options.pollMs ?? 250);
  indexer.quietUntilBlock = quietUntilBlock;

  const router = new Router();
  registerChainRoutes(router, ctx);
  registerSafeRoutes(router, ctx);
  registerNonceRoutes(router, ctx);
  registerCollectibleRoutes(router, ctx);
  registerContractRoutes(router, ctx);
  registerTransactionListRoutes(router, ctx);
  registerTransactionDetailRoutes(router, ctx);
  registerProposeRoutes(router, ctx);
  registerDeleteTransactionRoute(router, ctx);
  registerOffchainRoutes(router, ctx);
  const faults = new FaultInjector();
  registerDevnetRoutes(router, ctx, indexer, faults);

  const server = createHttpServer(
    router,
    (error) => console.error('devnet gateway error:', error),
    faults,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as NetAddress).port;
  publicUrl = `http://127.0.0.1:${port}`;
  await indexer.sync();
  indexer.start();
  const stopDigest = startDailyDigest(alerts, digestIntervalMs());

  return {
    url: publicUrl,
    ctx,
    indexer,
    async close() {
      stopDigest();
      await indexer.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await alerts.flush();
      provider.destroy();
      db.close();
    },
  };
}
