// The inputs and the answer of `actionStateOf`: what this device knows about one queued
// transaction, and what every surface shows and allows because of it.

/** The Safe as the chain reports it (`null` in the inputs: not read yet). */
export interface ChainView {
  /** The chain's `nonce()`: the next transaction the Safe executes. */
  nonce: number;
  /** The chain's `getOwners()`. */
  owners: readonly string[];
  /** The chain's `getThreshold()`. */
  threshold: number;
}

/** A risk in honest data that the signer must acknowledge before the wallet is asked. */
export interface DangerousWarning {
  code: 'REFUND_TO_OTHER' | 'NONCE_FAR_PAST_QUEUE' | 'UNUSUAL_DELEGATECALL';
  message: string;
}

/** The review's verdict on the transaction's data. */
export type ReviewVerdict =
  | { status: 'checking'; reason: string }
  | { status: 'blocked'; reason: string }
  | { status: 'ok'; dangerous?: readonly DangerousWarning[] };

/** Why the gateway no longer has a transaction it listed before. */
export type GoneReason =
  { kind: 'deleted' } | { kind: 'replaced'; nonce: number; byTxHash: string | null };

/** Gateway presence and this device's mined execution (`useTransactionLifecycle`'s answer). */
export interface TransactionLifecycle {
  gone: GoneReason | null;
  minedExecution: { txHash: string } | null;
}

/** One of this device's outbox items for the transaction. */
export interface OutboxEntry {
  kind: 'confirm-transaction' | 'delete-transaction' | 'propose-transaction';
  status: 'pending' | 'sending' | 'sent' | 'failed';
  /** The signer of a confirmation (any case). */
  signer?: string | null;
  lastError?: string | null;
}

/** Everything `actionStateOf` reads. */
export interface ActionStateInputs {
  /** The chain's nonce, owners and threshold; `null` while not read. */
  chain: ChainView | null;
  /** Owners proven by a recovered signature on the chain's owner list; `null` while not proven. */
  provenSigners: readonly string[] | null;
  verdict: ReviewVerdict;
  transaction: {
    nonce: number;
    executed: boolean;
    /** The proposer, when the gateway names one (Delete is theirs). */
    proposer?: string | null;
  };
  /** Gateway presence; absent = nothing gone, nothing mined. */
  lifecycle?: TransactionLifecycle;
  /** This device's outbox items for this transaction. */
  outbox?: readonly OutboxEntry[];
  connectedAddress: string | null;
  /** Why the wallet cannot sign here (wrong chain, not an owner…), from the wallet session. */
  walletBlocker?: string | null;
  /** Why the wallet cannot send a chain transaction (a signing-only wallet): Execute is off. */
  sendBlocker?: string | null;
  /** The signer ticked every dangerous warning. */
  dangerousAcknowledged?: boolean;
  /** A flow is running on this page: nothing else may start. */
  busy?: boolean;
  /** Why confirming and executing wait (e.g. a failed simulation not overridden yet). */
  approvalHold?: string | null;
}

/** Where a transaction stands, for every surface. */
export type ActionStatus =
  | 'checking'
  | 'blocked'
  | 'needs-confirmations'
  | 'needs-your-signature'
  | 'ready-to-execute'
  | 'waits-for-earlier-nonce'
  | 'executed'
  | 'deleted'
  | 'replaced';

/** One control: shown or not, usable or not, and why not. */
export interface ControlState {
  visible: boolean;
  enabled: boolean;
  /** Why it is disabled (or hidden in favour of a notice); null when enabled. */
  reason: string | null;
}

/** The controls of a queued transaction. */
export type ActionControl = 'confirm' | 'execute' | 'relay' | 'reject' | 'delete';

/** The answer every surface renders. */
export interface ActionState {
  status: ActionStatus;
  /** The one label every surface shows for `status`. */
  label: string;
  tone: 'pending' | 'ready' | 'muted' | 'danger' | 'success';
  /** Counted in Home's awaiting number, the awaiting filter and the app badge. */
  countsAsAwaiting: boolean;
  /** Proven confirmations against the chain's threshold; null until both are known. */
  confirmations: { proven: number; required: number } | null;
  /** Chain owners without a proven confirmation (empty until proven). */
  missingOwners: string[];
  controls: Record<ActionControl, ControlState>;
  /** Lines the details page shows above the controls. */
  notices: string[];
  /** Warnings the signer must tick before the wallet is asked (also shown on the queue row). */
  dangerous: readonly DangerousWarning[];
}
