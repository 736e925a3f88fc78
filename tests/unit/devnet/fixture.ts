// The seeded devnet most suites run against: one per test file, in memory, stopped after the file.
import { JsonRpcProvider, Wallet } from 'ethers';
import { afterAll, beforeAll } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/devnet';

/** What a devnet suite works with. */
export interface SeededDevnet {
  devnet: Devnet;
  /** `<gateway>/v1/chains/31337`. */
  base: string;
  /** The seeded 2-of-3 Safe. */
  main: string;
  /** A provider that never caches (tests read state right after writing it). */
  provider: JsonRpcProvider;
  /** The test owners as wallets on that provider. */
  owners: Wallet[];
}

/** Starts a seeded in-memory devnet before the file's tests and stops it after them. */
export function useSeededDevnet(): SeededDevnet {
  const fixture = {} as SeededDevnet;
  beforeAll(async () => {
    const devnet = await startDevnet({ dataDir: null });
    const provider = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1 });
    Object.assign(fixture, {
      devnet,
      base: `${devnet.gatewayUrl}/v1/chains/31337`,
      main: devnet.safes!.main.address,
      provider,
      owners: devnet.owners.map((owner) => new Wallet(owner.privateKey, provider)),
    });
  });
  afterAll(async () => {
    fixture.provider?.destroy();
    await fixture.devnet?.stop();
  });
  return fixture;
}
