// A push's words and target: title and body per type (the Transaction Service's vocabulary, plus
// message confirmation requests), one tag per transaction or message so a later push about the
// same one replaces the earlier notification, and the in-app link a tap opens. Pure and total:
// a malformed push gives null, never an exception.
import { formatUnits, getAddress } from 'ethers';
import type { NotificationDisplay } from '../../storage/notificationPrefs';
import {
  formatSafeParam,
  historyLink,
  linkHref,
  messageDetailsLink,
  txDetailsLink,
} from '../../session/routes/links';
import type { PushData } from './payload';

/** What one notification shows and where its tap goes. */
export interface NotificationContent {
  title: string;
  body: string;
  /** Same transaction or message → same tag → one notification. */
  tag: string;
  /** In-app path (`/transactions/tx?safe=…&id=…`), or null when it cannot be built. */
  link: string | null;
  /** Whether the notification offers "Review" (something waits for a signature). */
  review: boolean;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const DIGITS = /^\d{1,78}$/;

/** `0x1234…abcd`. */
export function shortHex(value: string): string {
  return value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
}

function checksum(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return getAddress(address);
  } catch {
    return null;
  }
}

function hash(value: string | undefined): string | null {
  return value && HASH.test(value) ? value.toLowerCase() : null;
}

/** The words and link of a push, or null when the push is malformed or of a type not shown. */
export function notificationContent(
  data: PushData,
  display: NotificationDisplay | undefined,
): NotificationContent | null {
  const safe = checksum(data.address);
  if (!safe) return null;
  const named = display?.safeName ? `${display.safeName} (${shortHex(safe)})` : shortHex(safe);
  const where = `Safe ${named} on ${display?.chainName ?? `chain ${data.chainId}`}`;
  const safeParam = display ? formatSafeParam(display.shortName, safe) : null;
  const tagOf = (id: string) => `${data.chainId}:${safe.toLowerCase()}:${id}`;
  const txLink = (safeTxHash: string) =>
    safeParam ? linkHref(txDetailsLink(safeParam, `multisig_${safe}_${safeTxHash}`)) : null;

  switch (data.type) {
    case 'CONFIRMATION_REQUEST': {
      const safeTxHash = hash(data.safeTxHash);
      if (!safeTxHash) return null;
      return {
        title: 'Confirmation request',
        body: `${where} has a new confirmation request for transaction ${shortHex(safeTxHash)}.`,
        tag: tagOf(safeTxHash),
        link: txLink(safeTxHash),
        review: true,
      };
    }
    case 'MESSAGE_CONFIRMATION_REQUEST': {
      const messageHash = hash(data.messageHash);
      if (!messageHash) return null;
      return {
        title: 'Message signature request',
        body: `${where} has a new message to sign ${shortHex(messageHash)}.`,
        tag: tagOf(messageHash),
        link: safeParam ? linkHref(messageDetailsLink(safeParam, messageHash)) : null,
        review: true,
      };
    }
    case 'EXECUTED_MULTISIG_TRANSACTION': {
      const txHash = hash(data.txHash);
      const safeTxHash = hash(data.safeTxHash);
      if (!txHash) return null;
      const failed = data.failed === 'true';
      return {
        title: failed ? 'Transaction failed' : 'Transaction executed',
        body: `${where} ${failed ? 'failed to execute' : 'executed'} transaction ${shortHex(txHash)}.`,
        // The same tag as the request, so the execution replaces it.
        tag: tagOf(safeTxHash ?? txHash),
        link: safeTxHash ? txLink(safeTxHash) : safeParam ? linkHref(historyLink(safeParam)) : null,
        review: false,
      };
    }
    case 'MODULE_TRANSACTION': {
      const txHash = hash(data.txHash);
      const module = checksum(data.module);
      if (!txHash || !module) return null;
      return {
        title: 'Module transaction',
        body: `${where} executed a module transaction ${shortHex(txHash)} from module ${shortHex(module)}.`,
        tag: tagOf(txHash),
        link: safeParam ? linkHref(historyLink(safeParam, 'module')) : null,
        review: false,
      };
    }
    case 'INCOMING_ETHER': {
      const txHash = hash(data.txHash);
      if (!txHash || !data.value || !DIGITS.test(data.value)) return null;
      const currency = display?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 };
      const amount = formatUnits(BigInt(data.value), currency.decimals);
      return {
        title: `${currency.name} received`,
        body: `${where} received ${amount} ${currency.symbol} in transaction ${shortHex(txHash)}.`,
        tag: tagOf(txHash),
        link: safeParam ? linkHref(historyLink(safeParam, 'incoming')) : null,
        review: false,
      };
    }
    case 'INCOMING_TOKEN': {
      const txHash = hash(data.txHash);
      const token = checksum(data.tokenAddress);
      if (!txHash || !token) return null;
      // The push names neither the token nor its decimals: say what is known, exactly.
      const what =
        data.tokenId !== undefined && DIGITS.test(data.tokenId)
          ? `token #${data.tokenId} of ${shortHex(token)}`
          : data.value !== undefined && DIGITS.test(data.value)
            ? `${data.value} base units of token ${shortHex(token)}`
            : `tokens of ${shortHex(token)}`;
      return {
        title: 'Token received',
        body: `${where} received ${what} in transaction ${shortHex(txHash)}.`,
        tag: tagOf(txHash),
        link: safeParam ? linkHref(historyLink(safeParam, 'incoming')) : null,
        review: false,
      };
    }
    default:
      return null;
  }
}
