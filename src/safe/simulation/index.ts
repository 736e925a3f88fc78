export { decodeRevertReason } from './revert-reason';
export type { RevertReason } from './revert-reason';
export { explainSafeErrorCode, explainSafeErrorIn, revertDataOf } from './explain-revert';
export { SAFE_ERROR_CODES } from './safe-error-codes';
export type { SafeErrorCode } from './safe-error-codes';
export {
  InvalidSimulationResultError,
  decodeSimulateAndRevert,
  decodeSimulateTxResult,
  encodeSimulateAndRevert,
  encodeSimulateTxCall,
} from './simulate-calldata';
export type { SimulateAndRevertResult, SimulatedCall } from './simulate-calldata';
export {
  BALANCE_PROBE_ADDRESS,
  MAX_PROBED_TOKENS,
  balanceChanges,
  balanceProbeOverride,
  candidateTokens,
  decodeBalanceProbeResult,
  encodeBalanceProbeCall,
} from './balance-probe';
export type { BalanceChange } from './balance-probe';
export { BALANCE_PROBE_RUNTIME } from './balance-probe-code';
export {
  MIN_SIMULATION_VERSION,
  canSimulate,
  isKnownAccessorCode,
  knownAccessorAddresses,
} from './accessors';
