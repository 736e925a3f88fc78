// A rejection is an empty call to the Safe itself at a queued nonce: executing it uses the nonce,
// so every other queued transaction with that nonce can never execute. Which ones, from the queue.
import { getAddress } from 'ethers';
import type { TransactionDetails, TransactionListPage, TransactionSummary } from '../../gateway';

/** True when `details` is an on-chain rejection, judged from its own call data (not the gateway's flag). */
export function isRejection(details: TransactionDetails): boolean {
  const txData = details.txData;
  if (!txData || details.detailedExecutionInfo?.type !== 'MULTISIG') return false;
  try {
    return (
      getAddress(txData.to.value) === getAddress(details.safeAddress) &&
      BigInt(txData.value ?? '0') === 0n &&
      (txData.hexData ?? '0x') === '0x' &&
      Number(txData.operation) === 0
    );
  } catch {
    return false;
  }
}

/** The other queued transactions with the rejection's nonce. */
export function replacedTransactions(
  details: TransactionDetails,
  pages: readonly TransactionListPage[],
): TransactionSummary[] {
  const info = details.detailedExecutionInfo;
  if (info?.type !== 'MULTISIG') return [];
  return pages.flatMap((page) =>
    page.results.flatMap((item) =>
      item.type === 'TRANSACTION' &&
      item.transaction.id !== details.txId &&
      item.transaction.executionInfo?.type === 'MULTISIG' &&
      item.transaction.executionInfo.nonce === info.nonce
        ? [item.transaction]
        : [],
    ),
  );
}
