import { describe, expect, it } from 'vitest';
import type { SafeMessageItem, SafeMessageListItem } from '../../../../src/gateway';
import {
  buildMessageRows,
  messagePreview,
  messageStatusText,
} from '../../../../src/features/messages/messageRows';

const message = (hash: string, over: Partial<SafeMessageItem> = {}): SafeMessageItem => ({
  type: 'MESSAGE',
  messageHash: hash,
  status: 'NEEDS_CONFIRMATION',
  logoUri: null,
  name: null,
  message: 'hello',
  creationTimestamp: 1,
  modifiedTimestamp: 1,
  confirmationsSubmitted: 1,
  confirmationsRequired: 2,
  proposedBy: { value: '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1', name: null, logoUri: null },
  confirmations: [],
  preparedSignature: null,
  ...over,
});

describe('message rows', () => {
  it('keeps date labels and messages in order with unique keys', () => {
    const items: SafeMessageListItem[] = [
      { type: 'DATE_LABEL', timestamp: 100 },
      message('0xa'),
      message('0xa'),
      { type: 'DATE_LABEL', timestamp: 50 },
      message('0xb'),
    ];
    const rows = buildMessageRows(items);
    expect(rows.map((r) => r.kind)).toEqual(['date', 'message', 'message', 'date', 'message']);
    expect(new Set(rows.map((r) => r.key)).size).toBe(5);
  });

  it('says the status in words with N of M', () => {
    expect(messageStatusText(message('0x1'))).toBe('Needs confirmations: 1 of 2');
    expect(
      messageStatusText(message('0x1', { status: 'CONFIRMED', confirmationsSubmitted: 2 })),
    ).toBe('Confirmed');
  });

  it('previews text on one line and typed data by type and domain', () => {
    expect(messagePreview('a\n\nb   c')).toBe('a b c');
    expect(messagePreview('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(
      messagePreview({
        domain: { name: 'Countersign Devnet' },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      }),
    ).toBe('Typed data Mail for Countersign Devnet');
    expect(messagePreview({ domain: {}, types: { Mail: [] }, message: {} } as never)).toBe(
      'Typed data Mail',
    );
  });
});
