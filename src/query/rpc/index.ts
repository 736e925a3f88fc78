// Direct calls to a chain's JSON-RPC node (no React, no cache).
export * from './errors';
export { getRpcEndpoint } from './endpoint';
export type {
  GetRpcEndpointParameters,
  GetRpcEndpointReturnType,
  GetRpcEndpointErrorType,
} from './endpoint';
export { rpcRequest, registerWalletRpc, WALLET_RPC_PREFIX } from './request';
export type { WalletRpcProvider } from './request';
export { ethBlockNumber } from './ethBlockNumber';
export type { RpcRequestParameters, RpcRequestReturnType, RpcRequestErrorType } from './request';
export { ethGetCode } from './ethGetCode';
export type { EthGetCodeParameters, EthGetCodeReturnType, EthGetCodeErrorType } from './ethGetCode';
export { ethCall } from './ethCall';
export type { EthCallParameters, EthCallReturnType, EthCallErrorType } from './ethCall';
export { ethGetStorageAt } from './ethGetStorageAt';
export type {
  EthGetStorageAtParameters,
  EthGetStorageAtReturnType,
  EthGetStorageAtErrorType,
} from './ethGetStorageAt';
export { ethChainId } from './ethChainId';
export type { EthChainIdParameters, EthChainIdReturnType, EthChainIdErrorType } from './ethChainId';
export { createRpcReader, rpcEthCall } from './rpcReader';
export { parseRpcUrl } from './rpcUrl';
export type { ParsedRpcUrl } from './rpcUrl';
export { revertDataOf } from './revertData';
export { ethCallExpectingRevert } from './ethCallExpectingRevert';
export type {
  EthCallExpectingRevertParameters,
  EthCallExpectingRevertReturnType,
  EthCallExpectingRevertErrorType,
  StateOverride,
} from './ethCallExpectingRevert';
export { ethFeeHistory } from './ethFeeHistory';
export type {
  EthFeeHistoryParameters,
  EthFeeHistoryReturnType,
  EthFeeHistoryErrorType,
} from './ethFeeHistory';
export { ethMaxPriorityFeePerGas } from './ethMaxPriorityFeePerGas';
export type {
  EthMaxPriorityFeePerGasParameters,
  EthMaxPriorityFeePerGasReturnType,
  EthMaxPriorityFeePerGasErrorType,
} from './ethMaxPriorityFeePerGas';
export { ethGasPrice } from './ethGasPrice';
export type {
  EthGasPriceParameters,
  EthGasPriceReturnType,
  EthGasPriceErrorType,
} from './ethGasPrice';
