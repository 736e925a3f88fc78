// Status words of the gateway-only `txInfo` kinds in plain English. Statuses arrive as strings and
// newer gateways add words, so an unlisted word is shown as received (as text) rather than hidden.

const ORDER_STATUS_WORDS: Record<string, string> = {
  presignaturePending: 'awaiting execution',
  open: 'open',
  fulfilled: 'filled',
  cancelled: 'cancelled',
  expired: 'expired',
  unknown: 'status unknown',
};

// Current gateways send the first eight; the rest are older gateways' words.
const STAKING_STATUS_WORDS: Record<string, string> = {
  NOT_STAKED: 'not staked yet',
  ACTIVATING: 'activating',
  DEPOSIT_IN_PROGRESS: 'deposit in progress',
  ACTIVE: 'active',
  EXIT_REQUESTED: 'exit requested',
  EXITING: 'exiting',
  EXITED: 'exited',
  SLASHED: 'slashed',
  AWAITING_ENTRY: 'awaiting entry',
  AWAITING_EXECUTION: 'awaiting execution',
  SIGNATURE_NEEDED: 'needs signatures',
  VALIDATION_STARTED: 'validating',
  VALIDATING: 'validating',
  REQUESTED_EXIT: 'exit requested',
  REQUEST_PENDING: 'exit request pending',
  READY_TO_WITHDRAW: 'ready to withdraw',
  WITHDRAWN: 'withdrawn',
  UNKNOWN: 'status unknown',
};

const BRIDGE_STATUS_WORDS: Record<string, string> = {
  AWAITING_EXECUTION: 'awaiting execution',
  NOT_FOUND: 'not found yet',
  INVALID: 'invalid',
  PENDING: 'in progress',
  DONE: 'done',
  FAILED: 'failed',
  UNKNOWN: 'status unknown',
};

function wordOf(words: Record<string, string>, status: unknown): string {
  if (typeof status !== 'string' || status.trim() === '') return 'status unknown';
  return Object.hasOwn(words, status) ? (words[status] ?? status) : status;
}

/** A CoW order status in words (`open`, `filled`, …). */
export function orderStatusWord(status: unknown): string {
  return wordOf(ORDER_STATUS_WORDS, status);
}

/** A native staking status in words (`activating`, `exit requested`, …). */
export function stakingStatusWord(status: unknown): string {
  return wordOf(STAKING_STATUS_WORDS, status);
}

/** A LI.FI bridge status in words (`in progress`, `done`, …). */
export function bridgeStatusWord(status: unknown): string {
  return wordOf(BRIDGE_STATUS_WORDS, status);
}

/** An upper-case gateway word as lower-case words: `WAIT_SOURCE_CONFIRMATIONS` → `wait source confirmations`. */
export function plainWords(word: unknown): string {
  return typeof word === 'string' && word !== '' ? word.toLowerCase().replace(/_+/g, ' ') : '';
}
