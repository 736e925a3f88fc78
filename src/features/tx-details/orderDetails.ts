// Details rows of CoW orders (SwapOrder, SwapTransfer, TwapOrder): both sides with the limit side
// named, executed amounts and fee, expiry, receiver and owner, the TWAP schedule and the app data.
import { formatDuration } from '../shared/format';
import {
  addressInfoOf,
  countOf,
  finiteNumberOf,
  recordOf,
  textOf,
  tokenOf,
} from '../shared/transactions/txInfoFields';
import { orderStatusWord, plainWords } from '../shared/transactions/txInfoWords';
import { DetailRows, exactAmount, jsonText, type DetailSection } from './detailRows';

// The fee token: current gateways send a token, older ones an address that is one of the sides.
function feeTokenOf(record: Record<string, unknown>) {
  const token = tokenOf(record.executedFeeToken);
  if (token) return token;
  const address = textOf(record.executedFeeToken)?.toLowerCase();
  const sides = [tokenOf(record.sellToken), tokenOf(record.buyToken)];
  return sides.find((side) => side && side.address.toLowerCase() === address) ?? null;
}

function orderKindText(kind: unknown): string | null {
  if (kind === 'sell') return 'Sell order: the sell amount is fixed, the buy amount is the least';
  if (kind === 'buy') return 'Buy order: the buy amount is fixed, the sell amount is the most';
  return textOf(kind);
}

function twapRows(rows: DetailRows, record: Record<string, unknown>): void {
  const sellToken = tokenOf(record.sellToken);
  const buyToken = tokenOf(record.buyToken);
  rows
    .text('Parts', countOf(record.numberOfParts))
    .amount('Sell per part', record.partSellAmount, sellToken)
    .amount('Buy per part (at least)', record.minPartLimit, buyToken);
  const between = finiteNumberOf(record.timeBetweenParts);
  if (between !== null) rows.text('Time between parts', formatDuration(between * 1000));
  const duration = recordOf(record.durationOfPart);
  if (duration?.durationType === 'AUTO') rows.text('Each part valid for', 'The whole interval');
  else if (duration?.durationType === 'LIMIT_DURATION') {
    const seconds = Number(countOf(duration.duration) ?? Number.NaN);
    if (Number.isFinite(seconds)) rows.text('Each part valid for', formatDuration(seconds * 1000));
  }
  const start = recordOf(record.startTime);
  if (start?.startType === 'AT_MINING_TIME')
    rows.text('Starts', 'When the transaction is executed');
  else if (start?.startType === 'AT_EPOCH') rows.dateFromSeconds('Starts', start.epoch);
  rows.text('Active part order', textOf(record.activeOrderUid), true);
}

function transferRows(rows: DetailRows, record: Record<string, unknown>): void {
  const sender = addressInfoOf(record.sender);
  const recipient = addressInfoOf(record.recipient);
  const transfer = recordOf(record.transferInfo);
  rows.text('Transfer', plainWords(record.direction));
  if (sender) rows.address('Transfer from', sender.value, sender.name);
  if (recipient) rows.address('Transfer to', recipient.value, recipient.name);
  if (transfer?.type === 'ERC20' && typeof transfer.decimals === 'number') {
    const token = tokenOf({
      ...transfer,
      address: transfer.tokenAddress,
      symbol: transfer.tokenSymbol,
      name: transfer.tokenName,
    });
    rows.text('Amount transferred', exactAmount(transfer.value, token), true);
  }
}

/** The details section of a CoW order, or null when `info` is not an object. */
export function orderDetails(info: unknown): DetailSection | null {
  const record = recordOf(info);
  if (!record) return null;
  const twap = record.type === 'TwapOrder';
  const sellToken = tokenOf(record.sellToken);
  const buyToken = tokenOf(record.buyToken);
  const rows = new DetailRows();
  rows
    .text('Order', twap ? 'TWAP: one sell split into parts over time' : orderKindText(record.kind))
    .text('Status', orderStatusWord(record.status))
    .amount(record.kind === 'buy' ? 'Sell (at most)' : 'Sell', record.sellAmount, sellToken)
    .amount(record.kind === 'sell' ? 'Buy (at least)' : 'Buy', record.buyAmount, buyToken)
    .amount('Sold so far', record.executedSellAmount, sellToken)
    .amount('Bought so far', record.executedBuyAmount, buyToken)
    .amount('Fee paid', record.executedFee ?? record.executedSurplusFee, feeTokenOf(record))
    .dateFromSeconds('Valid until', record.validUntil);
  if (twap) twapRows(rows, record);
  if (record.type === 'SwapTransfer') transferRows(rows, record);
  if (sellToken) rows.address('Sell token', sellToken.address, sellToken.name || sellToken.symbol);
  if (buyToken) rows.address('Buy token', buyToken.address, buyToken.name || buyToken.symbol);
  // No receiver means the owner (the Safe) receives the bought tokens.
  if (textOf(record.receiver)) rows.address('Receiver', record.receiver);
  else rows.text('Receiver', 'The owner');
  rows
    .address('Owner', record.owner)
    .text('Order class', plainWords(record.orderClass ?? record.class))
    .text('Order id', textOf(record.uid), true)
    .link('Order explorer', record.explorerUrl, 'View the order on CoW Explorer')
    .block('App data', jsonText(record.fullAppData));
  const heading = twap
    ? 'TWAP order'
    : record.type === 'SwapTransfer'
      ? 'Swap transfer'
      : 'Swap order';
  return { heading, rows: rows.rows };
}
