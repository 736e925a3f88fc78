// Rules that hold even for honestly signed data: a nonce the Safe has used or is far from, and a
// gas refund paid to someone other than the executor.
import { getAddress } from 'ethers';
import { ZERO_ADDRESS } from '../constants';
import type { SafeTransactionData } from '../safe-transaction';
import type { Finding } from './findings';

/** How far above the on-chain nonce a queued transaction may sit before it is called out. */
export const NONCE_LOOKAHEAD = 50n;

/** What {@link checkTransactionRules} needs besides the transaction. */
export type TransactionRulesContext = {
  /** The Safe's `nonce()` on chain; null when the chain was not read. */
  onChainNonce: bigint | null;
  /** The transaction was executed: its nonce is naturally below the Safe's. */
  executed: boolean;
  /** The account that executed it (history) or will execute it, when known. */
  executor: string | null;
};

const sameAddress = (a: string, b: string) => getAddress(a) === getAddress(b);

/** Nonce and refund rules of one SafeTx. */
export function checkTransactionRules(
  transaction: SafeTransactionData,
  { onChainNonce, executed, executor }: TransactionRulesContext,
): Finding[] {
  const findings: Finding[] = [];
  if (onChainNonce !== null && !executed) {
    if (transaction.nonce < onChainNonce) {
      findings.push({
        code: 'NONCE_ALREADY_USED',
        severity: 'error',
        message: `The Safe already used nonce ${transaction.nonce} (the chain is at ${onChainNonce}): this transaction can never execute`,
        path: 'detailedExecutionInfo.nonce',
        expected: `≥ ${onChainNonce}`,
        actual: transaction.nonce.toString(),
      });
    } else if (transaction.nonce > onChainNonce + NONCE_LOOKAHEAD) {
      findings.push({
        code: 'NONCE_FAR_AHEAD',
        severity: 'warning',
        message: `Nonce ${transaction.nonce} is far above the Safe’s next nonce ${onChainNonce}: it can only execute after every transaction before it`,
        path: 'detailedExecutionInfo.nonce',
        actual: transaction.nonce.toString(),
      });
    }
  }
  const receiver = transaction.refundReceiver;
  if (
    transaction.gasPrice > 0n &&
    !sameAddress(receiver, ZERO_ADDRESS) &&
    !(executor && sameAddress(receiver, executor))
  ) {
    findings.push({
      code: 'REFUND_RECEIVER',
      severity: 'warning',
      message: executed
        ? `This transaction paid its gas refund to ${getAddress(receiver)}, who did not execute it`
        : `The gas refund (gas price ${transaction.gasPrice}) goes to ${getAddress(receiver)}, not to whoever executes it`,
      path: 'detailedExecutionInfo.refundReceiver',
      actual: getAddress(receiver),
    });
  }
  return findings;
}
