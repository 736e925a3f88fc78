// The two histories the router runs on: the browser's (the app) and one in memory (tests).
import { createKey, createPath, type Location, type Path } from './location';

/** A history the router drives: it writes entries and hears back/forward moves. */
export interface History {
  readonly location: Location;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  /** Calls `listener` when the user moves back or forward (not on push or replace). */
  listen(listener: (location: Location) => void): () => void;
  /** The href an anchor needs for `path`. */
  createHref(path: Path): string;
}

/** What the router keeps in `window.history.state`. */
interface EntryState {
  key: string;
  usr: unknown;
}

function readEntry(state: unknown): EntryState {
  const entry = state as Partial<EntryState> | null;
  return { key: typeof entry?.key === 'string' ? entry.key : 'default', usr: entry?.usr ?? null };
}

/** The browser's own history (pushState / popstate). */
export function createBrowserHistory(win: Window = window): History {
  const current = (): Location => {
    const { pathname, search, hash } = win.location;
    const { key, usr } = readEntry(win.history.state);
    return { pathname, search, hash, state: usr, key };
  };
  const write = (method: 'pushState' | 'replaceState', path: Path, state: unknown) => {
    const entry: EntryState = { key: createKey(), usr: state ?? null };
    win.history[method](entry, '', createPath(path));
  };
  return {
    get location() {
      return current();
    },
    push: (path, state) => write('pushState', path, state),
    replace: (path, state) => write('replaceState', path, state),
    listen(listener) {
      const onPop = () => listener(current());
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    createHref: createPath,
  };
}

/** A history kept in memory: `initialEntries` are hrefs, the last one current. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History & {
  /** Moves `delta` entries back (negative) or forward, as the browser's buttons would. */
  go(delta: number): void;
} {
  const toLocation = (href: string): Location => {
    const url = new URL(href, 'http://app');
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: createKey(),
    };
  };
  const entries = initialEntries.map(toLocation);
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  const make = (path: Path, state: unknown): Location => ({
    ...path,
    state: state ?? null,
    key: createKey(),
  });
  return {
    get location() {
      return entries[index];
    },
    push(path, state) {
      entries.splice(index + 1, entries.length, make(path, state));
      index = entries.length - 1;
    },
    replace(path, state) {
      entries[index] = make(path, state);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: createPath,
  };
}
