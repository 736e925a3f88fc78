// Turns the state of the implementation-code query into what the verifier takes: the code hash,
// "still checking", or why it was not checked (offline, the RPC's own error, no usable RPC). Pure.
import { JsonRpcError, RpcNetworkError } from '../../query/rpc';
import type { ContractCodeHash } from '../../query/options';
import type { ImplementationCodeCheck } from './verification';

/** The implementation check as the panel sees it; `pending` must never read as "Verified". */
export type ImplementationCodeState = { status: 'pending' } | ImplementationCodeCheck;

/** The parts of a query result (and of the environment) the state depends on. */
export interface ImplementationCodeInputs {
  /** Why the code cannot be asked for at all (no usable RPC, invalid address), else null. */
  unavailable: Error | null;
  data: ContractCodeHash | undefined;
  error: unknown;
  /** The last failed attempt's error while a retry is pending or paused. */
  failureReason: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** The app's online status (`session/network/online`). */
  online: boolean;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A short clause saying why the RPC did not give the code. */
export function describeRpcFailure(error: unknown, online = true): string {
  if (error instanceof RpcNetworkError) return online ? lowerFirst(error.message) : 'offline';
  if (error instanceof JsonRpcError) return `the chain’s RPC said “${error.message}”`;
  if (error instanceof Error && error.message) return lowerFirst(error.message);
  return 'the chain’s RPC failed';
}

/** Settles the implementation check from the query's state. */
export function implementationCodeState({
  unavailable,
  data,
  error,
  failureReason,
  fetchStatus,
  online,
}: ImplementationCodeInputs): ImplementationCodeState {
  if (unavailable) return { status: 'unchecked', reason: lowerFirst(unavailable.message) };
  if (data) return { status: 'checked', codeHash: data.codeHash, empty: data.empty };
  if (error) return { status: 'unchecked', reason: describeRpcFailure(error, online) };
  // offlineFirst queries pause their retries while the browser is offline: do not wait for them.
  if (fetchStatus === 'paused') {
    return {
      status: 'unchecked',
      reason: failureReason ? describeRpcFailure(failureReason, false) : 'offline',
    };
  }
  return { status: 'pending' };
}
