export { verifySafeTransaction } from './verify-transaction';
export { parseMultisigTxId } from './multisig-tx-id';
export type {
  VerifySafeTransactionParameters,
  VerifySafeTransactionReturnType,
  VerifySafeTransactionErrorType,
} from './verify-transaction';
export { verifySafeMessage } from './verify-message';
export type { VerifySafeMessageParameters, VerifySafeMessageErrorType } from './verify-message';
export {
  verifyConfirmations,
  checkConfirmations,
  signaturesNeedingChain,
} from './verify-confirmations';
export type {
  ClaimedConfirmation,
  ConfirmationCheck,
  ConfirmationStatus,
  ConfirmationsCheck,
  CheckConfirmationsOptions,
} from './verify-confirmations';
export { checkTransactionRules, NONCE_LOOKAHEAD } from './transaction-rules';
export type { TransactionRulesContext } from './transaction-rules';
export { verifySafeSetup } from './verify-setup';
export { verifyTransactionInfo } from './verify-tx-info';
export { analyzeCall } from './analyze-call';
export { compareDataDecoded, reencodeMatches } from './compare-decoded';
export { toReport } from './findings';
export type { Finding, FindingCode, FindingSeverity, VerificationReport } from './findings';
export {
  KNOWN_SAFE_SINGLETONS,
  TRUSTED_DELEGATECALL_TARGETS,
  KNOWN_FALLBACK_HANDLERS,
  KNOWN_SIMULATE_TX_ACCESSORS,
  KNOWN_SIGN_MESSAGE_LIBS,
  officialMultiSendCallOnly,
} from './known-contracts';
export type { KnownSafeSingleton, KnownSafeContract, KnownSignMessageLib } from './known-contracts';
export { checkBuiltCall, callRiskContext } from './built-call';
export type { CheckBuiltCallParameters, CallRiskContextParameters } from './built-call';
export { officialSignMessageLibs, chooseSignMessageLib } from './sign-message-lib';
export type { ChooseSignMessageLibParameters, SignMessageLibChoice } from './sign-message-lib';
export {
  trustedDelegateCallSet,
  trustedFallbackHandlerSet,
  findSingletonByCodeHash,
  findSingletonByAddress,
} from './trusted-targets';
