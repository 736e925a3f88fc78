// @vitest-environment jsdom
// Live data: the open Safe's info is polled, and when its list tags change exactly those lists are
// refetched (against a real loopback gateway); nothing is polled while offline.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import { createGatewayClient } from '../../../../src/gateway';
import { changedActivity } from '../../../../src/query/live';
import {
  safeMessagesQueryOptions,
  transactionQueueQueryOptions,
} from '../../../../src/query/options';
import { GatewayClientProvider } from '../../../../src/session/gateway/GatewayClientProvider';
import { liveActivity } from '../../../../src/session/live/liveActivity';
import { useSafeLiveUpdates } from '../../../../src/session/live/useSafeLiveUpdates';
import { CHAIN_ID, SAFE, safeInfo } from '../../gateway/fixtures';

let tags = { txQueuedTag: '1', txHistoryTag: '1', messagesTag: '1', collectiblesTag: null };
const seen: string[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    seen.push(path);
    const body =
      path === `/v1/chains/${CHAIN_ID}/safes/${SAFE}`
        ? { ...safeInfo, ...tags }
        : { next: null, previous: null, results: [] };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const dom = mountPerTest();
beforeEach(() => {
  seen.length = 0;
  liveActivity.set(null);
  tags = { txQueuedTag: '1', txHistoryTag: '1', messagesTag: '1', collectiblesTag: null };
});

const count = (suffix: string) => seen.filter((path) => path.endsWith(suffix)).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const safe = { chainId: CHAIN_ID, safeAddress: SAFE };

function OpenSafe({ interval }: { interval: number }) {
  const client = createGatewayClient({ baseUrl: origin });
  useInfiniteQuery(transactionQueueQueryOptions(client, safe));
  useInfiniteQuery(safeMessagesQueryOptions(client, safe));
  const { activity } = useSafeLiveUpdates(safe, interval);
  return <p>{activity ? activity.parts.join(',') : 'no change'}</p>;
}

async function render(interval: number) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayClientProvider client={createGatewayClient({ baseUrl: origin })}>
          <OpenSafe interval={interval} />
        </GatewayClientProvider>
      </QueryClientProvider>,
    ),
  );
  await act(() => sleep(60));
}

describe('live updates of an open Safe', () => {
  it('refetch the queue (only) when the queue tag changes, and say so', async () => {
    await render(80);
    expect(count('/transactions/queued')).toBe(1);
    await act(() => sleep(250));
    // Polled, but nothing changed: no list refetched.
    expect(count(`/safes/${SAFE}`)).toBeGreaterThanOrEqual(3);
    expect(count('/transactions/queued')).toBe(1);
    expect(dom.container.textContent).toBe('no change');

    tags = { ...tags, txQueuedTag: '2' };
    await act(() => sleep(250));
    expect(count('/transactions/queued')).toBe(2);
    expect(count('/messages')).toBe(1);
    expect(dom.container.textContent).toBe('queue');
  });

  it('stop polling while offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await render(50);
      const before = count(`/safes/${SAFE}`);
      await act(() => sleep(300));
      expect(count(`/safes/${SAFE}`)).toBe(before);
    } finally {
      onLine.mockRestore();
    }
  });

  it('compare tags, and the setup (nonce, threshold, owners)', () => {
    const base = { ...safeInfo, txQueuedTag: 'a', txHistoryTag: 'b', messagesTag: null };
    expect(changedActivity(undefined, base)).toEqual([]);
    expect(changedActivity(base, { ...base, txHistoryTag: 'c', nonce: base.nonce + 1 })).toEqual([
      'history',
      'setup',
    ]);
    expect(changedActivity(base, { ...base, messagesTag: 'm' })).toEqual(['messages']);
  });
});
