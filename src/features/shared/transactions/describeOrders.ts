// CoW Protocol orders in words: SwapOrder, SwapTransfer and TwapOrder. The sentence says which side
// is a limit (a sell order buys *at least* its buy amount, a buy order sells *at most* its sell
// amount), the status, and warns when the bought tokens go elsewhere than the Safe.
import type { SwapOrder, SwapTransfer, TransactionTokenInfo, TwapOrder } from '../../../gateway';
import { formatTokenAmountParts, shortenAddress, toDecimalString } from '../format';
import type { DescribeContext, TxAmount, TxDescription } from './txDescription';
import {
  addressInfoOf,
  addressOf,
  amountText,
  countOf,
  rawAmountOf,
  recordOf,
  textOf,
  tokenAmountOf,
  tokenOf,
  untrustedTokenWarnings,
} from './txInfoFields';
import { orderStatusWord } from './txInfoWords';

/** The two sides of an order, read defensively. */
interface OrderSides {
  sellToken: TransactionTokenInfo;
  buyToken: TransactionTokenInfo;
  sell: TxAmount;
  buy: TxAmount;
}

function sidesOf(
  record: Record<string, unknown>,
  sellKey: string,
  buyKey: string,
  context: DescribeContext,
): OrderSides | null {
  const sellToken = tokenOf(record.sellToken);
  const buyToken = tokenOf(record.buyToken);
  const sellRaw = rawAmountOf(record[sellKey]);
  const buyRaw = rawAmountOf(record[buyKey]);
  if (!sellToken || !buyToken || sellRaw === null || buyRaw === null) return null;
  const digits = context.maxFractionDigits;
  return {
    sellToken,
    buyToken,
    sell: tokenAmountOf(sellRaw, sellToken, digits),
    buy: tokenAmountOf(buyRaw, buyToken, digits),
  };
}

/** Warnings every order shares: untrusted tokens and proceeds sent to another address. */
function orderWarnings(record: Record<string, unknown>): string[] {
  const warnings = untrustedTokenWarnings(record.sellToken, record.buyToken);
  const receiver = addressOf(record.receiver);
  const owner = addressOf(record.owner);
  if (receiver && owner && receiver !== owner) {
    warnings.push(`The bought tokens go to ${shortenAddress(receiver)}, not to the Safe`);
  }
  return warnings;
}

function isNonZero(raw: unknown): boolean {
  const amount = rawAmountOf(raw);
  return amount !== null && /[1-9]/.test(amount);
}

/** `Swap 1.5 WETH → at least 3,000 USDC (open)`, or the executed amounts once filled. */
function orderSentence(
  record: Record<string, unknown>,
  context: DescribeContext,
): { sentence: string; sell: TxAmount } | null {
  const status = orderStatusWord(record.status);
  const filled =
    record.status === 'fulfilled' &&
    isNonZero(record.executedSellAmount) &&
    isNonZero(record.executedBuyAmount);
  if (filled) {
    const executed = sidesOf(record, 'executedSellAmount', 'executedBuyAmount', context);
    if (executed) {
      return {
        sentence: `Swapped ${amountText(executed.sell)} → ${amountText(executed.buy)} (${status})`,
        sell: executed.sell,
      };
    }
  }
  const sides = sidesOf(record, 'sellAmount', 'buyAmount', context);
  if (!sides) return null;
  const atMost = record.kind === 'buy' ? 'at most ' : '';
  const atLeast = record.kind === 'sell' ? 'at least ' : '';
  return {
    sentence: `Swap ${atMost}${amountText(sides.sell)} → ${atLeast}${amountText(sides.buy)} (${status})`,
    sell: sides.sell,
  };
}

/** A single CoW order placed by the Safe; null when its tokens or amounts are unreadable. */
export function describeSwapOrder(info: SwapOrder, context: DescribeContext): TxDescription | null {
  const record = recordOf(info);
  const order = record && orderSentence(record, context);
  if (!record || !order) return null;
  return {
    kind: 'swap',
    title: 'Swap order',
    summary: order.sentence,
    amount: order.sell,
    counterparty: addressOf(record.receiver) ?? undefined,
    warnings: orderWarnings(record),
  };
}

// A transfer's amount with the token it names; the chain's coin for native transfers.
function transferAmountOf(value: unknown, context: DescribeContext): TxAmount | null {
  const transfer = recordOf(value);
  const raw = rawAmountOf(transfer?.value);
  if (!transfer || raw === null) return null;
  let decimals: number;
  let unit: string;
  if (transfer.type === 'NATIVE_COIN') {
    decimals = context.nativeCurrency?.decimals ?? 18;
    unit = context.nativeCurrency?.symbol ?? 'native coin';
  } else if (transfer.type === 'ERC20' && typeof transfer.decimals === 'number') {
    decimals = transfer.decimals;
    unit = textOf(transfer.tokenSymbol) ?? textOf(transfer.tokenName) ?? 'tokens';
  } else {
    return null;
  }
  try {
    const parts = formatTokenAmountParts(raw, decimals, {
      maxFractionDigits: context.maxFractionDigits,
    });
    return { ...parts, decimal: toDecimalString(raw, decimals), unit };
  } catch {
    return null;
  }
}

/** A transfer that settled a CoW order of the Safe; null when the order is unreadable. */
export function describeSwapTransfer(
  info: SwapTransfer,
  context: DescribeContext,
): TxDescription | null {
  const record = recordOf(info);
  const order = record && orderSentence(record, context);
  if (!record || !order) return null;
  const moved = transferAmountOf(record.transferInfo, context);
  const incoming = record.direction === 'INCOMING';
  const outgoing = record.direction === 'OUTGOING';
  const party = addressInfoOf(incoming ? record.sender : record.recipient);
  const verb = incoming ? 'Received' : outgoing ? 'Sent' : 'Moved';
  return {
    kind: 'swap',
    title: incoming ? 'Received from swap' : outgoing ? 'Sent to swap' : 'Swap transfer',
    summary: moved ? `${verb} ${amountText(moved)} · ${order.sentence}` : order.sentence,
    amount: moved ?? order.sell,
    counterparty: party?.value,
    warnings: orderWarnings(record),
  };
}

/** A TWAP order: one sell split into parts; null when its tokens or amounts are unreadable. */
export function describeTwapOrder(info: TwapOrder, context: DescribeContext): TxDescription | null {
  const record = recordOf(info);
  const sides = record && sidesOf(record, 'sellAmount', 'buyAmount', context);
  if (!record || !sides) return null;
  const parts = countOf(record.numberOfParts);
  const count = parts === null ? '' : `${parts} ${parts === '1' ? 'part' : 'parts'}, `;
  const status = orderStatusWord(record.status);
  return {
    kind: 'swap',
    title: 'TWAP order',
    summary: `TWAP order: ${count}sell ${amountText(sides.sell)} → at least ${amountText(sides.buy)} (${status})`,
    amount: sides.sell,
    counterparty: addressOf(record.receiver) ?? undefined,
    warnings: orderWarnings(record),
  };
}
