// CSV export of history rows: one line per transaction, exact amounts, RFC 4180 quoting and
// protection against formula injection (a cell starting with = + - @ tab or CR gets a leading ').
import type { NativeCurrency, TransactionSummary } from '../../gateway';
import { describeTxInfo } from '../shared/transactions/describe';
import { checksumAddress, formatIsoDate } from '../shared/format';
import { txInfoTypeLabel } from '../shared/transactions/describeGatewayTxInfo';
import { addressInfoOf, textOf } from '../shared/transactions/txInfoFields';

/** The exported columns, in order. */
export const CSV_COLUMNS = [
  'date',
  'txId',
  'type',
  'direction',
  'from',
  'to',
  'amount',
  'token',
  'status',
  'txHash',
  'description',
] as const;

/** One exported line. */
export type CsvRecord = Record<(typeof CSV_COLUMNS)[number], string>;

/** Escapes one cell: neutralises formulas, then quotes when needed. */
export function escapeCsvCell(value: string): string {
  let cell = value;
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  if (/[",\r\n]/.test(cell)) cell = `"${cell.replace(/"/g, '""')}"`;
  return cell;
}

/** The CSV line of one transaction. */
export function toCsvRecord(
  tx: TransactionSummary,
  safeAddress: string,
  nativeCurrency?: Pick<NativeCurrency, 'symbol' | 'decimals'> | null,
): CsvRecord {
  const info = tx.txInfo;
  const description = describeTxInfo(info, { nativeCurrency });
  let direction = '';
  let from = safeAddress;
  let to: string;
  let amount = '';
  let token = '';
  switch (info.type) {
    case 'Transfer': {
      direction = info.direction;
      from = info.sender.value;
      to = info.recipient.value;
      const transfer = info.transferInfo;
      if (transfer.type === 'ERC721') {
        amount = '1';
        token = `${transfer.tokenName || transfer.tokenSymbol || transfer.tokenAddress} #${transfer.tokenId}`;
      } else {
        amount = description.amount?.decimal ?? '';
        token =
          transfer.type === 'ERC20'
            ? transfer.tokenSymbol || transfer.tokenName || transfer.tokenAddress
            : (nativeCurrency?.symbol ?? 'native');
        if (transfer.type === 'ERC20' && transfer.decimals === null) token += ' (raw units)';
      }
      break;
    }
    case 'SettingsChange':
      to = safeAddress;
      break;
    case 'Custom':
      to = info.to.value;
      if (description.amount) {
        amount = description.amount.decimal;
        token = nativeCurrency?.symbol ?? 'native';
      }
      break;
    case 'Creation':
      from = info.creator.value;
      to = safeAddress;
      break;
    default:
      // Swaps, staking, vaults and unknown kinds: the amount the description found (sold, staked,
      // deposited) and its counterparty (receiver, vault); a settlement transfer has its parties.
      if (info.type === 'SwapTransfer') {
        direction = textOf(info.direction) ?? '';
        from = addressInfoOf(info.sender)?.value ?? '';
        to = addressInfoOf(info.recipient)?.value ?? '';
      } else {
        to = description.counterparty ?? '';
      }
      if (description.amount) {
        amount = description.amount.decimal;
        token = description.amount.unit;
      }
      break;
  }
  return {
    date: formatIsoDate(tx.timestamp),
    txId: tx.id,
    type: `${txInfoTypeLabel(info)}: ${description.title}`,
    direction,
    from: checksumAddress(from),
    to: checksumAddress(to),
    amount,
    token,
    status: tx.txStatus,
    txHash: tx.txHash ?? '',
    description: description.summary,
  };
}

/** The whole CSV text (header + one line per transaction, CRLF line ends). */
export function toCsv(
  transactions: TransactionSummary[],
  safeAddress: string,
  nativeCurrency?: Pick<NativeCurrency, 'symbol' | 'decimals'> | null,
): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const tx of transactions) {
    const record = toCsvRecord(tx, safeAddress, nativeCurrency);
    lines.push(CSV_COLUMNS.map((column) => escapeCsvCell(record[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers `text` as a file download (a temporary object URL and a clicked `<a download>`). */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
