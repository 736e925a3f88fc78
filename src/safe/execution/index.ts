export { collectExecutionSignatures } from './collect-signatures';
export type {
  ConfirmationInput,
  CollectExecutionSignaturesParameters,
  CollectExecutionSignaturesReturnType,
} from './collect-signatures';
export { buildExecutionCall, buildRelayRequest } from './execution-call';
export type { BuildExecutionCallParameters } from './execution-call';
export { buildProposeRequest } from './propose-request';
export type { BuildProposeRequestParameters } from './propose-request';
export { BASE_FEE_HEADROOM, executionFeeFields, suggestEip1559Fees } from './fees';
export type { Eip1559Fees, ExecutionFees, FeeHistory } from './fees';
