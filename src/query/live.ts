// Live data without a push channel: the gateway's Safe info carries one tag per list (queue,
// history, messages, collectibles) that changes whenever that list does. Comparing two Safe infos
// says which cached lists are out of date; only those are refetched.
import type { QueryClient } from '@tanstack/react-query';
import type { SafeInfo } from '../gateway';
import { gatewayKeys, isChainReadOfSafe } from './keys';
import type { SafeRef } from './options/safe';

/** The parts of a Safe that can change behind an open screen. */
export type SafeActivity = 'queue' | 'history' | 'messages' | 'collectibles' | 'setup';

/** The Safe info fields that tell a part changed. */
type TaggedFields = Pick<
  SafeInfo,
  | 'txQueuedTag'
  | 'txHistoryTag'
  | 'messagesTag'
  | 'collectiblesTag'
  | 'nonce'
  | 'threshold'
  | 'owners'
>;

const TAGS: readonly [SafeActivity, (info: TaggedFields) => unknown][] = [
  ['queue', (info) => info.txQueuedTag],
  ['history', (info) => info.txHistoryTag],
  ['messages', (info) => info.messagesTag],
  ['collectibles', (info) => info.collectiblesTag],
  [
    'setup',
    (info) => `${info.nonce}|${info.threshold}|${info.owners.map((o) => o.value).join(',')}`,
  ],
];

/** Which parts changed from `previous` to `next` (none when there was no previous). */
export function changedActivity(
  previous: TaggedFields | undefined,
  next: TaggedFields,
): SafeActivity[] {
  if (!previous) return [];
  return TAGS.filter(([, read]) => read(previous) !== read(next)).map(([part]) => part);
}

/** The cached lists each part's change makes stale (key segments under the Safe). */
const STALE_SEGMENTS: Record<SafeActivity, readonly string[]> = {
  // A new or executed queued transaction also moves the nonce and the balances.
  queue: ['queue', 'nonces', 'balances'],
  history: ['history', 'incoming', 'multisig', 'module', 'balances', 'queue', 'nonces'],
  messages: ['messages'],
  collectibles: ['collectibles'],
  setup: ['queue', 'nonces'],
};

/** Refetches the Safe's cached lists that `changes` made stale (details screens included). */
export async function refreshChangedActivity(
  queryClient: QueryClient,
  baseUrl: string,
  { chainId, safeAddress }: SafeRef,
  changes: readonly SafeActivity[],
): Promise<void> {
  const segments = new Set(changes.flatMap((part) => STALE_SEGMENTS[part]));
  const work = [...segments].map((segment) =>
    queryClient.invalidateQueries({
      queryKey: gatewayKeys.safeScoped(baseUrl, chainId, safeAddress, segment),
    }),
  );
  // A transaction's or message's details (keyed by chain) may have been confirmed or executed,
  // and the chain's nonce, owners or approvals moved with them: the review compares the new Safe
  // info with a chain read made after it, never with one from before the change.
  if (changes.includes('queue') || changes.includes('history') || changes.includes('setup')) {
    work.push(
      queryClient.invalidateQueries({
        queryKey: gatewayKeys.chainScoped(baseUrl, chainId, 'transaction'),
      }),
      queryClient.invalidateQueries({
        predicate: (query) => isChainReadOfSafe(query.queryKey, chainId, safeAddress),
      }),
    );
  }
  if (changes.includes('messages'))
    work.push(
      queryClient.invalidateQueries({
        queryKey: gatewayKeys.chainScoped(baseUrl, chainId, 'message'),
      }),
    );
  await Promise.all(work);
}
