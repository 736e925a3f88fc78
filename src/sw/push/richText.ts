// A notification's words from what the worker could read: the transaction or message itself (the
// gateway copy or one short fetch) and the device's address book. "Send 0.5 ETH to Alice — Main
// treasury, 1 of 2" says what a tap leads to sign; when nothing could be read, the words of
// content.ts stay as they are. Pure: the reading is subject.ts's.
import type { SafeMessage, TransactionDetails } from '../../gateway';
import type { NotificationDisplay } from '../../storage/notificationPrefs';
import { actionWords, exactAmount, nameOf, shortAddress, type PushNames } from './actionWords';
import type { NotificationContent } from './content';
import type { PushData } from './payload';

/** What the worker could read about a push; null/empty parts were not readable. */
export interface PushContext {
  /** The transaction of a confirmation request or execution. */
  transaction: TransactionDetails | null;
  /** The message of a message confirmation request. */
  message: SafeMessage | null;
  /** The chain's address-book names, keyed by lower-case address. */
  names: PushNames;
}

/** Nothing read: every push keeps today's words. */
export const EMPTY_PUSH_CONTEXT: PushContext = {
  transaction: null,
  message: null,
  names: new Map(),
};

const MESSAGE_WORDS = 60;

const sameHex = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** The transaction, when it is the one the push is about (the Safe's, with the push's hash). */
function transactionOf(data: PushData, context: PushContext): TransactionDetails | null {
  const transaction = context.transaction;
  const execution = transaction?.detailedExecutionInfo;
  if (!transaction || execution?.type !== 'MULTISIG') return null;
  if (!sameHex(transaction.safeAddress, data.address)) return null;
  return sameHex(execution.safeTxHash, data.safeTxHash) ? transaction : null;
}

function messageWords(message: SafeMessage): string {
  if (typeof message.message === 'string') {
    const line = message.message.replace(/\s+/g, ' ').trim();
    const cut = line.length > MESSAGE_WORDS ? `${line.slice(0, MESSAGE_WORDS - 1)}…` : line;
    return `Sign the message “${cut}”`;
  }
  const domain = message.message?.domain?.name;
  return typeof domain === 'string' && domain
    ? `Sign typed data for ${domain.slice(0, MESSAGE_WORDS)}`
    : 'Sign typed data';
}

/**
 * The notification for `data` with the words of what could be read, else `fallback` unchanged.
 * Types whose subject the worker cannot read (incoming, module) gain the device's names only, and
 * keep `fallback` when it knows none.
 */
export function richNotificationContent(
  data: PushData,
  fallback: NotificationContent,
  display: NotificationDisplay | undefined,
  context: PushContext,
): NotificationContent {
  const { names } = context;
  const bookName = names.get(data.address.toLowerCase());
  const safe = bookName ?? display?.safeName ?? shortAddress(data.address);
  const named = Boolean(bookName ?? display?.safeName);
  const native = display?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  const withBody = (body: string | null) => (body ? { ...fallback, body } : fallback);

  switch (data.type) {
    case 'CONFIRMATION_REQUEST':
    case 'EXECUTED_MULTISIG_TRANSACTION': {
      const transaction = transactionOf(data, context);
      const execution = transaction?.detailedExecutionInfo;
      const action = transaction && actionWords(transaction, names, native);
      if (!action || execution?.type !== 'MULTISIG') return fallback;
      if (data.type === 'EXECUTED_MULTISIG_TRANSACTION')
        return withBody(`${action} — ${safe}, ${data.failed === 'true' ? 'failed' : 'executed'}`);
      const count = `${execution.confirmations.length} of ${execution.confirmationsRequired}`;
      return withBody(`${action} — ${safe}, ${count}`);
    }
    case 'MESSAGE_CONFIRMATION_REQUEST': {
      const message = context.message;
      if (!message || !sameHex(message.messageHash, data.messageHash)) return fallback;
      const count = `${message.confirmationsSubmitted} of ${message.confirmationsRequired}`;
      return withBody(`${messageWords(message)} — ${safe}, ${count}`);
    }
    case 'INCOMING_ETHER': {
      const amount = exactAmount(data.value, native.decimals);
      return withBody(named && amount ? `Received ${amount} ${native.symbol} — ${safe}` : null);
    }
    case 'INCOMING_TOKEN': {
      if (!data.tokenAddress) return fallback;
      const token = nameOf(data.tokenAddress, names);
      const tokenNamed = names.has(data.tokenAddress.toLowerCase());
      if (!named && !tokenNamed) return fallback;
      const what =
        data.tokenId !== undefined
          ? `${token} #${data.tokenId}`
          : data.value !== undefined
            ? `${data.value} base units of ${token}`
            : `tokens of ${token}`;
      return withBody(`Received ${what} — ${safe}`);
    }
    case 'MODULE_TRANSACTION': {
      if (!data.module) return fallback;
      const moduleNamed = names.has(data.module.toLowerCase());
      if (!named && !moduleNamed) return fallback;
      return withBody(`Module ${nameOf(data.module, names)} executed a transaction — ${safe}`);
    }
    default:
      return fallback;
  }
}
