// @vitest-environment jsdom
// "Export all as CSV" loads every remaining page one after another, says how far it got, and
// offers one file with every transaction; "Export loaded" takes only what is on hand.
import type { InfiniteData } from '@tanstack/react-query';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import type { ChainInfo, TransactionListPage } from '../../../../src/gateway';
import { ExportCsv, type ExportCsvProps } from '../../../../src/features/history/ExportCsv';
import type { ReadySafe } from '../../../../src/features/shared/RequireSafe';
import { SAFE, nativeIn, summary, txItem } from '../shared/transactions/fixtures';

let container: HTMLDivElement;
let root: Root;
let blobs: Blob[];

const dom = mountPerTest();
beforeEach(() => {
  ({ container, root } = dom);
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const page = (from: number, next: string | null): TransactionListPage => ({
  next,
  previous: null,
  results: Array.from({ length: 10 }, (_, i) =>
    txItem(summary(nativeIn, { id: `transfer_${SAFE}_${from + i}` })),
  ),
});

const safe = {
  status: 'ready',
  chainId: '31337',
  safeAddress: SAFE,
  shortName: 'hh',
  safeParam: `hh:${SAFE}`,
  chain: { nativeCurrency: { symbol: 'ETH', decimals: 18, name: 'Ether', logoUri: '' } },
} as unknown as ReadySafe & { chain: ChainInfo };

function queryWith(pages: TransactionListPage[], remaining: TransactionListPage[]) {
  const data = (list: TransactionListPage[]): InfiniteData<TransactionListPage> => ({
    pages: list,
    pageParams: list.map((_, i) => i),
  });
  const loaded = [...pages];
  const fetchNextPage = vi.fn(async () => {
    loaded.push(remaining.shift()!);
    return {
      data: data([...loaded]),
      hasNextPage: remaining.length > 0,
      isError: false,
      error: null,
    };
  });
  return {
    query: {
      data: data(pages),
      hasNextPage: remaining.length > 0,
      isError: false,
      error: null,
      fetchNextPage,
    } as unknown as ExportCsvProps['query'],
    fetchNextPage,
  };
}

const button = (name: RegExp) =>
  [...container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;

describe('ExportCsv', () => {
  it('exports only the loaded transactions', async () => {
    const { query, fetchNextPage } = queryWith([page(0, 'p2')], [page(10, null)]);
    act(() => root.render(<ExportCsv query={query} safe={safe} filter="all" loadedCount={10} />));
    await act(async () => button(/Export loaded \(10\)/).click());
    expect(fetchNextPage).not.toHaveBeenCalled();
    const text = await blobs[0]!.text();
    expect(text.trimEnd().split('\r\n')).toHaveLength(11);
    expect(container.textContent).toContain('Exported 10 transactions.');
  });

  it('loads every remaining page, then offers one file with all of them', async () => {
    const { query, fetchNextPage } = queryWith(
      [page(0, 'p2')],
      [page(10, 'p3'), page(20, 'p4'), page(30, null)],
    );
    act(() => root.render(<ExportCsv query={query} safe={safe} filter="all" loadedCount={10} />));
    await act(async () => button(/Export all as CSV/).click());
    expect(fetchNextPage).toHaveBeenCalledTimes(3);
    expect(blobs).toHaveLength(1);
    const lines = (await blobs[0]!.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(41);
    expect(lines.at(-1)).toContain(`transfer_${SAFE}_39`);
    expect(container.textContent).toContain('Exported 40 transactions.');
  });

  it('reports a failed page instead of saving a partial file silently', async () => {
    const { query } = queryWith([page(0, 'p2')], [page(10, null)]);
    (query as { fetchNextPage: unknown }).fetchNextPage = vi.fn(async () => ({
      data: query.data,
      hasNextPage: true,
      isError: true,
      error: new Error('503: Service Unavailable'),
    }));
    act(() => root.render(<ExportCsv query={query} safe={safe} filter="all" loadedCount={10} />));
    await act(async () => button(/Export all as CSV/).click());
    expect(blobs).toHaveLength(0);
    expect(container.textContent).toContain('Export failed: 503: Service Unavailable');
  });
});
