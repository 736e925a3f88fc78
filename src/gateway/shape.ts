// The outline an answer must have before the screens read it. Not a full schema: only what the
// screens and the review index into, so a gateway (or a proxy, or a captive portal) that answers
// 200 with some other JSON is reported as a failed request instead of crashing a screen.

/** Says what is wrong with `body`, or null when it has the expected outline. */
export type ShapeCheck = (body: unknown) => string | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown) => typeof value === 'string';

/** An object whose listed fields are strings. */
export function recordWithText(what: string, fields: readonly string[]): ShapeCheck {
  return (body) => {
    if (!isRecord(body)) return `${what} is not an object`;
    const missing = fields.find((field) => !isText(body[field]));
    return missing === undefined ? null : `${what} has no text ${missing}`;
  };
}

/** A list page (`results` a list, `next`/`previous` a URL or null) whose items pass `item`. */
export function pageOf(what: string, item?: ShapeCheck): ShapeCheck {
  return (body) => {
    if (!isRecord(body) || !Array.isArray(body.results)) return `${what} has no list of results`;
    for (const link of ['next', 'previous'] as const) {
      const value = body[link];
      if (value != null && !isText(value)) return `${what} has a ${link} link that is not a URL`;
    }
    return listOf(what, item)(body.results);
  };
}

/** A list whose items pass `item`. */
export function listOf(what: string, item?: ShapeCheck): ShapeCheck {
  return (body) => {
    if (!Array.isArray(body)) return `${what} is not a list`;
    for (const entry of body) {
      const problem = item ? item(entry) : isRecord(entry) ? null : 'an entry is not an object';
      if (problem) return `${what}: ${problem}`;
    }
    return null;
  };
}

const addressValue = (value: unknown) => isRecord(value) && isText(value.value);

/** SafeInfo: its address, owners, threshold and nonce are what every screen reads. */
export const safeInfoShape: ShapeCheck = (body) => {
  if (!isRecord(body)) return 'the Safe is not an object';
  if (!addressValue(body.address)) return 'the Safe has no address';
  if (!Array.isArray(body.owners) || !body.owners.every(addressValue))
    return 'the Safe has no list of owners';
  // Read from the chain where it matters (the review, Safe Apps): checked only when sent.
  if (body.threshold !== undefined && typeof body.threshold !== 'number')
    return 'the Safe has a threshold that is not a number';
  if (body.nonce !== undefined && typeof body.nonce !== 'number')
    return 'the Safe has a nonce that is not a number';
  return null;
};

/** ChainInfo: what the chain switch and the Safe links are keyed by. */
export const chainShape = recordWithText('a chain', ['chainId', 'chainName', 'shortName']);

/** A transaction list item: every kind carries a `type`. */
const listItemShape = recordWithText('a list entry', ['type']);

/** A page of transactions (queue, history, module, incoming). */
export const transactionPageShape = pageOf('the transaction list', listItemShape);

/** A page of messages. */
export const messagePageShape = pageOf('the message list', listItemShape);

/** Transaction details: what the review hashes and compares. */
export const transactionDetailsShape = recordWithText('the transaction', ['txId']);

/** Balances: a list of items and a fiat total. */
export const balancesShape: ShapeCheck = (body) => {
  if (!isRecord(body) || !Array.isArray(body.items)) return 'the balances have no list of items';
  if (!isText(body.fiatTotal)) return 'the balances have no fiat total';
  return listOf('the balances', (item) =>
    isRecord(item) && isRecord(item.tokenInfo) && isText(item.balance)
      ? null
      : 'an item has no token or balance',
  )(body.items);
};

/** The Safe Apps list. */
export const safeAppsShape = listOf('the Safe Apps', recordWithText('a Safe App', ['url', 'name']));

/** The fiat currency codes. */
export const fiatCurrenciesShape = listOf('the currencies', (code) =>
  isText(code) ? null : 'a code is not text',
);

/** A page of collectibles. */
export const collectiblePageShape = pageOf(
  'the collectibles',
  recordWithText('a collectible', ['address', 'id']),
);
