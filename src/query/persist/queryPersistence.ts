// Per-query persistence for the QueryClient. Each gateway query is saved on its own when it gets
// new data (a query-cache event carries exactly that query), so the cost of one save never grows
// with the cache — unlike persisting a dehydrated whole cache on every change (TanStack/query
// #9775). Infinite queries keep only their first PERSISTED_PAGES pages. Saved queries are restored
// before the first render, expire after PERSIST_MAX_AGE_MS and are dropped when the app version
// (buster) changes. The library's experimental persister is not
// used: it brings its own nested copy of query-core (another version) into the bundle.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE_MS } from '../client';
import {
  createIdbQueryStorage,
  type IdbQueryStorage,
  type PersistedQuery,
} from './idbQueryStorage';
import { persistStatus } from './persistStatus';
import { isChainStateKey, isGatewayKey, safeKeyOf } from '../keys';

/** Options of setupQueryPersistence. */
export interface SetupQueryPersistenceParameters {
  /** Entries written with another buster are discarded: pass the app version. */
  buster: string;
  /** Older entries are discarded (default 7 days; the client's gcTime is at least this). */
  maxAge?: number;
  /** The storage (default: IndexedDB, writes coalesced for 1 s). */
  storage?: IdbQueryStorage;
  /** Page to watch for hide/pagehide flushes (default: the global document/window if any). */
  target?: { document: Document; window: Window } | null;
  /** Clock (tests). */
  now?: () => number;
}

/** Handles of the persistence wired into one QueryClient. */
export interface QueryPersistence {
  /** Puts every saved, unexpired gateway query into the cache; returns how many. */
  restore(): Promise<number>;
  /** Writes pending saves now. */
  flush(): Promise<void>;
  /** Removes expired and busted entries; returns how many. */
  gc(): Promise<number>;
  /** Stops saving and listening. */
  dispose(): void;
  storage: IdbQueryStorage;
}

/**
 * Gateway data is persisted, and of the chain's answers only a Safe's state (read offline as "from
 * the chain as of <time>"); local stores (address book) already live in IndexedDB.
 */
export const isPersistedKey = (queryKey: readonly unknown[]) =>
  isGatewayKey(queryKey) || isChainStateKey(queryKey);

/**
 * Pages of a Safe's infinite query (history, queue, messages, NFTs) kept on this device: the first
 * ones, newest items. A record stays a few dozen KiB however far the user scrolled, so restoring is
 * fast, loading a later page writes nothing, and a restored (stale) list refetches only these
 * pages. The last kept page keeps its `next` URL: scrolling further continues from the network.
 * App-wide lists (the chains) are short and needed whole to open a Safe offline: kept whole.
 */
export const PERSISTED_PAGES = 3;

/** How many pages of the infinite query `queryKey` are persisted. */
export const persistedPagesOf = (queryKey: readonly unknown[]) =>
  safeKeyOf(queryKey) === '' ? Infinity : PERSISTED_PAGES;

/** The `{ pages, pageParams }` of an infinite query. */
interface InfiniteDataShape {
  pages: readonly unknown[];
  pageParams: readonly unknown[];
}

function isInfiniteData(data: unknown): data is InfiniteDataShape {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as InfiniteDataShape).pages) &&
    Array.isArray((data as InfiniteDataShape).pageParams)
  );
}

/** The data as saved: an infinite query's first `maxPages` pages (with their params), else as is. */
export function trimForPersistence(data: unknown, maxPages = PERSISTED_PAGES): unknown {
  if (!isInfiniteData(data) || data.pages.length <= maxPages) return data;
  return {
    ...data,
    pages: data.pages.slice(0, maxPages),
    pageParams: data.pageParams.slice(0, maxPages),
  };
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Adds per-query IndexedDB persistence to `queryClient`. */
export function setupQueryPersistence(
  queryClient: QueryClient,
  {
    buster,
    maxAge = PERSIST_MAX_AGE_MS,
    storage = createIdbQueryStorage(),
    target = typeof document === 'undefined' ? null : { document, window },
    now = Date.now,
  }: SetupQueryPersistenceParameters,
): QueryPersistence {
  const usable = (saved: PersistedQuery) =>
    saved.buster === buster &&
    saved.state.dataUpdatedAt > 0 &&
    now() - saved.state.dataUpdatedAt <= maxAge &&
    saved.queryHash === hashKey(saved.queryKey);

  // Restoring calls setQueryData, which fires a success event: do not write those straight back.
  let restoring = false;
  // queryHash → the pages last queued for an infinite query, and how many it had loaded then.
  const lastPages = new Map<string, { kept: readonly unknown[]; loaded: number }>();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') lastPages.delete(event.query.queryHash);
    if (restoring || event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    const { data: fullData, dataUpdatedAt } = query.state;
    if (!isPersistedKey(query.queryKey) || fullData === undefined) return;
    const data = trimForPersistence(fullData, persistedPagesOf(query.queryKey));
    if (isInfiniteData(data) && isInfiniteData(fullData)) {
      const previous = lastPages.get(query.queryHash);
      lastPages.set(query.queryHash, { kept: data.pages, loaded: fullData.pages.length });
      // A later page was appended and the kept ones are untouched: nothing to save. (A refetch
      // with the same pages still saves, so the saved copy's age stays true.)
      if (
        previous &&
        fullData.pages.length > previous.loaded &&
        sameItems(previous.kept, data.pages)
      )
        return;
    }
    storage.setItem(query.queryHash, {
      buster,
      queryHash: query.queryHash,
      queryKey: query.queryKey,
      state: { data, dataUpdatedAt },
    });
  });

  // Flush when the page may be about to go away (Excalidraw's rule: save on hide, not on unload).
  const onVisibility = () => {
    if (target?.document.visibilityState === 'hidden') void storage.flush();
  };
  const onPageHide = () => void storage.flush();
  target?.document.addEventListener('visibilitychange', onVisibility);
  target?.window.addEventListener('pagehide', onPageHide);

  return {
    async restore() {
      let saved: PersistedQuery[];
      try {
        saved = await storage.entries();
      } catch (error) {
        persistStatus.set({
          kind: 'error',
          message: error instanceof Error ? error.message : String(error),
          at: now(),
        });
        throw error;
      }
      const restored = new Set<string>();
      restoring = true;
      try {
        for (const entry of saved) {
          if (!usable(entry)) continue;
          const current = queryClient.getQueryState(entry.queryKey);
          // Never overwrite newer data fetched while restoring.
          if (current && current.dataUpdatedAt >= entry.state.dataUpdatedAt) continue;
          // Trimmed again: entries saved before PERSISTED_PAGES existed may hold every page.
          const data = trimForPersistence(entry.state.data, persistedPagesOf(entry.queryKey));
          queryClient.setQueryData(entry.queryKey, data, {
            updatedAt: entry.state.dataUpdatedAt,
          });
          restored.add(entry.queryHash);
        }
      } finally {
        restoring = false;
      }
      // Saved data may be seconds or days old: marked stale so every screen shows it at once and
      // refreshes it in the background when it mounts (however young the staleTime says it is).
      await queryClient.invalidateQueries({
        predicate: (query) => restored.has(query.queryHash),
        refetchType: 'none',
      });
      return restored.size;
    },
    flush: () => storage.flush(),
    async gc() {
      let removed = 0;
      for (const entry of await storage.entries()) {
        if (usable(entry)) continue;
        storage.removeItem(entry.queryHash);
        removed += 1;
      }
      await storage.flush();
      return removed;
    },
    dispose() {
      unsubscribe();
      target?.document.removeEventListener('visibilitychange', onVisibility);
      target?.window.removeEventListener('pagehide', onPageHide);
    },
    storage,
  };
}

/** Waits for `promise` at most `ms`; a timeout or failure resolves with `fallback` (never blocks). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise.catch((error: unknown) => {
        console.warn('Start-up step failed; continuing without it', error);
        return fallback;
      }),
      new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(fallback), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
