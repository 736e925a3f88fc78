// Locations and paths: what the URL bar holds, split the way screens read it.

/** A path in the app: pathname, `?search` and `#hash` (each empty when absent). */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A path the history holds, with the state it was pushed with and a key unique to that entry. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where a link or a navigation goes: an href, or the parts of a path to change. */
export type To = string | Partial<Path>;

/** Options of one navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** State carried by the new entry (a new key is made either way, so the screen re-runs). */
  state?: unknown;
}

/** Moves the app to `to` (see NavigateOptions). */
export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** `pathname?search#hash` of a path. */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/** `to` read against the current location: relative hrefs, search-only and hash-only links work. */
export function resolveTo(to: To, from: Path): Path {
  if (typeof to === 'string') {
    // The origin is a placeholder: only the parts after it are kept.
    const url = new URL(to, `http://app${from.pathname}${from.search}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  const withMark = (value: string | undefined, mark: string) =>
    value && !value.startsWith(mark) ? mark + value : (value ?? '');
  return {
    pathname: to.pathname ?? from.pathname,
    search: withMark(to.search, '?'),
    hash: withMark(to.hash, '#'),
  };
}

/** A fresh history-entry key. */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
