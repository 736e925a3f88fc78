import type { JsonRpcProvider } from 'ethers';
import type { SafeState } from './chain/safe-reader';
import type { DevnetContracts } from './deployments';
import type { DevnetDatabase } from './store/database';
import type { AlertSink } from './alerts/alert-sink';
import type { SafeAppData } from '../../src/gateway/types';

/** Everything a route handler, mapper or the indexer needs; one per running gateway. */
export interface GatewayContext {
  readonly chainId: bigint;
  readonly rpcUrl: string;
  readonly db: DevnetDatabase;
  readonly provider: JsonRpcProvider;
  readonly contracts: DevnetContracts;
  /** Delegatecall targets the devnet trusts (MultiSend, SignMessageLib, CreateCall, migration). */
  readonly trustedDelegateCallTargets: ReadonlySet<string>;
  /** The devnet's own 1.3.0 → 1.4.1 migration contract, when deployed. */
  readonly migrationAddress: string | null;
  /** Names shown for known contracts. */
  readonly contractNames: ReadonlyMap<string, string>;
  /** The gateway's own base URL (for the explorer templates). */
  readonly publicUrl: () => string;
  /** Current time in ms (injectable for tests). */
  readonly now: () => number;
  /** Live Safe state, cached until the indexer moves on. */
  readonly safeState: (address: string) => Promise<SafeState | null>;
  /** Alerts (push + e-mail) for events. */
  readonly alerts: AlertSink;
  /** Private key of the funded relayer account, when relaying is enabled. */
  readonly relayerKey: string | null;
  /** Relays per address per 24 h. */
  readonly relayLimit: number;
  /** The Safe Apps listed for the chain (URLs follow the ports the devnet runs on). */
  readonly safeApps: () => SafeAppData[];
}
