// The records the `countersign` database stores, one type per store (db.ts holds the schema and
// its migrations).

/**
 * A signed bundle held on this device. The bundle is kept as its documented JSON text
 * (docs/bundle-format.md), so a reader re-parses and re-checks it like any incoming bundle.
 */
export interface BundleRecord {
  /** `${chainId}:${safe}:${hash}`, the key. */
  id: string;
  chainId: string;
  /** Checksummed Safe address. */
  safe: string;
  /** The safeTxHash or SafeMessage hash the signatures are over (lower-case hex). */
  hash: string;
  kind: 'transaction' | 'message';
  /** The SafeTx nonce as a decimal string; null for messages. */
  nonce: string | null;
  /** The bundle's JSON text. */
  text: string;
  /** How many signatures it holds (for lists, without parsing). */
  signatureCount: number;
  /** ms since epoch of the last change. */
  updatedAt: number;
}

/** One permission of an app origin (the EIP-2255 shape the Safe Apps SDK reads). */
export interface SafeAppPermissionRecordEntry {
  parentCapability: string;
  invoker: string;
  /** ms since epoch. */
  date: number;
  /** `[{ type: 'userRestricted', value: true }]` when the user refused. */
  caveats: { type: string; value?: unknown }[];
}

/** Everything one app origin was granted or refused. */
export interface SafeAppPermissionsRecord {
  /** The app's origin (`https://app.example`), the key. */
  origin: string;
  permissions: SafeAppPermissionRecordEntry[];
}

/** A Safe App pinned on one chain. */
export interface PinnedSafeAppRecord {
  chainId: string;
  url: string;
  /** ms since epoch. */
  pinnedAt: number;
}

/** What the user decided about an app that is not on the gateway's list. */
export interface CustomSafeAppRecord {
  /** The app's origin, the key. */
  origin: string;
  /** The URL last opened from this origin. */
  url: string;
  /** The manifest's name when it was read (plain text). */
  name: string | null;
  /** true: opened knowingly; false: the user declined. */
  trusted: boolean;
  /** ms since epoch. */
  decidedAt: number;
}

/** A new-transaction form as the user left it (structured clone: plain data, bigint allowed). */
export interface DraftRecord {
  id: string;
  chainId: string;
  /** Checksummed Safe address. */
  safe: string;
  /** `${chainId}:${safe}`, for listing and evicting one Safe's drafts. */
  safeKey: string;
  /** Which flow it belongs to (send, owners, custom call, batch…). */
  kind: string;
  /** The flow's own form state. */
  form: Record<string, unknown>;
  /** ms since epoch. */
  updatedAt: number;
}

/** An ABI the user supplied for one contract; it decodes that contract's calls on this device. */
export interface UserAbiRecord {
  chainId: string;
  /** Checksummed contract address. */
  address: string;
  /** The ABI as JSON text (a parsed ABI is rebuilt from it). */
  abi: string;
  /** Optional name the user gave the contract. */
  name: string | null;
  /** ms since epoch. */
  savedAt: number;
}

/** One cached gateway response (GET only), as the service worker stored it. */
export interface GatewayCacheRecord {
  /** The full request URL (the key). */
  url: string;
  /** `${chainId}:${safeAddress}` when the URL belongs to one Safe, else `''` (eviction per Safe). */
  safeKey: string;
  status: number;
  headers: Record<string, string>;
  body: ArrayBuffer;
  /** Body length in bytes, summed for the size limit. */
  size: number;
  /** ms since epoch. */
  storedAt: number;
}

/** Which pushes one Safe should show on this device. */
export interface NotificationPrefsRecord {
  chainId: string;
  /** Checksummed Safe address. */
  safe: string;
  enabled: boolean;
  /** Push type (spec vocabulary) → shown; a type absent here is shown. */
  types: Record<string, boolean>;
  /** ms since epoch of the last successful registration with the gateway; null = not registered. */
  registeredAt: number | null;
  /**
   * What the worker needs to word and link a notification without the network, saved when the
   * Safe is registered (optional: added after v4 shipped).
   */
  display?: NotificationDisplay;
}

/** Names a notification shows for one Safe (plain text; never markup). */
export interface NotificationDisplay {
  /** Address-book name of the Safe, if any. */
  safeName: string | null;
  chainName: string;
  /** EIP-3770 prefix, for the `?safe=` of the link the notification opens. */
  shortName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

/** Where an outbox item stands; `sending` carries a lease so a crashed sender is retried. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** What an outbox item asks the gateway to do. */
export type OutboxKind =
  | 'propose-transaction'
  | 'confirm-transaction'
  | 'delete-transaction'
  | 'propose-message'
  | 'confirm-message';

/** One write to the gateway, stored before it is sent (structured clone: plain data only). */
export interface OutboxRecord {
  /** Unique per write; the same signature twice has the same id, so it is stored once. */
  id: string;
  kind: OutboxKind;
  chainId: string;
  /** Checksummed Safe address. */
  safe: string;
  /** The request body exactly as it is sent, plus the path parameters it needs. */
  request: Record<string, unknown>;
  /** A few words for the UI ("Confirmation of nonce 4"). */
  label: string;
  /** ms since epoch. */
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** While `sending`: until when (ms) this sender owns the item; afterwards another may take it. */
  leaseUntil: number | null;
  /** ms since epoch, once sent. */
  sentAt: number | null;
  /**
   * Why the item ended without being sent, in words (its transaction was deleted or replaced):
   * a `failed` item with a reason is final, never retried. Absent in records written before it.
   */
  endReason?: string | null;
  /**
   * The gateway this write was made against (base URL): every sender — this page, another tab,
   * the worker — sends it there, whatever it reads as the current gateway. Absent in records
   * written before it (they go to the sender's gateway).
   */
  gatewayUrl?: string;
}

/** A persisted query as the `queries` store holds it (structured clone, never JSON). */
export interface PersistedQueryRecord {
  /** The TanStack PersistedQuery object (buster, queryHash, queryKey, state). */
  query: unknown;
  /** `${chainId}:${safeAddress}` when the query belongs to one Safe, else `''` (slicing, eviction). */
  safeKey: string;
  /** When this record was written (ms since epoch); oldest go first under quota pressure. */
  updatedAt: number;
}

/** One named address on one chain (Safe{Wallet}'s shape). */
export interface AddressBookEntry {
  chainId: string;
  /** Checksummed. */
  address: string;
  name: string;
}

/** A Safe opened on this device. */
export interface RecentSafe {
  chainId: string;
  /** Checksummed. */
  address: string;
  /** EIP-3770 prefix of the chain when it was opened. */
  shortName: string;
  /** ms since epoch. */
  lastOpened: number;
}
