// Address book rules and Safe{Wallet} CSV: validation, import checks by line, duplicates,
// header, BOM, quoted commas, and an export that imports back to the same entries.
import { describe, expect, it } from 'vitest';
import {
  entriesToWrite,
  parseAddressBookCsv,
  planImport,
  toCsv,
} from '../../../../src/features/address-book/csv';
import { validateEntry } from '../../../../src/features/shared/address-book/validateEntry';

const A = '0x220866B1A2219f40e72f5c628B65D54268cA3A9D';
const B = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('validateEntry', () => {
  const options = {
    chainId: '1',
    shortName: 'eth',
    existing: [{ chainId: '1', address: A, name: 'Treasury' }],
  };

  it('checksums the address and trims the name', () => {
    expect(validateEntry({ address: `eth:${B.toLowerCase()}`, name: '  Bob ' }, options)).toEqual({
      ok: true,
      entry: { chainId: '1', address: B, name: 'Bob' },
    });
  });

  it('refuses a duplicate address with the existing name, but not the entry being edited', () => {
    const duplicate = validateEntry({ address: A.toLowerCase(), name: 'Other' }, options);
    expect(duplicate).toMatchObject({ ok: false, errors: { address: /already.*Treasury/ } });
    expect(validateEntry({ address: A, name: 'Renamed' }, { ...options, editing: A }).ok).toBe(
      true,
    );
  });

  it('refuses empty and over-long names (counted in characters, not UTF-16 units)', () => {
    expect(validateEntry({ address: B, name: ' ' }, options)).toMatchObject({
      ok: false,
      errors: { name: /Enter a name/ },
    });
    expect(validateEntry({ address: B, name: 'x'.repeat(51) }, options).ok).toBe(false);
    expect(validateEntry({ address: B, name: '🦊'.repeat(50) }, options).ok).toBe(true);
  });
});

describe('address book CSV', () => {
  it('imports a good file', () => {
    const result = parseAddressBookCsv(`address,name,chainId\n${A},Treasury,1\n${B},Bob,100\n`);
    expect(result).toEqual({
      ok: true,
      errors: [],
      rows: [
        { line: 2, entry: { chainId: '1', address: A, name: 'Treasury' } },
        { line: 3, entry: { chainId: '100', address: B, name: 'Bob' } },
      ],
    });
  });

  it('reports bad rows by line number and keeps the good ones apart', () => {
    const text = [
      'address,name,chainId',
      `${A},Good,1`,
      '0x1234,Short address,1',
      `${B},,1`,
      `${B},Bad chain,abc`,
      '',
      `${A.toLowerCase()},Again,1`,
    ].join('\n');
    const result = parseAddressBookCsv(text);
    if (!result.ok) throw new Error('expected ok');
    expect(result.rows.map((row) => row.line)).toEqual([2]);
    expect(result.errors.map((error) => error.line)).toEqual([3, 4, 5, 7]);
    expect(result.errors[0]?.message).toMatch(/address/);
    expect(result.errors[1]?.message).toMatch(/name/);
    expect(result.errors[2]?.message).toMatch(/chainId/);
    expect(result.errors[3]?.message).toMatch(/line 2/);
  });

  it('needs the header', () => {
    expect(parseAddressBookCsv(`${A},Treasury,1\n`)).toMatchObject({
      ok: false,
      message: /header/,
    });
    expect(parseAddressBookCsv('')).toMatchObject({ ok: false, message: /empty/ });
  });

  it('accepts a BOM, CRLF, reordered columns and quoted commas and quotes', () => {
    const text = `\uFEFFname,chainId,address\r\n"Smith, Jones ""LLP""",1,${A}\r\n"Two\nlines",1,${B}\r\nAfter,5,${B}\r\n`;
    const result = parseAddressBookCsv(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.rows.map((row) => [row.line, row.entry.name])).toEqual([
      [2, 'Smith, Jones "LLP"'],
      // The quoted line break made the previous record two lines long.
      [5, 'After'],
    ]);
    // A line break inside a name is refused (it would break every list it appears in).
    expect(result.errors).toEqual([
      { line: 3, message: expect.stringMatching(/control/) as string },
    ]);
  });

  it('round-trips an export', () => {
    const entries = [
      { chainId: '1', address: A, name: 'Comma, "quoted"' },
      { chainId: '31337', address: B, name: 'Plain' },
    ];
    const csv = toCsv(entries);
    expect(csv.startsWith('address,name,chainId\r\n')).toBe(true);
    const result = parseAddressBookCsv(csv);
    if (!result.ok) throw new Error(result.message);
    expect(result.rows.map((row) => row.entry)).toEqual(entries);
  });

  it('exports formula-like names as text and imports them back unchanged', () => {
    const entries = [{ chainId: '1', address: A, name: '=HYPERLINK("http://x","y")' }];
    const csv = toCsv(entries);
    expect(csv).toContain(`${A},"'=HYPERLINK(""http://x"",""y"")",1`);
    const result = parseAddressBookCsv(csv);
    if (!result.ok) throw new Error(result.message);
    expect(result.rows.map((row) => row.entry)).toEqual(entries);
    // A quote that does not guard a formula is part of the name.
    const plain = parseAddressBookCsv(`address,name,chainId\n${A},'quoted,1\n`);
    expect(plain.ok && plain.rows[0]?.entry.name).toBe("'quoted");
  });

  it('plans duplicates against the stored book: keep or replace', () => {
    const result = parseAddressBookCsv(
      `address,name,chainId\n${A},Treasury,1\n${B},New name,1\n${B},Other chain,5\n`,
    );
    if (!result.ok) throw new Error(result.message);
    const plan = planImport(result.rows, [
      { chainId: '1', address: A, name: 'Treasury' },
      { chainId: '1', address: B, name: 'Old name' },
    ]);
    expect(plan.unchanged.map((row) => row.line)).toEqual([2]);
    expect(plan.conflicts).toMatchObject([{ line: 3, previousName: 'Old name' }]);
    expect(plan.added.map((row) => row.line)).toEqual([4]);
    expect(entriesToWrite(plan, false).map((entry) => entry.name)).toEqual(['Other chain']);
    expect(entriesToWrite(plan, true).map((entry) => entry.name)).toEqual([
      'Other chain',
      'New name',
    ]);
  });
});
