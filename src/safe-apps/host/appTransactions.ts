// An app's `sendTransactions` batch as the one call the Safe makes: a single call as it is, several
// through the chain's MultiSendCallOnly, and only when that address is an official deployment (as
// the batch flow). Summaries in words for the review.
import { getAddress } from 'ethers';
import type { ChainInfo } from '../../gateway';
import { buildMultiSendCall, officialMultiSendCallOnly, type SafeCall } from '../../safe';
import type { BaseTransaction } from '../protocol';

/** The call of a checked batch, or why it cannot be made. */
export function appTransactionsCall(
  chain: ChainInfo,
  txs: readonly BaseTransaction[],
): { ok: true; call: SafeCall } | { ok: false; message: string } {
  const calls: SafeCall[] = txs.map((tx) => ({
    to: getAddress(tx.to),
    value: BigInt(tx.value),
    data: tx.data,
    operation: 0,
  }));
  if (calls.length === 0) return { ok: false, message: 'The app sent no transaction.' };
  if (calls.length === 1) return { ok: true, call: calls[0] };
  const address = chain.contractAddresses?.multiSendCallOnlyAddress;
  const multiSend = officialMultiSendCallOnly(address);
  if (!multiSend) {
    return {
      ok: false,
      message: `The chain’s MultiSendCallOnly (${address ?? 'none'}) is not an official deployment: the app’s batch cannot be made.`,
    };
  }
  return { ok: true, call: buildMultiSendCall({ multiSend, calls }) };
}

/** One line per call: "Call 0xAbc… with 4 bytes of data, sending 1000 wei". */
export function appTransactionSummaries(txs: readonly BaseTransaction[]): string[] {
  return txs.map((tx, index) => {
    const bytes = (tx.data.length - 2) / 2;
    const what = bytes === 0 ? 'Transfer to' : `Call (${bytes} bytes of data)`;
    const value = tx.value === '0' ? '' : `, sending ${tx.value} wei`;
    return `${index + 1}. ${what} ${getAddress(tx.to)}${value}`;
  });
}

/** The gateway's `origin` of what an app proposes: `{"url","name"}`, as Safe{Wallet} sends it. */
export function safeAppOrigin(appUrl: string, appName: string): string {
  return JSON.stringify({ url: appUrl, name: appName });
}
