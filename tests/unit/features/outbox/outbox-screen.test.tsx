// @vitest-environment jsdom
// The Outbox screen over a real (fake-indexeddb) outbox: empty first, then every item of every Safe
// with its status, what waits and what failed, and Retry / Discard named after the item.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { act } from 'react';
import { MemoryRouter } from '../../../../src/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { OutboxScreen } from '../../../../src/features/outbox/OutboxScreen';
import { createGatewayClient } from '../../../../src/gateway';
import { GatewayClientProvider } from '../../../../src/session/gateway/GatewayClientProvider';
import { notifyOutboxChanged } from '../../../../src/session/outbox/outboxEvents';
import { confirmTransactionItem } from '../../../../src/session/outbox/outboxItems';
import { closeCountersignDb } from '../../../../src/storage/db';
import { addOutboxItem, markOutboxFailed } from '../../../../src/storage/outbox';

const dom = mountPerTest();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeCountersignDb());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i += 1) await act(() => sleep(10));
  if (!check()) throw new Error(`Timed out waiting for ${what}: ${dom.container.textContent}`);
}
const text = () => dom.container.textContent ?? '';

async function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        {/* Nothing listens there: the chain list fails, the outbox still shows. */}
        <GatewayClientProvider client={createGatewayClient({ baseUrl: 'http://127.0.0.1:9' })}>
          <MemoryRouter>
            <OutboxScreen />
          </MemoryRouter>
        </GatewayClientProvider>
      </QueryClientProvider>,
    ),
  );
}

const SAFE_A = '0x1111111111111111111111111111111111111111';
const SAFE_B = '0x2222222222222222222222222222222222222222';
const OWNER = '0x3333333333333333333333333333333333333333';

describe('OutboxScreen', () => {
  it('says the outbox is empty, then lists every Safe’s items with what waits and what failed', async () => {
    await render();
    await until(() => text().includes('The outbox is empty'), 'the empty state');

    await addOutboxItem(
      confirmTransactionItem(
        { chainId: '1', safe: SAFE_A },
        { safeTxHash: `0x${'aa'.repeat(32)}`, signature: '0x1', signer: OWNER },
        'Confirmation of nonce 3',
      ),
    );
    const failed = await addOutboxItem(
      confirmTransactionItem(
        { chainId: '5', safe: SAFE_B },
        { safeTxHash: `0x${'bb'.repeat(32)}`, signature: '0x2', signer: OWNER },
        'Confirmation of nonce 9',
      ),
    );
    await markOutboxFailed(failed.id, { error: 'Refused by the gateway', retry: false });
    act(() => notifyOutboxChanged());
    await until(
      () => dom.container.querySelectorAll('[data-testid="outbox-item"]').length === 2,
      'items',
    );

    expect(text()).not.toContain('The outbox is empty');
    expect(dom.container.querySelector('[data-testid="outbox-summary"]')?.textContent).toBe(
      '1 waiting to be sent, 1 failed — retry or discard them below.',
    );
    const items = [...dom.container.querySelectorAll('[data-testid="outbox-item"]')];
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'failed']);
    expect(items[1]?.textContent).toContain('Refused by the gateway');
    const buttons = [...dom.container.querySelectorAll('button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(buttons).toContain('Retry: Confirmation of nonce 9');
    expect(buttons).toContain('Discard: Confirmation of nonce 3');
  });
});
