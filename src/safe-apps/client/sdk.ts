// The app-side client with the public Safe Apps SDK's API surface: `new SafeAppsSDK(options)` and
// its `txs`, `safe`, `eth` and `wallet` parts over one communicator.
import { createCommunicator, type Communicator, type CommunicatorOptions } from './communicator';
import { Eth } from './eth';
import { Safe } from './safe';
import { Txs } from './txs';
import { Wallet } from './wallet';

/** Options of the client (the public SDK's `allowedDomains` and `debug`, plus ours). */
export type SafeAppsSDKOptions = CommunicatorOptions;

/** The client a Safe App uses to talk to its host. */
export class SafeAppsSDK {
  /** The channel to the host. */
  readonly communicator: Communicator;
  /** Chain reads through the host. */
  readonly eth: Eth;
  /** Transactions and signing requests. */
  readonly txs: Txs;
  /** The Safe, its chain, balances, address book, message checks. */
  readonly safe: Safe;
  /** Permissions. */
  readonly wallet: Wallet;

  /** Starts listening to the host (nothing is sent until a call is made). */
  constructor(options: SafeAppsSDKOptions = {}) {
    this.communicator = createCommunicator(options);
    this.eth = new Eth(this.communicator);
    this.txs = new Txs(this.communicator);
    this.safe = new Safe(this.communicator);
    this.wallet = new Wallet(this.communicator);
  }

  /** Stops listening; pending requests reject. */
  close(): void {
    this.communicator.close();
  }
}
