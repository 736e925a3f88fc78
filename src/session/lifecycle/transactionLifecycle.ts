// Whether a transaction an owner has open still exists, and whether this device executed it:
// derived from what the gateway and the chain said, with no I/O. A 404 for details that were
// loaded (or listed) means the transaction is gone — replaced when the chain's nonce moved past
// its nonce and another transaction executed at that nonce, else deleted by its proposer.

/** Why an open transaction is gone. `byTxHash` is the safeTxHash of the one executed instead. */
export type TransactionGone =
  { kind: 'deleted' } | { kind: 'replaced'; nonce: number; byTxHash: string | null };

/** What happened to an open transaction after it was loaded. */
export type TransactionLifecycle = {
  gone: null | TransactionGone;
  /** This device's execution of it, once its receipt is in (before the gateway indexed it). */
  minedExecution: { txHash: string } | null;
};

/** The transaction as last loaded or listed (kept after a later 404). */
export type KnownTransaction = {
  nonce: number;
  /** The gateway said it was executed. */
  executed: boolean;
  /** The gateway said CANCELLED (its nonce was used by another transaction). */
  cancelled: boolean;
};

/** What {@link deriveTransactionLifecycle} reads. */
export type TransactionLifecycleInput = {
  /** The transaction's own safeTxHash, when known (to tell "executed" from "replaced"). */
  safeTxHash: string | null;
  known: KnownTransaction | null;
  /** The gateway answered 404 for the details. */
  notFound: boolean;
  /** The chain's nonce; null while it was not read. */
  chainNonce: bigint | null;
  /**
   * The safeTxHash of the transaction the gateway lists as executed at `known.nonce`: undefined
   * while not asked (or loading), null when there is none.
   */
  executedAtNonce: string | null | undefined;
  /** This device's mined execution of it, when it made one. */
  minedExecution: { txHash: string } | null;
};

/** Whether the lifecycle needs the executed transaction at the known nonce to decide. */
export function needsExecutedAtNonce({
  known,
  notFound,
  chainNonce,
  minedExecution,
}: Pick<
  TransactionLifecycleInput,
  'known' | 'notFound' | 'chainNonce' | 'minedExecution'
>): boolean {
  if (!known || known.executed || minedExecution) return false;
  const nonceMoved = chainNonce !== null && chainNonce > BigInt(known.nonce);
  return nonceMoved || known.cancelled || (notFound && chainNonce === null);
}

/** Derives whether the transaction is gone (and how) and whether this device executed it. */
export function deriveTransactionLifecycle(input: TransactionLifecycleInput): TransactionLifecycle {
  const { safeTxHash, known, notFound, chainNonce, executedAtNonce, minedExecution } = input;
  const lifecycle = (gone: TransactionGone | null): TransactionLifecycle => ({
    gone,
    minedExecution: minedExecution ? { txHash: minedExecution.txHash } : null,
  });
  // Executed by this device, or by anyone as far as the gateway knows: not gone.
  if (!known || known.executed || minedExecution) return lifecycle(null);
  const executedItself =
    typeof executedAtNonce === 'string' &&
    safeTxHash !== null &&
    executedAtNonce.toLowerCase() === safeTxHash.toLowerCase();
  if (executedItself) return lifecycle(null);
  const nonceMoved = chainNonce !== null && chainNonce > BigInt(known.nonce);
  const replaced = (byTxHash: string | null): TransactionLifecycle =>
    lifecycle({ kind: 'replaced', nonce: known.nonce, byTxHash });
  if (typeof executedAtNonce === 'string' && (nonceMoved || known.cancelled || notFound)) {
    return replaced(executedAtNonce);
  }
  if (notFound) {
    // Still asking which transaction took the nonce: say nothing rather than the wrong thing.
    if (executedAtNonce === undefined && needsExecutedAtNonce(input)) return lifecycle(null);
    return lifecycle({ kind: 'deleted' });
  }
  // Listed as cancelled with no executed transaction found (yet): replaced, by one not named.
  if (known.cancelled && executedAtNonce === null) return replaced(null);
  return lifecycle(null);
}
