// The executions this device saw mined, told by the execution flow as soon as its receipt lands:
// the open page takes the signing controls away at once, and the review waits for fresh reads
// instead of comparing a gateway that has indexed the execution with a chain read from before it.
// Outside React (and session-only) so the flow and every hook share it.

/** One execution this device sent and saw mined. */
export interface MinedExecution {
  chainId: string;
  /** Checksummed or not: compared case-insensitively. */
  safeAddress: string;
  /** The Safe transaction executed (lower-case). */
  safeTxHash: string;
  /** The chain transaction that executed it. */
  txHash: string;
  /** The block it was mined in. */
  blockNumber: bigint;
  /** When this device saw the receipt (ms since epoch). */
  at: number;
}

let executions: readonly MinedExecution[] = [];
const listeners = new Set<() => void>();

const sameSafe = (entry: MinedExecution, chainId: string, safeAddress: string) =>
  entry.chainId === chainId && entry.safeAddress.toLowerCase() === safeAddress.toLowerCase();

/** The store of mined executions (useSyncExternalStore-compatible). */
export const minedExecutions = {
  /** Every execution seen mined in this session (a new array after each change). */
  get: (): readonly MinedExecution[] => executions,
  /** Records a mined execution (the flow calls it once its receipt is in). */
  record(entry: MinedExecution): void {
    executions = [
      ...executions.filter((e) => e.safeTxHash !== entry.safeTxHash.toLowerCase()),
      { ...entry, safeTxHash: entry.safeTxHash.toLowerCase() },
    ];
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The execution of `safeTxHash` this device saw mined, or null. */
export function minedExecutionOf(
  all: readonly MinedExecution[],
  safeTxHash: string | null,
): MinedExecution | null {
  if (!safeTxHash) return null;
  const hash = safeTxHash.toLowerCase();
  return all.find((entry) => entry.safeTxHash === hash) ?? null;
}

/** The latest execution this device saw mined on the Safe, or null. */
export function latestWriteOf(
  all: readonly MinedExecution[],
  chainId: string,
  safeAddress: string,
): MinedExecution | null {
  let latest: MinedExecution | null = null;
  for (const entry of all) {
    if (sameSafe(entry, chainId, safeAddress) && (!latest || entry.at > latest.at)) latest = entry;
  }
  return latest;
}
