// What a push carries. FCM delivers `{ data: {…}, from, fcmMessageId, notification? }`; the devnet
// and CDP tests may send the data fields alone. Anything else is not a push of ours: never throws.

/** The data fields of one push (FCM data values are strings). */
export interface PushData {
  type: string;
  chainId: string;
  /** The Safe, as sent (checked and checksummed by the content mapping). */
  address: string;
  safeTxHash?: string;
  txHash?: string;
  messageHash?: string;
  /** `'true'` / `'false'` on EXECUTED_MULTISIG_TRANSACTION. */
  failed?: string;
  value?: string;
  tokenAddress?: string;
  tokenId?: string;
  module?: string;
  owner?: string;
}

const OPTIONAL_FIELDS = [
  'safeTxHash',
  'txHash',
  'messageHash',
  'failed',
  'value',
  'tokenAddress',
  'tokenId',
  'module',
  'owner',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the event's bytes as JSON; null when there are none or they are not JSON. */
export function readPushJson(data: { text(): string } | null | undefined): unknown {
  if (!data) return null;
  try {
    return JSON.parse(data.text()) as unknown;
  } catch {
    return null;
  }
}

/** The push's data fields from FCM's envelope or a plain object; null when they are unusable. */
export function parsePushData(json: unknown): PushData | null {
  if (!isRecord(json)) return null;
  // FCM wraps the data in `data` (and HTTP v1 test tools sometimes in `message.data`).
  const inner = isRecord(json.data)
    ? json.data
    : isRecord(json.message) && isRecord(json.message.data)
      ? json.message.data
      : json;
  const { type, chainId, address } = inner;
  if (typeof type !== 'string' || typeof chainId !== 'string' || typeof address !== 'string')
    return null;
  if (!/^\d{1,20}$/.test(chainId)) return null;
  const data: PushData = { type, chainId, address };
  for (const field of OPTIONAL_FIELDS) {
    const value = inner[field];
    if (typeof value === 'string') data[field] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') data[field] = String(value);
  }
  return data;
}
