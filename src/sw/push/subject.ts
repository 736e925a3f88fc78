// What the worker can read about a push before it shows the notification: the transaction or
// message (one gateway fetch with a short budget, else the worker's gateway copy) and the chain's
// address book. Every failure reads as "not readable": a push is never lost to a slow gateway.
import { getAddress } from 'ethers';
import type { SafeMessage, TransactionDetails } from '../../gateway';
import { listAddressBook } from '../../storage/addressBook';
import { getGatewayCacheRecord } from '../../storage/gatewayCache';
import type { PushData } from './payload';
import type { PushContext } from './richText';

/** How long the worker waits for the gateway before it falls back to its copy (or today's words). */
export const PUSH_FETCH_BUDGET_MS = 1_500;

/** What {@link readPushContext} needs besides the push. */
export interface ReadPushContextOptions {
  /** The gateway base URL (no trailing slash). */
  gatewayBase: string;
  budgetMs?: number;
  fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>;
  readCopy?: (url: string) => Promise<unknown>;
  readNames?: (chainId: string) => Promise<ReadonlyMap<string, string>>;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`Gateway answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

async function readCopy(url: string): Promise<unknown> {
  const record = await getGatewayCacheRecord(url);
  if (!record || record.status < 200 || record.status >= 300) return null;
  return JSON.parse(new TextDecoder().decode(record.body)) as unknown;
}

async function readNames(chainId: string): Promise<ReadonlyMap<string, string>> {
  const entries = await listAddressBook(chainId);
  return new Map(entries.map((entry) => [entry.address.toLowerCase(), entry.name]));
}

/** The gateway URL of the push's transaction or message, or null for types without one. */
export function pushSubjectUrl(data: PushData, gatewayBase: string): string | null {
  const chain = `${gatewayBase}/v1/chains/${data.chainId}`;
  const safeTxHash = data.safeTxHash?.toLowerCase();
  const wantsTransaction =
    data.type === 'CONFIRMATION_REQUEST' || data.type === 'EXECUTED_MULTISIG_TRANSACTION';
  if (wantsTransaction && safeTxHash && HASH.test(safeTxHash) && ADDRESS.test(data.address))
    // The id the notification's link opens, so the page's visit stored this very URL.
    return `${chain}/transactions/multisig_${getAddress(data.address.toLowerCase())}_${safeTxHash}`;
  const messageHash = data.messageHash?.toLowerCase();
  if (data.type === 'MESSAGE_CONFIRMATION_REQUEST' && messageHash && HASH.test(messageHash))
    return `${chain}/messages/${messageHash}`;
  return null;
}

/** The gateway's answer within the budget, else the stored copy, else null. */
async function readSubject(
  url: string,
  budgetMs: number,
  fetchOne: NonNullable<ReadPushContextOptions['fetchJson']>,
  copyOf: NonNullable<ReadPushContextOptions['readCopy']>,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  try {
    return await fetchOne(url, controller.signal);
  } catch {
    return copyOf(url).catch(() => null);
  } finally {
    clearTimeout(timer);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads what the notification can name; never throws. */
export async function readPushContext(
  data: PushData,
  {
    gatewayBase,
    budgetMs = PUSH_FETCH_BUDGET_MS,
    fetchJson: fetchOne = fetchJson,
    readCopy: copyOf = readCopy,
    readNames: namesOf = readNames,
  }: ReadPushContextOptions,
): Promise<PushContext> {
  const url = pushSubjectUrl(data, gatewayBase);
  const [subject, names] = await Promise.all([
    url ? readSubject(url, budgetMs, fetchOne, copyOf) : null,
    namesOf(data.chainId).catch(() => new Map<string, string>()),
  ]);
  const record = isRecord(subject) ? subject : null;
  // The shapes are checked where they are read (richText compares the Safe and the hash).
  return {
    transaction: record && 'txInfo' in record ? (record as unknown as TransactionDetails) : null,
    message: record && 'messageHash' in record ? (record as unknown as SafeMessage) : null,
    names,
  };
}
