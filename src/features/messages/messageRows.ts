// Message pages → display rows, and the words for a message's status and content preview.
import type { SafeMessage, SafeMessageItem, SafeMessageListItem } from '../../gateway';

/** One rendered row of the message list. */
export type MessageRow =
  | { kind: 'date'; key: string; timestamp: number }
  | { kind: 'message'; key: string; message: SafeMessageItem };

/** Builds rows with unique keys (a message can repeat when pages shift). */
export function buildMessageRows(items: SafeMessageListItem[]): MessageRow[] {
  const seen = new Map<string, number>();
  const keyOf = (base: string) => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  };
  const rows: MessageRow[] = [];
  for (const item of items) {
    if (item.type === 'DATE_LABEL') {
      rows.push({ kind: 'date', key: keyOf(`date-${item.timestamp}`), timestamp: item.timestamp });
    } else if (item.type === 'MESSAGE') {
      rows.push({ kind: 'message', key: keyOf(item.messageHash), message: item });
    }
  }
  return rows;
}

/**
 * The confirmations of a message as this device proved them (recovered owners on the chain's
 * owner list, against the chain's threshold), or `unchecked` while that review runs.
 */
export type ProvenMessageCount = { proven: number; required: number } | 'unchecked';

/** Status in words: `Confirmed` or `Needs confirmations: 1 of 2`, from the proven count if given. */
export function messageStatusText(
  message: Pick<SafeMessage, 'status' | 'confirmationsSubmitted' | 'confirmationsRequired'>,
  count?: ProvenMessageCount,
): string {
  if (count === undefined || count === 'unchecked') {
    const unchecked = count === 'unchecked' ? ' (gateway, unchecked)' : '';
    if (message.status === 'CONFIRMED') return `Confirmed${unchecked}`;
    return `Needs confirmations: ${message.confirmationsSubmitted} of ${message.confirmationsRequired}${unchecked}`;
  }
  if (count.proven >= count.required) return 'Confirmed';
  // A gateway that calls a message confirmed without enough proven signatures is not believed.
  const claim = message.status === 'CONFIRMED' ? 'The gateway says confirmed, but only ' : '';
  return claim
    ? `${claim}${count.proven} of ${count.required} confirmations are proven`
    : `Needs confirmations: ${count.proven} of ${count.required}`;
}

/** A one-line preview: the text (shortened), or the typed data's primary type and domain name. */
export function messagePreview(message: SafeMessage['message'], maxLength = 80): string {
  if (typeof message === 'string') {
    const oneLine = message.replace(/\s+/g, ' ').trim();
    return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength)}…` : oneLine;
  }
  if (message && typeof message === 'object') {
    const primary =
      message.primaryType ?? Object.keys(message.types ?? {}).find((t) => t !== 'EIP712Domain');
    const domain = typeof message.domain?.name === 'string' ? ` for ${message.domain.name}` : '';
    return `Typed data${primary ? ` ${primary}` : ''}${domain}`;
  }
  return 'Message';
}
