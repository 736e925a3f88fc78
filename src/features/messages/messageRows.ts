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

/** Status in words: `Confirmed` or `1 of 2 confirmations`. */
export function messageStatusText(
  message: Pick<SafeMessage, 'status' | 'confirmationsSubmitted' | 'confirmationsRequired'>,
): string {
  if (message.status === 'CONFIRMED') return 'Confirmed';
  return `Needs confirmations: ${message.confirmationsSubmitted} of ${message.confirmationsRequired}`;
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
