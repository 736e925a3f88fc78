/** A page window decoded from the `cursor` query parameter. */
export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/** Default page size of the gateway. */
export const DEFAULT_LIMIT = 20;
/** Upper bound so one request cannot ask the devnet for an unbounded page. */
const MAX_LIMIT = 1000;

/** Decode `cursor=limit%3D<n>%26offset%3D<m>`; NaN or missing values fall back to 20 / 0. */
export function parseCursor(query: URLSearchParams): PageWindow {
  const cursor = new URLSearchParams(query.get('cursor') ?? '');
  const limit = Number.parseInt(cursor.get('limit') ?? '', 10);
  const offset = Number.parseInt(cursor.get('offset') ?? '', 10);
  return {
    limit: Number.isNaN(limit) || limit <= 0 ? DEFAULT_LIMIT : Math.min(limit, MAX_LIMIT),
    offset: Number.isNaN(offset) || offset < 0 ? 0 : offset,
  };
}

/** The request URL with its cursor replaced by the given window (absolute, other params kept). */
export function cursorUrl(requestUrl: URL, window: PageWindow): string {
  const url = new URL(requestUrl.href);
  url.searchParams.set('cursor', `limit=${window.limit}&offset=${window.offset}`);
  return url.href;
}

/** Count-driven next URL: present while `limit + offset < count`. */
export function nextPageUrl(
  requestUrl: URL,
  window: PageWindow,
  count: number | null,
): string | null {
  if (!count || window.limit + window.offset >= count) return null;
  return cursorUrl(requestUrl, { limit: window.limit, offset: window.offset + window.limit });
}

/** Count-driven previous URL: null on the first page. */
export function previousPageUrl(requestUrl: URL, window: PageWindow): string | null {
  if (window.offset === 0) return null;
  return cursorUrl(requestUrl, {
    limit: window.limit,
    offset: Math.max(window.offset - window.limit, 0),
  });
}

/** A gateway page body. */
export interface Page<T> {
  count?: number | null;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Build a page over an already-windowed list with a known total. */
export function page<T>(
  requestUrl: URL,
  window: PageWindow,
  results: T[],
  total: number,
  withCount = true,
): Page<T> {
  const body: Page<T> = {
    next: nextPageUrl(requestUrl, window, total),
    previous: previousPageUrl(requestUrl, window),
    results,
  };
  return withCount ? { count: total, ...body } : body;
}
