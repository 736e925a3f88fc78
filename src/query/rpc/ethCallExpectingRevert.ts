// eth_call of a call built to revert (simulateAndRevert): the revert bytes are the answer. Optional
// state overrides (the third eth_call parameter geth, Hardhat, Anvil and most providers accept).
import { isHexString } from 'ethers';
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';
import { revertDataOf } from './revertData';

/** Per-address state override (only code is used here). */
export type StateOverride = Readonly<Record<string, { code?: string; balance?: string }>>;

/** Parameters of {@link ethCallExpectingRevert}. */
export type EthCallExpectingRevertParameters = {
  url: string;
  to: string;
  data: string;
  stateOverride?: StateOverride;
  blockTag?: string;
  signal?: AbortSignal;
};

/** The call's bytes: its revert data, or its return data when it did not revert. */
export type EthCallExpectingRevertReturnType = { reverted: boolean; data: string };

/** What {@link ethCallExpectingRevert} can throw: a node error that carries no revert data. */
export type EthCallExpectingRevertErrorType = RpcRequestErrorType;

/** Calls `to` with `data` and returns the revert data the node reports (or the return data). */
export async function ethCallExpectingRevert({
  url,
  to,
  data,
  stateOverride,
  blockTag = 'latest',
  signal,
}: EthCallExpectingRevertParameters): Promise<EthCallExpectingRevertReturnType> {
  const params: unknown[] = [{ to, data }, blockTag];
  if (stateOverride) params.push(stateOverride);
  let result: unknown;
  try {
    result = await rpcRequest({ url, method: 'eth_call', params, signal });
  } catch (error) {
    const revert = revertDataOf(error);
    if (revert === null) throw error;
    return { reverted: true, data: revert };
  }
  if (typeof result !== 'string' || !isHexString(result) || result.length % 2 !== 0) {
    throw new RpcResponseError('The chain’s RPC answered eth_call with something that is not data');
  }
  return { reverted: false, data: result.toLowerCase() };
}
