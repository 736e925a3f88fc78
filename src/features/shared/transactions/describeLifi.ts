// LI.FI swaps (gateway type `Swap`) and swap-and-bridge transfers to another chain (`SwapAndBridge`)
// in words. The "to" amount is LI.FI's quote until the bridge is done, so the sentence says "about".
import type { BridgeAndSwapTransactionInfo, SwapTransactionInfo } from '../../../gateway';
import type { DescribeContext, TxDescription } from './txDescription';
import {
  addressInfoOf,
  amountText,
  countOf,
  rawAmountOf,
  recordOf,
  tokenAmountOf,
  tokenOf,
  untrustedTokenWarnings,
} from './txInfoFields';
import { bridgeStatusWord } from './txInfoWords';

/** A destination chain in words: its name when the gateway or the registry knows it, else its id. */
export function chainWords(chainId: string, context: DescribeContext): string {
  return context.chainNameOf?.(chainId) ?? `chain ${chainId}`;
}

/** A same-chain LI.FI swap; null when its tokens or amounts are unreadable. */
export function describeLifiSwap(
  info: SwapTransactionInfo,
  context: DescribeContext,
): TxDescription | null {
  const record = recordOf(info);
  if (!record) return null;
  const fromToken = tokenOf(record.fromToken);
  const toToken = tokenOf(record.toToken);
  const fromRaw = rawAmountOf(record.fromAmount);
  const toRaw = rawAmountOf(record.toAmount);
  if (!fromToken || !toToken || fromRaw === null || toRaw === null) return null;
  const from = tokenAmountOf(fromRaw, fromToken, context.maxFractionDigits);
  const to = tokenAmountOf(toRaw, toToken, context.maxFractionDigits);
  const recipient = addressInfoOf(record.recipient);
  return {
    kind: 'swap',
    title: 'Swap',
    summary: `Swap ${amountText(from)} → about ${amountText(to)}`,
    amount: from,
    counterparty: recipient?.value,
    warnings: untrustedTokenWarnings(record.fromToken, record.toToken),
  };
}

/** A LI.FI swap and bridge to another chain; null when what is sent is unreadable. */
export function describeSwapAndBridge(
  info: BridgeAndSwapTransactionInfo,
  context: DescribeContext,
): TxDescription | null {
  const record = recordOf(info);
  if (!record) return null;
  const fromToken = tokenOf(record.fromToken);
  const fromRaw = rawAmountOf(record.fromAmount);
  if (!fromToken || fromRaw === null) return null;
  const from = tokenAmountOf(fromRaw, fromToken, context.maxFractionDigits);
  // The destination token and amount are null until LI.FI knows them.
  const toToken = tokenOf(record.toToken);
  const toRaw = rawAmountOf(record.toAmount);
  const to =
    toToken && toRaw !== null ? tokenAmountOf(toRaw, toToken, context.maxFractionDigits) : null;
  const chain = countOf(record.toChain);
  const where = chain === null ? 'another chain' : chainWords(chain, context);
  const what = to
    ? `${amountText(from)} → about ${amountText(to)} on ${where}`
    : `${amountText(from)} to ${where}`;
  const recipient = addressInfoOf(record.recipient);
  return {
    kind: 'swap',
    title: 'Swap and bridge',
    summary: `Bridge ${what} (${bridgeStatusWord(record.status)})`,
    amount: from,
    counterparty: recipient?.value,
    warnings: untrustedTokenWarnings(record.fromToken, record.toToken),
  };
}
