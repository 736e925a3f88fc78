// Address book CSV in Safe{Wallet}'s format: header `address,name,chainId`, one entry per line.
// Import checks every row before anything is written and reports bad rows by line number; the
// caller then stores the valid rows in one transaction (or nothing).
import type { AddressBookEntry } from '../../storage/addressBook';
import { validateAddressInput } from '../shared/address-book/validateAddress';
import { validateName } from '../shared/address-book/validateEntry';

/** The header Safe{Wallet} writes and reads. */
export const CSV_HEADER = ['address', 'name', 'chainId'] as const;

/** Quotes a field when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// A spreadsheet runs a cell starting with = + - @ as a formula: a name like `=HYPERLINK(…)` from a
// shared file would then act on the user's machine. Export prefixes such names with `'` (shown as
// text by spreadsheets); import removes exactly that prefix again, so our own files round-trip.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes a name safe to open in a spreadsheet. */
export function escapeFormula(name: string): string {
  return FORMULA_START.test(name) ? `'${name}` : name;
}

/** Undoes escapeFormula. */
function unescapeFormula(name: string): string {
  return name.startsWith("'") && FORMULA_START.test(name.slice(1)) ? name.slice(1) : name;
}

/** Writes entries as CSV (header first, CRLF line ends as RFC 4180 says). */
export function toCsv(entries: readonly AddressBookEntry[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const entry of entries) {
    lines.push([entry.address, escapeFormula(entry.name), entry.chainId].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** One parsed record with the line it starts on (1-based, header = line 1). */
interface CsvRecord {
  line: number;
  fields: string[];
}

/** Splits CSV text into records, honouring quotes (commas and line breaks inside quotes). */
export function parseCsvRecords(text: string): CsvRecord[] {
  const input = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) {
      records.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return records;
}

/** A valid row of an import. */
export interface CsvRow {
  line: number;
  entry: AddressBookEntry;
}

/** A rejected row and why. */
export interface CsvRowError {
  line: number;
  message: string;
}

/** The checked content of an import file. */
export type CsvImport =
  { ok: true; rows: CsvRow[]; errors: CsvRowError[] } | { ok: false; message: string };

/** Parses and validates an address book CSV; nothing is stored here. */
export function parseAddressBookCsv(text: string): CsvImport {
  const records = parseCsvRecords(text);
  const header = records[0];
  if (!header) return { ok: false, message: 'The file is empty.' };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name.toLowerCase());
  const [addressCol, nameCol, chainCol] = CSV_HEADER.map(column) as [number, number, number];
  if (addressCol < 0 || nameCol < 0 || chainCol < 0) {
    return {
      ok: false,
      message: `The first line must be the header “${CSV_HEADER.join(',')}” (as Safe{Wallet} exports it).`,
    };
  }
  const rows: CsvRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records.slice(1)) {
    const problems: string[] = [];
    const address = validateAddressInput(fields[addressCol] ?? '');
    const name = validateName(unescapeFormula((fields[nameCol] ?? '').trim()));
    const chainId = (fields[chainCol] ?? '').trim();
    if (!address.ok) problems.push(`address: ${address.message}`);
    if (!name.ok) problems.push(`name: ${name.message}`);
    if (!/^[1-9][0-9]{0,19}$/.test(chainId)) problems.push('chainId: must be a positive number.');
    if (problems.length === 0 && address.ok && name.ok) {
      const key = `${chainId}:${address.address}`;
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({ line, message: `same chain and address as line ${first}.` });
        continue;
      }
      seen.set(key, line);
      rows.push({ line, entry: { chainId, address: address.address, name: name.name } });
    } else errors.push({ line, message: problems.join(' ') });
  }
  return { ok: true, rows, errors };
}

/** How valid rows relate to the address book already stored. */
export interface ImportPlan {
  /** Addresses not yet in the book. */
  added: CsvRow[];
  /** In the book under another name: `previousName` is what would be replaced. */
  conflicts: (CsvRow & { previousName: string })[];
  /** Already in the book with the same name. */
  unchanged: CsvRow[];
}

/** Sorts valid rows into new, conflicting and unchanged against `existing` (all chains). */
export function planImport(
  rows: readonly CsvRow[],
  existing: readonly AddressBookEntry[],
): ImportPlan {
  const stored = new Map(
    existing.map((entry) => [`${entry.chainId}:${entry.address}`, entry.name]),
  );
  const plan: ImportPlan = { added: [], conflicts: [], unchanged: [] };
  for (const row of rows) {
    const previousName = stored.get(`${row.entry.chainId}:${row.entry.address}`);
    if (previousName === undefined) plan.added.push(row);
    else if (previousName === row.entry.name) plan.unchanged.push(row);
    else plan.conflicts.push({ ...row, previousName });
  }
  return plan;
}

/** The entries to write for a plan: new ones, plus conflicts only when replacing. */
export function entriesToWrite(plan: ImportPlan, replaceConflicts: boolean): AddressBookEntry[] {
  return [...plan.added, ...(replaceConflicts ? plan.conflicts : [])].map((row) => row.entry);
}
