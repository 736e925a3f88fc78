import { describe, expect, it } from 'vitest';
import type { TransactionListItem } from '../../../../src/gateway';
import {
  CSV_COLUMNS,
  escapeCsvCell,
  toCsv,
  toCsvRecord,
} from '../../../../src/features/history/csv';
import { parseHistoryFilter } from '../../../../src/query/options/transactions';
import { buildHistoryRows, transactionsOf } from '../../../../src/features/history/historyRows';
import { filterSavedHistory } from '../../../../src/features/history/savedHistoryFilter';
import {
  OTHER,
  SAFE,
  addr,
  creation,
  custom,
  erc20Out,
  erc721Out,
  nativeIn,
  summary,
  txItem,
} from '../shared/transactions/fixtures';

const eth = { symbol: 'ETH', decimals: 18 };
const day1 = Date.UTC(2026, 10, 20, 10);
const day2 = Date.UTC(2026, 10, 21, 9);

describe('parseHistoryFilter', () => {
  it('accepts the three filters and defaults to all', () => {
    expect(parseHistoryFilter('incoming')).toBe('incoming');
    expect(parseHistoryFilter('outgoing')).toBe('outgoing');
    expect(parseHistoryFilter('module')).toBe('module');
    expect(parseHistoryFilter(null)).toBe('all');
    expect(parseHistoryFilter('<script>')).toBe('all');
  });
});

describe('buildHistoryRows', () => {
  const a = summary(nativeIn, { id: 'a', timestamp: day2 });
  const b = summary(erc20Out, { id: 'b', timestamp: day1 + 3_600_000 });
  const c = summary(creation, { id: 'c', timestamp: day1 });

  it('keeps the gateway date labels of the full history', () => {
    const items: TransactionListItem[] = [
      { type: 'DATE_LABEL', timestamp: day2 },
      txItem(a),
      { type: 'DATE_LABEL', timestamp: day1 },
      txItem(b),
      txItem(c),
    ];
    const rows = buildHistoryRows(items);
    expect(rows.map((r) => r.kind)).toEqual(['date', 'tx', 'date', 'tx', 'tx']);
    expect(transactionsOf(items).map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('marks rows that do not stand under a heading of their own day, so they show their date', () => {
    const items: TransactionListItem[] = [
      // A page that starts without a heading, and a heading whose day is not the row's.
      txItem(a),
      { type: 'DATE_LABEL', timestamp: day2 },
      txItem(summary(nativeIn, { id: 'same', timestamp: day2 + 60_000 })),
      txItem(b),
    ];
    const rows = buildHistoryRows(items, { timeZone: 'UTC' });
    expect(rows.flatMap((r) => (r.kind === 'tx' ? [`${r.key}:${r.showDate}`] : []))).toEqual([
      'a:true',
      'same:false',
      'b:true',
    ]);
    const filtered = buildHistoryRows([txItem(a), txItem(b)], {
      addDateLabels: true,
      timeZone: 'UTC',
    });
    expect(filtered.every((r) => r.kind === 'date' || !r.showDate)).toBe(true);
  });

  it('adds day headings to filtered lists, by the day in the given zone', () => {
    const rows = buildHistoryRows([txItem(a), txItem(b), txItem(c)], {
      addDateLabels: true,
      timeZone: 'UTC',
    });
    expect(rows.map((r) => (r.kind === 'date' ? `date:${r.timestamp}` : r.key))).toEqual([
      `date:${day2}`,
      'a',
      `date:${day1 + 3_600_000}`,
      'b',
      'c',
    ]);
  });
});

describe('CSV', () => {
  it('escapes quotes, commas and newlines', () => {
    expect(escapeCsvCell('plain')).toBe('plain');
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises formulas', () => {
    expect(escapeCsvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(escapeCsvCell('+1')).toBe("'+1");
    expect(escapeCsvCell('-1')).toBe("'-1");
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('\tcmd')).toBe("'\tcmd");
  });

  it('exports transfers with exact amounts, token, direction and parties', () => {
    const record = toCsvRecord(summary(erc20Out, { timestamp: day1 }), SAFE, eth);
    expect(record).toMatchObject({
      date: '2026-11-20T10:00:00.000Z',
      type: 'Transfer: Sent',
      direction: 'OUTGOING',
      from: SAFE,
      to: OTHER,
      amount: '1234.567891234567891234',
      token: 'TST',
      status: 'SUCCESS',
      txHash: `0x${'22'.repeat(32)}`,
    });
    expect(toCsvRecord(summary(nativeIn), SAFE, eth)).toMatchObject({
      amount: '10',
      token: 'ETH',
      direction: 'INCOMING',
    });
    expect(toCsvRecord(summary(erc721Out), SAFE, eth).token).toMatch(/^Test NFT #115792/);
  });

  it('exports settings changes, calls and the creation', () => {
    const settings = toCsvRecord(
      summary({
        type: 'SettingsChange',
        dataDecoded: { method: 'changeThreshold', parameters: null },
        settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 2 },
      }),
      SAFE,
      eth,
    );
    expect(settings).toMatchObject({ type: 'SettingsChange: Change threshold', to: SAFE });
    const call = toCsvRecord(summary(custom({ value: '2000000000000000000' })), SAFE, eth);
    expect(call).toMatchObject({ amount: '2', token: 'ETH', to: OTHER });
    const lowercase = toCsvRecord(summary(custom({ to: addr(OTHER.toLowerCase()) })), SAFE, eth);
    expect(lowercase.to).toBe(OTHER);
    const created = toCsvRecord(summary(creation, { txHash: null }), SAFE, eth);
    expect(created).toMatchObject({ type: 'Creation: Safe created', txHash: '' });
  });

  it('writes a header and one escaped line per transaction', () => {
    const hostile = summary({
      ...erc20Out,
      recipient: addr(OTHER, '=cmd|calc'),
    } as typeof erc20Out);
    const csv = toCsv([summary(nativeIn), hostile], SAFE, eth);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(csv.endsWith('\r\n')).toBe(true);
    // The description names the hostile contact but the cell does not start with "=".
    expect(lines[2]).toContain('Sent 1,234.567891234567891234 TST to =cmd|calc');
    expect(lines[2]).toContain('"Sent 1,234.567891234567891234 TST');
  });
});

describe('filterSavedHistory (offline filters from the saved full history)', () => {
  it('picks what each gateway list would hold', () => {
    const incoming = summary(nativeIn, { id: 'in', executionInfo: null });
    const outgoing = summary(erc20Out, { id: 'out' });
    const byModule = {
      ...summary(custom(), { id: 'mod' }),
      executionInfo: { type: 'MODULE' as const, address: addr(OTHER) },
    };
    const items: TransactionListItem[] = [
      { type: 'DATE_LABEL', timestamp: day2 },
      txItem(incoming),
      txItem(outgoing),
      txItem(byModule),
    ];
    const ids = (filter: 'incoming' | 'outgoing' | 'module') =>
      filterSavedHistory(items, filter).map(
        (item) => item.type === 'TRANSACTION' && item.transaction.id,
      );
    expect(ids('incoming')).toEqual(['in']);
    expect(ids('module')).toEqual(['mod']);
    expect(ids('outgoing')).toEqual(['out']);
  });
});
