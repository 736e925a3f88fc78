// One JSON-RPC 2.0 call over HTTP POST. No retries, no caching: the query layer does those.
import { JsonRpcError, RpcHttpError, RpcNetworkError, RpcResponseError } from './errors';

/** Parameters of {@link rpcRequest}. */
export type RpcRequestParameters = {
  url: string;
  method: string;
  params: readonly unknown[];
  signal?: AbortSignal;
};

/** The `result` of the response, unchecked. */
export type RpcRequestReturnType = unknown;

/** What {@link rpcRequest} can throw (an abort by `signal` is rethrown as is). */
export type RpcRequestErrorType = RpcNetworkError | RpcHttpError | JsonRpcError | RpcResponseError;

/**
 * Resolves in a task of its own while a page is on screen. A chain read starts six or more
 * requests at once, and each fetch() call costs 1–2 ms (more on a phone): together they were
 * one of the long tasks of a Safe screen's first seconds. Hidden pages and workers, where a timer
 * may wait a second and nobody feels a long task, go on at once.
 */
function ownTaskWhileShown(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible')
    return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The `url` of a connected wallet's own provider used as an RPC (`wallet:<id>`). */
export const WALLET_RPC_PREFIX = 'wallet:';

/** An EIP-1193 `request`, as much of a wallet's provider as a chain read needs. */
export type WalletRpcProvider = {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
};

const walletProviders = new Map<string, WalletRpcProvider>();

/**
 * Makes `wallet:<id>` answer through `provider` (the wallet's own node, independent of the
 * gateway), so every read keyed by URL works with it; returns the undo.
 */
export function registerWalletRpc(id: string, provider: WalletRpcProvider): () => void {
  const url = `${WALLET_RPC_PREFIX}${id}`;
  walletProviders.set(url, provider);
  return () => {
    if (walletProviders.get(url) === provider) walletProviders.delete(url);
  };
}

async function walletRequest(
  url: string,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const provider = walletProviders.get(url);
  if (!provider) throw new RpcNetworkError('The wallet is no longer connected');
  try {
    return await provider.request({ method, params });
  } catch (cause) {
    const error = isObject(cause) ? cause : {};
    throw new JsonRpcError(
      typeof error.code === 'number' ? error.code : 0,
      typeof error.message === 'string' && error.message
        ? error.message
        : 'The wallet’s provider returned an error',
      error.data,
    );
  }
}

/** POSTs one JSON-RPC request and returns its `result`, or throws the node's error typed. */
export async function rpcRequest({
  url,
  method,
  params,
  signal,
}: RpcRequestParameters): Promise<RpcRequestReturnType> {
  if (url.startsWith(WALLET_RPC_PREFIX)) return walletRequest(url, method, params);
  let response: Response;
  try {
    await ownTaskWhileShown();
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal,
    });
  } catch (cause) {
    // An abort is the caller's decision, not a network failure: let it through as is.
    if (signal?.aborted) throw cause;
    throw new RpcNetworkError(undefined, { cause });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    if (!response.ok) throw new RpcHttpError(response.status, { cause });
    throw new RpcResponseError('The chain’s RPC did not answer with JSON', { cause });
  }
  // Nodes send JSON-RPC errors with 200 and sometimes with 4xx/5xx: the node's words win.
  if (isObject(body) && isObject(body.error)) {
    const { code, message, data } = body.error;
    throw new JsonRpcError(
      typeof code === 'number' ? code : 0,
      typeof message === 'string' && message ? message : 'The chain’s RPC returned an error',
      data,
    );
  }
  if (!response.ok) throw new RpcHttpError(response.status);
  if (!isObject(body) || !('result' in body)) {
    throw new RpcResponseError('The chain’s RPC answer has no result');
  }
  return body.result;
}
