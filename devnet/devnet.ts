import { mkdirSync } from 'node:fs';
import type { HDNodeWallet } from 'ethers';
import {
  deploySafeContracts,
  deploySafeMigration,
  installCanonicalSafeMigration,
  startChain,
  testOwners,
  type Chain,
} from './chain/index.js';
import { startAppsServer, type AppsServer } from './apps/apps-server';
import { canonicalContracts } from './gateway/deployments';
import { startGateway, type Gateway } from './gateway/gateway';
import { SeedClient } from './seed/safe-ops';
import { seedDevnet, type SeedResult } from './seed/seed';

/** Options of {@link startDevnet}. */
export interface StartDevnetOptions {
  /** Where the gateway keeps its store and outbox; null keeps them in memory. */
  dataDir?: string | null;
  /** Gateway port on 127.0.0.1 (0 = any free port). */
  port?: number;
  /** Chain port (default: any free port). */
  chainPort?: number;
  /** Seed Safes and history (default true). */
  seed?: boolean;
  /** Indexer poll interval (ms). */
  pollMs?: number;
  /** Base URL of the app, used in e-mail links and listed as a Safe App. */
  appUrl?: string | null;
  /**
   * Port of the apps server, the second origin of the listed Safe Apps (0 = any free port). Not
   * started when omitted: building its apps takes a few seconds most tests do not need.
   */
  appsPort?: number | null;
  /** Told what starts next, so `npm start` is never silent (default: nothing is told). */
  onStep?: (what: string) => void;
}

/** A test owner: address and private key (devnet only). */
export interface DevnetOwner {
  address: string;
  privateKey: string;
}

/** A running devnet: chain + gateway (+ seed). */
export interface Devnet {
  gatewayUrl: string;
  rpcUrl: string;
  chainId: bigint;
  /** Seeded Safes (empty when seeding was off). */
  safes: SeedResult | null;
  /** The test owners (accounts 0-5 of the test mnemonic). */
  owners: DevnetOwner[];
  /** Account that pays for relayed transactions. */
  relayer: DevnetOwner;
  chain: Chain;
  gateway: Gateway;
  /** The apps server's URL, when it runs. */
  appsUrl: string | null;
  /** Stop the gateway (persisting its store) and kill the chain. */
  stop(): Promise<void>;
}

const SEED_KEY = 'seed.result';
const RELAYER_INDEX = 9;

/** Start chain, contracts, gateway, and seed on first start; everything on loopback. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // The apps build while the chain starts and the contracts deploy.
  const appsStarting =
    options.appsPort === undefined || options.appsPort === null
      ? null
      : startAppsServer({ port: options.appsPort, appUrl: options.appUrl ?? null });
  // Marked handled now: a failure surfaces where it is awaited, not as an unhandled rejection.
  appsStarting?.catch(() => undefined);
  let apps: AppsServer | null = null;
  let chain: Chain;
  const step = options.onStep ?? (() => undefined);
  try {
    step('Starting the chain');
    chain = await startChain({ port: options.chainPort });
  } catch (error) {
    await appsStarting?.then((server) => server.close()).catch(() => undefined);
    throw error;
  }
  try {
    step('Deploying the Safe contracts at their canonical addresses');
    const deployments = await deploySafeContracts(chain.provider);
    const migrationAddress = await deploySafeMigration(chain.provider);
    const officialMigrationAddress = await installCanonicalSafeMigration(
      chain.provider,
      migrationAddress,
    );
    if (appsStarting) step('Building the demo Safe Apps');
    apps = appsStarting ? await appsStarting : null;
    step('Starting the gateway');
    const relayerWallet = testOwners(chain.provider, 1, RELAYER_INDEX)[0]!;
    const gateway = await startGateway({
      rpcUrl: chain.rpcUrl,
      dataDir: options.dataDir ?? null,
      port: options.port ?? 0,
      contracts: { ...canonicalContracts(), ...deployments },
      migrationAddress,
      officialMigrationAddress,
      pollMs: options.pollMs,
      relayerKey: relayerWallet.privateKey,
      appUrl: options.appUrl ?? null,
      appsUrl: apps?.url ?? null,
    });
    let safes: SeedResult | null = null;
    const stored = gateway.ctx.db.getMeta(SEED_KEY);
    if (stored) safes = JSON.parse(stored) as SeedResult;
    else if (options.seed !== false) {
      step('Seeding the Safes, their transactions and messages (first start only)');
      const client = new SeedClient(gateway.url, chain.provider, chain.chainId);
      safes = await seedDevnet(client, deployments, migrationAddress);
      gateway.ctx.db.setMeta(SEED_KEY, JSON.stringify(safes));
      gateway.ctx.db.persistNow();
    }
    const wallet = (w: HDNodeWallet): DevnetOwner => ({
      address: w.address,
      privateKey: w.privateKey,
    });
    return {
      gatewayUrl: gateway.url,
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      safes,
      owners: testOwners(chain.provider, 6).map(wallet),
      relayer: wallet(relayerWallet),
      chain,
      gateway,
      appsUrl: apps?.url ?? null,
      async stop() {
        await gateway.close();
        await apps?.close();
        await chain.stop();
      },
    };
  } catch (error) {
    await appsStarting?.then((server) => server.close()).catch(() => undefined);
    await chain.stop();
    throw error;
  }
}
