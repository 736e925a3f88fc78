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

describe('messageStatusText with the count proven on this device', () => {
  const needs = {
    status: 'NEEDS_CONFIRMATION' as const,
    confirmationsSubmitted: 2,
    confirmationsRequired: 2,
  };
  const confirmed = { ...needs, status: 'CONFIRMED' as const };

  it('uses the proven count, never the gateway’s, once the review is done', () => {
    // The gateway credits two confirmations; only one is proven against the chain's threshold 2.
    expect(messageStatusText(needs, { proven: 1, required: 2 })).toBe(
      'Needs confirmations: 1 of 2',
    );
    expect(messageStatusText(confirmed, { proven: 1, required: 2 })).toBe(
      'The gateway says confirmed, but only 1 of 2 confirmations are proven',
    );
    expect(messageStatusText(confirmed, { proven: 2, required: 2 })).toBe('Confirmed');
  });

  it('marks the gateway’s count as unchecked while the review runs', () => {
    expect(messageStatusText(needs, 'unchecked')).toBe(
      'Needs confirmations: 2 of 2 (gateway, unchecked)',
    );
    expect(messageStatusText(confirmed, 'unchecked')).toBe('Confirmed (gateway, unchecked)');
  });
});
