// Where a node puts the bytes of a revert in its JSON-RPC error: geth and most nodes send them as
// `error.data` (hex), Hardhat as `error.data.data`, some providers nest once more.
import { isHexString } from 'ethers';
import { JsonRpcError } from './errors';

/** The revert data carried by `error`, or null when it is no revert (or the node sent none). */
export function revertDataOf(error: unknown): string | null {
  if (!(error instanceof JsonRpcError)) return null;
  let data: unknown = error.data;
  for (let depth = 0; depth < 3; depth++) {
    if (typeof data === 'string') {
      return isHexString(data) && data.length % 2 === 0 ? data.toLowerCase() : null;
    }
    if (typeof data !== 'object' || data === null || !('data' in data)) return null;
    data = (data as { data: unknown }).data;
  }
  return null;
}
