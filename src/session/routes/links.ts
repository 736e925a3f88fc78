// The app's paths and the links to them, in one place and free of React and the router, so the
// service worker builds a notification's link with the same code the screens use. A Safe is carried
// in `?safe=<shortName>:<address>` (EIP-3770, as Safe{Wallet} writes it); its `:` stays readable.

/** Every screen's path, Safe{Wallet}-compatible. */
export const ROUTES = {
  root: '/',
  welcome: '/welcome',
  home: '/home',
  balances: '/balances',
  nfts: '/balances/nfts',
  queue: '/transactions/queue',
  history: '/transactions/history',
  transaction: '/transactions/tx',
  messages: '/transactions/messages',
  message: '/transactions/msg',
  addressBook: '/address-book',
  setup: '/settings/setup',
  notifications: '/settings/notifications',
  emailAlerts: '/settings/email-alerts',
  apps: '/apps',
  openApp: '/apps/open',
  newTransaction: '/new-transaction',
  outbox: '/outbox',
  bundles: '/bundles',
} as const;

/** One of the app's paths. */
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** A link target: what react-router's `To` and `new URL(…)` both accept once joined. */
export interface AppLink {
  pathname: string;
  /** `''` or `?…`. */
  search: string;
}

/** Encodes a query value but keeps `:` literal (`eth:0x…`). */
export function encodeSafeParam(safe: string): string {
  return encodeURIComponent(safe).replace(/%3A/gi, ':');
}

/** The `?safe=` value of a Safe: `<shortName>:<address>` (pass the address checksummed). */
export function formatSafeParam(shortName: string, safeAddress: string): string {
  return `${shortName}:${safeAddress}`;
}

/** Builds `?safe=…&key=value…` (empty values left out), keeping the Safe's `:` readable. */
function searchOf(safe: string | null | undefined, extra: Record<string, string | undefined> = {}) {
  const parts: string[] = [];
  if (safe) parts.push(`safe=${encodeSafeParam(safe)}`);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A link to `pathname` that keeps `safe` (when there is one). */
export function withSafe(pathname: string, safe: string | null | undefined): AppLink {
  return { pathname, search: searchOf(safe) };
}

/** The Safe's home, or the welcome screen without a Safe. */
export function homeLink(safe: string | null | undefined): AppLink {
  return safe ? withSafe(ROUTES.home, safe) : withSafe(ROUTES.welcome, null);
}

/** `/transactions/tx?safe=…&id=<txId>`: one transaction (list id or safeTxHash). */
export function txDetailsLink(safe: string, txId: string): AppLink {
  return { pathname: ROUTES.transaction, search: searchOf(safe, { id: txId }) };
}

/** `/transactions/msg?safe=…&messageHash=…`: one off-chain message. */
export function messageDetailsLink(safe: string, messageHash: string): AppLink {
  return { pathname: ROUTES.message, search: searchOf(safe, { messageHash }) };
}

/** `/outbox[?safe=…]`: everything this device sent or will send, for every Safe. */
export function outboxLink(safe: string | null | undefined): AppLink {
  return withSafe(ROUTES.outbox, safe);
}

/** `/apps/open?safe=…&appUrl=…`: a Safe App opened for the Safe (Safe{Wallet}'s link). */
export function openAppLink(safe: string, appUrl: string): AppLink {
  return { pathname: ROUTES.openApp, search: searchOf(safe, { appUrl }) };
}

/**
 * `/new-transaction?safe=…[&kind=…][&token=…]`: the picker, or one kind's flow (`send-native`,
 * `batch`…); `token` preselects the token of `send-erc20` (an asset row's "Send").
 */
export function newTransactionLink(safe: string, kind?: string, token?: string): AppLink {
  return { pathname: ROUTES.newTransaction, search: searchOf(safe, { kind, token }) };
}

/** History filters a link may select (`?filter=`); `all` is the plain history. */
export type HistoryLinkFilter = 'all' | 'incoming' | 'outgoing' | 'module';

/** `/transactions/history?safe=…[&filter=…]`. */
export function historyLink(safe: string, filter: HistoryLinkFilter = 'all'): AppLink {
  return {
    pathname: ROUTES.history,
    search: searchOf(safe, { filter: filter === 'all' ? undefined : filter }),
  };
}

/** Queue filters a link may select (`?filter=`); `all` is the plain queue. */
export type QueueLinkFilter = 'all' | 'awaiting-you';

/** `/transactions/queue?safe=…[&filter=awaiting-you]` (the connected owner's missing signatures). */
export function queueLink(safe: string, filter: QueueLinkFilter = 'all'): AppLink {
  return {
    pathname: ROUTES.queue,
    search: searchOf(safe, { filter: filter === 'all' ? undefined : filter }),
  };
}

/** Reads a queue link's `?filter=` value; anything unknown is the plain queue. */
export function parseQueueFilter(value: string | null | undefined): QueueLinkFilter {
  return value === 'awaiting-you' ? 'awaiting-you' : 'all';
}

/** The link as one path string (`/transactions/tx?safe=…`), for `href`, `navigate` or a URL. */
export function linkHref({ pathname, search }: AppLink): string {
  return `${pathname}${search}`;
}

/** The parts of an app URL a link builder would have produced (paths outside the app → null). */
export interface ParsedAppLink {
  pathname: RoutePath;
  safe: string | null;
  params: Record<string, string>;
}

const PATHS = new Set<string>(Object.values(ROUTES));

/** Reads an in-app link back (the inverse of the builders); null for a path that is not a screen. */
export function parseAppLink(href: string, base = 'http://app.invalid'): ParsedAppLink | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (!PATHS.has(url.pathname)) return null;
  const params: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    if (key !== 'safe') params[key] = value;
  });
  return {
    pathname: url.pathname as RoutePath,
    safe: url.searchParams.get('safe'),
    params,
  };
}
