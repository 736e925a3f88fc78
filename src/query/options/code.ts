// The keccak256 of the code at an address, read from the RPC the review chose for the chain (the
// user's, else the app's shipped default, else the wallet's — never the gateway's alone), so the
// verifier can tell an official Safe singleton from anything else behind a Safe's proxy.
import { queryOptions } from '@tanstack/react-query';
import { getAddress, keccak256 } from 'ethers';
import type { ChainInfo, GatewayClient } from '../../gateway';
import { gatewayKeys } from '../keys';
import { ethGetCode, isTransientRpcError, RpcUnavailableError } from '../rpc';

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
 * Why the code of `address` cannot be asked for (no RPC chosen for the chain, invalid address),
 * or null when it can.
 */
export function contractCodeUnavailableError(
  rpcUrl: string | null,
  address: string,
): RpcUnavailableError | null {
  if (!rpcUrl) {
    return new RpcUnavailableError(
      'NO_RPC',
      'no RPC independent of the gateway is known for this chain: choose one in Settings',
    );
  }
  try {
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
 * keccak256 of the code at `address` via `eth_getCode` on `rpcUrl` (the review's chosen RPC for
 * `chain`, session/rpc). Disabled (and throws the reason if fetched anyway) without one.
 */
export function contractCodeHashQueryOptions(
  client: Pick<GatewayClient, 'baseUrl'>,
  chain: Pick<ChainInfo, 'chainId'>,
  address: string,
  rpcUrl: string | null,
) {
  const unavailable = contractCodeUnavailableError(rpcUrl, address);
  return queryOptions({
    queryKey: gatewayKeys.chainScoped(
      client.baseUrl,
      chain.chainId,
      'code',
      addressKey(address),
      rpcUrl ?? '',
    ),
    queryFn: async ({ signal }): Promise<ContractCodeHash> => {
      if (unavailable || !rpcUrl) throw unavailable;
      const code = await ethGetCode({ url: rpcUrl, address: getAddress(address), signal });
      return { codeHash: keccak256(code), empty: code === '0x' };
    },
    enabled: unavailable === null,
    staleTime: HOUR,
    // One retry for a dropped connection or a 5xx; a node's refusal will not change on its own.
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}
