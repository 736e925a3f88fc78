// `sdk.eth`: the read-only JSON-RPC calls of the `rpcCall` allow-list, with the public SDK's
// parameter defaults (block 'latest', full transactions false, numeric blocks as hex).
import { Methods, RPC_CALLS, type RpcCallName } from '../protocol';
import type { Communicator } from './communicator';

type Formatter = ((arg: unknown) => unknown) | null;

const defaultBlock: Formatter = (arg) => arg ?? 'latest';
const fullTransactions: Formatter = (arg) => arg ?? false;
const blockNumberToHex: Formatter = (arg) =>
  typeof arg === 'number' && Number.isInteger(arg) ? `0x${arg.toString(16)}` : arg;

/** A JSON-RPC call through the host, with positional params. */
export type RpcRequest<R> = (params?: unknown[]) => Promise<R>;

/** The chain reads of the client (each resolves with the node's raw JSON-RPC result). */
export class Eth {
  /** `eth_call` (block defaults to 'latest'). */
  readonly call: RpcRequest<string>;
  /** `eth_getBalance` (block defaults to 'latest'). */
  readonly getBalance: RpcRequest<string>;
  /** `eth_getCode` (block defaults to 'latest'). */
  readonly getCode: RpcRequest<string>;
  /** `eth_getStorageAt` (numeric slot as hex, block defaults to 'latest'). */
  readonly getStorageAt: RpcRequest<string>;
  /** `eth_getLogs`. */
  readonly getPastLogs: RpcRequest<unknown[]>;
  /** `eth_getBlockByHash` (full transactions default to false). */
  readonly getBlockByHash: RpcRequest<Record<string, unknown> | null>;
  /** `eth_getBlockByNumber` (numeric block as hex, full transactions default to false). */
  readonly getBlockByNumber: RpcRequest<Record<string, unknown> | null>;
  /** `eth_getTransactionByHash`. */
  readonly getTransactionByHash: RpcRequest<Record<string, unknown> | null>;
  /** `eth_getTransactionReceipt`. */
  readonly getTransactionReceipt: RpcRequest<Record<string, unknown> | null>;
  /** `eth_getTransactionCount` (block defaults to 'latest'). */
  readonly getTransactionCount: RpcRequest<string>;
  /** `eth_gasPrice`. */
  readonly getGasPrice: RpcRequest<string>;
  /** `eth_estimateGas` for one transaction object. */
  readonly getEstimateGas: (transaction: Record<string, unknown>) => Promise<string>;
  /** `safe_setSettings` (`[{ offChainSigning }]`); answers the host's merged settings. */
  readonly setSafeSettings: RpcRequest<{ offChainSigning?: boolean }>;

  /** Binds the calls to a communicator. */
  constructor(private readonly communicator: Communicator) {
    this.call = this.request(RPC_CALLS.eth_call, [null, defaultBlock]);
    this.getBalance = this.request(RPC_CALLS.eth_getBalance, [null, defaultBlock]);
    this.getCode = this.request(RPC_CALLS.eth_getCode, [null, defaultBlock]);
    this.getStorageAt = this.request(RPC_CALLS.eth_getStorageAt, [
      null,
      blockNumberToHex,
      defaultBlock,
    ]);
    this.getPastLogs = this.request(RPC_CALLS.eth_getLogs);
    this.getBlockByHash = this.request(RPC_CALLS.eth_getBlockByHash, [null, fullTransactions]);
    this.getBlockByNumber = this.request(RPC_CALLS.eth_getBlockByNumber, [
      blockNumberToHex,
      fullTransactions,
    ]);
    this.getTransactionByHash = this.request(RPC_CALLS.eth_getTransactionByHash);
    this.getTransactionReceipt = this.request(RPC_CALLS.eth_getTransactionReceipt);
    this.getTransactionCount = this.request(RPC_CALLS.eth_getTransactionCount, [
      null,
      defaultBlock,
    ]);
    this.getGasPrice = this.request(RPC_CALLS.eth_gasPrice);
    const estimate = this.request<string>(RPC_CALLS.eth_estimateGas);
    this.getEstimateGas = (transaction) => estimate([transaction]);
    this.setSafeSettings = this.request(RPC_CALLS.safe_setSettings);
  }

  private request<R>(call: RpcCallName, formatters: Formatter[] = []): RpcRequest<R> {
    return async (params) => {
      // A copy: the caller's array is theirs (the public SDK writes the defaults into it).
      const sent = Array.isArray(params) ? [...params] : [];
      if (Array.isArray(params)) {
        formatters.forEach((format, index) => {
          if (format) sent[index] = format(sent[index]);
        });
      }
      const response = await this.communicator.send(Methods.rpcCall, { call, params: sent });
      return response.data as R;
    };
  }
}
