export { APPROVED_HASHES_SELECTOR, encodeApprovedHashes } from './chain-abi';
export {
  readSafeChainState,
  parseChainIdQuantity,
  SafeChainStateError,
} from './read-safe-chain-state';
export type {
  SafeChainState,
  SafeChainReader,
  ReadSafeChainStateParameters,
  ReadSafeChainStateErrorType,
} from './read-safe-chain-state';
export { checkSignatureOnChain } from './check-signatures-on-chain';
export type { CheckSignatureOnChainParameters } from './check-signatures-on-chain';
export { compareChainState } from './compare-chain-state';
export { withChainState } from './with-chain-state';
export { compareSourceStates } from './compare-sources';
export type { NamedChainState } from './compare-sources';
