// The chain reads the signing flows make themselves (gas estimate, receipts, EIP-1271 calls), over
// the chain's RPC as the review uses it — never through the gateway.
import type { ChainInfo } from '../../gateway';
import { getRpcEndpoint, rpcRequest } from '../../query/rpc';
import type { EthCall } from '../../safe';

/** A mined transaction, as much as the flows need. */
export type MinedReceipt = { status: 'success' | 'reverted'; logs: { topics: string[] }[] };

const toHex = (value: bigint) => `0x${value.toString(16)}`;

/** `eth_call` on the chain's RPC (latest block). */
export function chainCall(chain: ChainInfo): EthCall {
  return async (to, data) => {
    const result = await rpcRequest({
      url: getRpcEndpoint({ rpcUri: chain.rpcUri }),
      method: 'eth_call',
      params: [{ to, data }, 'latest'],
    });
    return typeof result === 'string' ? result : '0x';
  };
}

/** `eth_estimateGas` with a fifth on top (refunds and storage changes vary between blocks). */
export async function estimateGas(
  chain: ChainInfo,
  call: { from: string; to: string; data: string },
): Promise<bigint> {
  const result = await rpcRequest({
    url: getRpcEndpoint({ rpcUri: chain.rpcUri }),
    method: 'eth_estimateGas',
    params: [{ ...call, value: toHex(0n) }],
  });
  const estimate = BigInt(String(result));
  return estimate + estimate / 5n;
}

/** Polls for the receipt of `hash` until it is mined (or `signal` aborts). */
export async function waitForReceipt(
  chain: ChainInfo,
  hash: string,
  { intervalMs = 1000, signal }: { intervalMs?: number; signal?: AbortSignal } = {},
): Promise<MinedReceipt> {
  const url = getRpcEndpoint({ rpcUri: chain.rpcUri });
  for (;;) {
    signal?.throwIfAborted();
    const receipt = (await rpcRequest({
      url,
      method: 'eth_getTransactionReceipt',
      params: [hash],
      signal,
    })) as { status?: string; logs?: { topics?: string[] }[] } | null;
    if (receipt && typeof receipt.status === 'string') {
      return {
        status: BigInt(receipt.status) === 1n ? 'success' : 'reverted',
        logs: (receipt.logs ?? []).map((log) => ({ topics: log.topics ?? [] })),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
