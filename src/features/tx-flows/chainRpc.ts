// The chain reads the signing flows make themselves (gas estimate, receipts, EIP-1271 calls), over
// the RPC the review chose for the chain (session/rpc) — never the gateway's RPC alone.
import type { ChainInfo } from '../../gateway';
import {
  ethFeeHistory,
  ethGasPrice,
  ethMaxPriorityFeePerGas,
  rpcRequest,
  RpcUnavailableError,
} from '../../query/rpc';
import { suggestEip1559Fees, type EthCall, type ExecutionFees } from '../../safe';

/** A mined transaction, as much as the flows need. */
export type MinedReceipt = {
  status: 'success' | 'reverted';
  logs: { topics: string[] }[];
  /** The block it was mined in (null when the RPC left it out). */
  blockNumber: bigint | null;
};

const toHex = (value: bigint) => `0x${value.toString(16)}`;

/** `eth_call` on the review's chosen RPC (latest block); throws when there is none. */
export function chainCall(rpcUrl: string | undefined): EthCall {
  return async (to, data) => {
    const result = await rpcRequest({
      url: flowRpcUrl(rpcUrl),
      method: 'eth_call',
      params: [{ to, data }, 'latest'],
    });
    return typeof result === 'string' ? result : '0x';
  };
}

/** The RPC to ask: the review's choice for the chain; without one the flow stops, it never guesses. */
export function flowRpcUrl(rpcUrl: string | undefined): string {
  if (rpcUrl) return rpcUrl;
  throw new RpcUnavailableError(
    'NO_RPC',
    'No RPC independent of the gateway is known for this chain: choose one in Settings',
  );
}

/** `eth_estimateGas` with a fifth on top (refunds and storage changes vary between blocks). */
export async function estimateGas(
  call: { from: string; to: string; data: string },
  rpcUrl?: string,
): Promise<bigint> {
  const result = await rpcRequest({
    url: flowRpcUrl(rpcUrl),
    method: 'eth_estimateGas',
    params: [{ ...call, value: toHex(0n) }],
  });
  const estimate = BigInt(String(result));
  return estimate + estimate / 5n;
}

/** The account's next nonce, counting its transactions still in the mempool. */
export async function pendingNonce(address: string, rpcUrl?: string): Promise<bigint> {
  const result = await rpcRequest({
    url: flowRpcUrl(rpcUrl),
    method: 'eth_getTransactionCount',
    params: [address, 'pending'],
  });
  return BigInt(String(result));
}

/**
 * The fees of an execution: EIP-1559 from the fee history (and the node's tip when it has
 * eth_maxPriorityFeePerGas) on a chain whose config has the EIP1559 feature, else the legacy gas price.
 */
export async function executionFees(chain: ChainInfo, rpcUrl?: string): Promise<ExecutionFees> {
  const url = flowRpcUrl(rpcUrl);
  if (!chain.features.includes('EIP1559')) {
    return { type: 'legacy', gasPrice: await ethGasPrice({ url }) };
  }
  const [history, tip] = await Promise.all([
    ethFeeHistory({ url, blockCount: 5, rewardPercentiles: [50] }),
    // Not every node has it; the history's median reward stands in.
    ethMaxPriorityFeePerGas({ url }).catch(() => null),
  ]);
  return { type: 'eip1559', ...suggestEip1559Fees(history, tip) };
}

/** Polls for the receipt of `hash` until it is mined (or `signal` aborts). */
export async function waitForReceipt(
  hash: string,
  {
    intervalMs = 1000,
    signal,
    rpcUrl,
  }: { intervalMs?: number; signal?: AbortSignal; rpcUrl?: string } = {},
): Promise<MinedReceipt> {
  const url = flowRpcUrl(rpcUrl);
  for (;;) {
    signal?.throwIfAborted();
    const receipt = (await rpcRequest({
      url,
      method: 'eth_getTransactionReceipt',
      params: [hash],
      signal,
    })) as { status?: string; logs?: { topics?: string[] }[]; blockNumber?: string } | null;
    if (receipt && typeof receipt.status === 'string') {
      return {
        status: BigInt(receipt.status) === 1n ? 'success' : 'reverted',
        logs: (receipt.logs ?? []).map((log) => ({ topics: log.topics ?? [] })),
        blockNumber:
          typeof receipt.blockNumber === 'string' && /^0x[0-9a-fA-F]+$/.test(receipt.blockNumber)
            ? BigInt(receipt.blockNumber)
            : null,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
