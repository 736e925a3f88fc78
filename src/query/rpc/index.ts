// Direct calls to a chain's JSON-RPC node (no React, no cache).
export * from './errors';
export { getRpcEndpoint } from './endpoint';
export type {
  GetRpcEndpointParameters,
  GetRpcEndpointReturnType,
  GetRpcEndpointErrorType,
} from './endpoint';
export { rpcRequest } from './request';
export type { RpcRequestParameters, RpcRequestReturnType, RpcRequestErrorType } from './request';
export { ethGetCode } from './ethGetCode';
export type { EthGetCodeParameters, EthGetCodeReturnType, EthGetCodeErrorType } from './ethGetCode';
