// Details rows of LI.FI swaps (`Swap`) and swap-and-bridge transfers (`SwapAndBridge`): both sides
// (the "to" side is a quote until done), recipient, destination chain, status, fees and explorer.
import type { TransactionTokenInfo } from '../../gateway';
import {
  addressInfoOf,
  countOf,
  recordOf,
  textOf,
  tokenOf,
} from '../shared/transactions/txInfoFields';
import type { DescribeContext } from '../shared/transactions/txDescription';
import { bridgeStatusWord, plainWords } from '../shared/transactions/txInfoWords';
import { DetailRows, exactAmount, type DetailSection } from './detailRows';

// Fees are raw amounts of the token at `fees.tokenAddress`, which is one of the two sides.
function feeRows(rows: DetailRows, fees: unknown, sides: (TransactionTokenInfo | null)[]): void {
  const record = recordOf(fees);
  if (!record) return;
  const address = textOf(record.tokenAddress)?.toLowerCase();
  const token = sides.find((side) => side && side.address.toLowerCase() === address) ?? null;
  rows
    .text('Integrator fee', exactAmount(record.integratorFee, token), true)
    .text('LI.FI fee', exactAmount(record.lifiFee, token), true);
}

/** The details section of a LI.FI swap or bridge, or null when `info` is not an object. */
export function lifiDetails(info: unknown, context: DescribeContext = {}): DetailSection | null {
  const record = recordOf(info);
  if (!record) return null;
  const bridge = record.type === 'SwapAndBridge';
  const fromToken = tokenOf(record.fromToken);
  const toToken = tokenOf(record.toToken);
  const recipient = addressInfoOf(record.recipient);
  const rows = new DetailRows();
  if (bridge) {
    const substatus = plainWords(record.substatus);
    const status = bridgeStatusWord(record.status);
    rows.text('Status', substatus && substatus !== 'unknown' ? `${status} (${substatus})` : status);
    const chain = countOf(record.toChain);
    const name = chain === null ? undefined : context.chainNameOf?.(chain);
    rows.text(
      'Destination chain',
      chain === null ? null : name ? `${name} (chain ${chain})` : `Chain ${chain}`,
    );
  }
  rows
    .amount('Send', record.fromAmount, fromToken)
    .text(
      'Receive (quote)',
      toToken ? exactAmount(record.toAmount, toToken) : 'Not known yet',
      true,
    );
  if (recipient) rows.address('Recipient', recipient.value, recipient.name);
  if (fromToken) rows.address('Send token', fromToken.address, fromToken.name || fromToken.symbol);
  if (toToken) rows.address('Receive token', toToken.address, toToken.name || toToken.symbol);
  feeRows(rows, record.fees, [fromToken, toToken]);
  rows.link(
    'Explorer',
    bridge ? record.explorerUrl : record.lifiExplorerUrl,
    'View on the LI.FI explorer',
  );
  return { heading: bridge ? 'Swap and bridge' : 'Swap', rows: rows.rows };
}
