// Push preferences per Safe, in IndexedDB because the service worker reads them when a push
// arrives (it cannot read localStorage). A Safe without a record shows no notification.
import { getAddress } from 'ethers';
import { openCountersignDb, type NotificationPrefsRecord } from './db';

export type { NotificationDisplay, NotificationPrefsRecord } from './db';

/** Push types this app turns into a notification (the Transaction Service's vocabulary). */
export const SHOWN_PUSH_TYPES = [
  'CONFIRMATION_REQUEST',
  'MESSAGE_CONFIRMATION_REQUEST',
  'EXECUTED_MULTISIG_TRANSACTION',
  'MODULE_TRANSACTION',
  'INCOMING_ETHER',
  'INCOMING_TOKEN',
] as const;

/** One of {@link SHOWN_PUSH_TYPES}. */
export type ShownPushType = (typeof SHOWN_PUSH_TYPES)[number];

/** The settings screen's groups of types, with the words it shows. */
export const PUSH_TYPE_GROUPS: readonly {
  label: string;
  types: readonly { type: ShownPushType; label: string }[];
}[] = [
  {
    label: 'Confirmation requests',
    types: [
      { type: 'CONFIRMATION_REQUEST', label: 'Transactions to confirm' },
      { type: 'MESSAGE_CONFIRMATION_REQUEST', label: 'Messages to sign' },
    ],
  },
  {
    label: 'Outgoing',
    types: [
      { type: 'EXECUTED_MULTISIG_TRANSACTION', label: 'Executed transactions' },
      { type: 'MODULE_TRANSACTION', label: 'Module transactions' },
    ],
  },
  {
    label: 'Incoming',
    types: [
      { type: 'INCOMING_ETHER', label: 'Native currency received' },
      { type: 'INCOMING_TOKEN', label: 'Tokens received' },
    ],
  },
];

/** True for a type this app shows. */
export function isShownPushType(type: unknown): type is ShownPushType {
  return typeof type === 'string' && (SHOWN_PUSH_TYPES as readonly string[]).includes(type);
}

/** A new record: on, every type shown, not yet registered. */
export function defaultNotificationPrefs(chainId: string, safe: string): NotificationPrefsRecord {
  return {
    chainId,
    safe: getAddress(safe),
    enabled: true,
    types: Object.fromEntries(SHOWN_PUSH_TYPES.map((type) => [type, true])),
    registeredAt: null,
  };
}

/** Whether a push of `type` for the Safe of `prefs` is shown (no record → not shown). */
export function isPushWanted(prefs: NotificationPrefsRecord | undefined, type: string): boolean {
  return Boolean(prefs?.enabled && isShownPushType(type) && prefs.types[type] !== false);
}

/** The record of one Safe; `undefined` when none was saved. The address may be in any case. */
export async function getNotificationPrefs(
  chainId: string,
  safe: string,
): Promise<NotificationPrefsRecord | undefined> {
  let address: string;
  try {
    address = getAddress(safe);
  } catch {
    return undefined;
  }
  const db = await openCountersignDb();
  return db.get('notificationPrefs', [chainId, address]);
}

/** Every saved record. */
export async function listNotificationPrefs(): Promise<NotificationPrefsRecord[]> {
  const db = await openCountersignDb();
  return db.getAll('notificationPrefs');
}

/** Saves a record (the address is stored checksummed). */
export async function putNotificationPrefs(record: NotificationPrefsRecord): Promise<void> {
  const db = await openCountersignDb();
  await db.put('notificationPrefs', { ...record, safe: getAddress(record.safe) });
}

/** Changes one Safe's record with `change`; starts from the defaults when there is none. */
export async function updateNotificationPrefs(
  chainId: string,
  safe: string,
  change: (current: NotificationPrefsRecord) => NotificationPrefsRecord,
): Promise<NotificationPrefsRecord> {
  const db = await openCountersignDb();
  const address = getAddress(safe);
  const tx = db.transaction('notificationPrefs', 'readwrite');
  const current =
    (await tx.store.get([chainId, address])) ?? defaultNotificationPrefs(chainId, address);
  const next = { ...change(current), chainId, safe: address };
  await tx.store.put(next);
  await tx.done;
  return next;
}
