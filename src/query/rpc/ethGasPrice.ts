// eth_gasPrice: the node's legacy gas price suggestion, in wei.
import { RpcResponseError } from './errors';
import { rpcRequest, type RpcRequestErrorType } from './request';

/** Parameters of {@link ethGasPrice}. */
export type EthGasPriceParameters = { url: string; signal?: AbortSignal };

/** The fee in wei. */
export type EthGasPriceReturnType = bigint;

/** What {@link ethGasPrice} can throw. */
export type EthGasPriceErrorType = RpcRequestErrorType;

/** Asks the node at `url` for the node's legacy gas price suggestion. */
export async function ethGasPrice({
  url,
  signal,
}: EthGasPriceParameters): Promise<EthGasPriceReturnType> {
  const result = await rpcRequest({ url, method: 'eth_gasPrice', params: [], signal });
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
    throw new RpcResponseError(
      'The chain’s RPC answered eth_gasPrice with something that is not a number',
    );
  }
  return BigInt(result);
}
