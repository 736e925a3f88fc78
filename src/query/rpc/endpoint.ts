// Which chain RPC URL this app may call: the gateway's `rpcUri` only when it needs no API key (the
// app has none) and is an http(s) URL (never a ws:// or javascript: one from a gateway answer).
import type { RpcUri } from '../../gateway';
import { RpcUnavailableError } from './errors';

/** Parameters of {@link getRpcEndpoint}. */
export type GetRpcEndpointParameters = { rpcUri: RpcUri };

/** The URL to POST JSON-RPC requests to. */
export type GetRpcEndpointReturnType = string;

/** What {@link getRpcEndpoint} can throw. */
export type GetRpcEndpointErrorType = RpcUnavailableError;

/** Returns the URL of a usable RPC endpoint or throws an {@link RpcUnavailableError} saying why not. */
export function getRpcEndpoint({ rpcUri }: GetRpcEndpointParameters): GetRpcEndpointReturnType {
  if (rpcUri.authentication !== 'NO_AUTHENTICATION') {
    throw new RpcUnavailableError(
      'API_KEY_REQUIRED',
      'the chain’s RPC needs an API key, which this app does not have',
    );
  }
  let url: URL;
  try {
    url = new URL(rpcUri.value);
  } catch (cause) {
    throw new RpcUnavailableError('NOT_HTTP', 'the chain’s RPC address is not a valid URL', {
      cause,
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RpcUnavailableError('NOT_HTTP', 'the chain’s RPC address is not an http(s) URL');
  }
  return url.href;
}
