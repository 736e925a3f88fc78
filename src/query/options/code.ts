// The keccak256 of the code at an address, read from the chain's own RPC (not the gateway), so the
// verifier can tell an official Safe singleton from anything else behind a Safe's proxy.
import { queryOptions } from '@tanstack/react-query';
import { getAddress, keccak256 } from 'ethers';
import type { ChainInfo, GatewayClient } from '../../gateway';
import { gatewayKeys } from '../keys';
import { ethGetCode, getRpcEndpoint, isTransientRpcError, RpcUnavailableError } from '../rpc';

// Code at a deployed singleton's address does not change; an hour avoids re-asking on every screen.
const HOUR = 3_600_000;

/** The code hash of one address and whether there is code at all. */
export interface ContractCodeHash {
  /** keccak256 of the runtime code (of `0x` when there is none). */
  codeHash: string;
  /** True when the address has no code (not a contract, or the RPC is on another chain). */
  empty: boolean;
}

/**
 * Why the code of `address` cannot be asked for on `chain` (API key needed, non-http(s) RPC,
 * invalid address), or null when it can.
 */
export function contractCodeUnavailableError(
  chain: ChainInfo,
  address: string,
): RpcUnavailableError | null {
  try {
    getRpcEndpoint({ rpcUri: chain.rpcUri });
    getAddress(address);
    return null;
  } catch (error) {
    if (error instanceof RpcUnavailableError) return error;
    return new RpcUnavailableError('INVALID_ADDRESS', 'the address is not valid', { cause: error });
  }
}

function addressKey(address: string): string {
  try {
    return getAddress(address);
  } catch {
    return address;
  }
}

/**
 * keccak256 of the code at `address` via `eth_getCode` on the chain's RPC. Disabled (and throws
 * the reason if fetched anyway) when the RPC needs an API key or is not http(s).
 */
export function contractCodeHashQueryOptions(
  client: Pick<GatewayClient, 'baseUrl'>,
  chain: ChainInfo,
  address: string,
) {
  const unavailable = contractCodeUnavailableError(chain, address);
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(client.baseUrl, chain.chainId, 'code', addressKey(address)),
    queryFn: async ({ signal }): Promise<ContractCodeHash> => {
      if (unavailable) throw unavailable;
      const url = getRpcEndpoint({ rpcUri: chain.rpcUri });
      const code = await ethGetCode({ url, address: getAddress(address), signal });
      return { codeHash: keccak256(code), empty: code === '0x' };
    },
    enabled: unavailable === null,
    staleTime: HOUR,
    // One retry for a dropped connection or a 5xx; a node's refusal will not change on its own.
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}
