// This device's mined execution of one transaction, as the execution flow reported it.
import { useSyncExternalStore } from 'react';
import { minedExecutionOf, minedExecutions, type MinedExecution } from './minedExecutions';

/** The execution of `safeTxHash` this device saw mined in this session, or null. */
export function useMinedExecution(safeTxHash: string | null): MinedExecution | null {
  const all = useSyncExternalStore(
    minedExecutions.subscribe,
    minedExecutions.get,
    minedExecutions.get,
  );
  return minedExecutionOf(all, safeTxHash);
}
