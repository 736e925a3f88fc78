// The JSON-RPC methods an app may reach through `rpcCall` (reference B.4): reads, estimates and the
// host-local `safe_setSettings`. Nothing that signs or sends: those go through the review.

/** The allow-list, keyed by itself (the public SDK's `RPC_CALLS`). */
export const RPC_CALLS = {
  eth_call: 'eth_call',
  eth_gasPrice: 'eth_gasPrice',
  eth_getLogs: 'eth_getLogs',
  eth_getBalance: 'eth_getBalance',
  eth_getCode: 'eth_getCode',
  eth_getBlockByHash: 'eth_getBlockByHash',
  eth_getBlockByNumber: 'eth_getBlockByNumber',
  eth_getStorageAt: 'eth_getStorageAt',
  eth_getTransactionByHash: 'eth_getTransactionByHash',
  eth_getTransactionReceipt: 'eth_getTransactionReceipt',
  eth_getTransactionCount: 'eth_getTransactionCount',
  eth_estimateGas: 'eth_estimateGas',
  safe_setSettings: 'safe_setSettings',
} as const;

/** A method name of the `rpcCall` allow-list. */
export type RpcCallName = (typeof RPC_CALLS)[keyof typeof RPC_CALLS];

const RPC_CALL_SET: ReadonlySet<string> = new Set(Object.values(RPC_CALLS));

/** Whether `value` is on the `rpcCall` allow-list (exact, case-sensitive). */
export function isAllowedRpcCall(value: unknown): value is RpcCallName {
  return typeof value === 'string' && RPC_CALL_SET.has(value);
}
