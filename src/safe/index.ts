// src/safe: the money-critical core. Pure TypeScript on ethers: no React, no fetch, no storage.
export * from './constants';
export * from './errors';
export { parseSafeVersion, compareVersions, isVersionAtLeast } from './version';
export type { SemVer } from './version';
export { getSafeDomain, getSafeDomainSeparator } from './domain';
export type { SafeDomain, SafeDomainParameters } from './domain';
export { createSafeTransaction } from './safe-transaction';
export type { SafeTransactionData, SafeCall, SafeTransactionOptions } from './safe-transaction';
export {
  calculateSafeTxHash,
  encodeSafeTxData,
  getSafeTxTypes,
  getSafeTxMessage,
  getSafeTxTypedData,
} from './safe-tx-hash';
export type { CalculateSafeTxHashParameters, CalculateSafeTxHashErrorType } from './safe-tx-hash';
export {
  calculateSafeMessageHash,
  hashSafeMessageBytes,
  hashSafeMessageContent,
  getSafeMessageTypedData,
} from './safe-message-hash';
export type {
  SafeMessageContent,
  CalculateSafeMessageHashParameters,
  CalculateSafeMessageHashErrorType,
} from './safe-message-hash';
export { getPrimaryType, getTypesForPrimaryType, hashTypedData } from './typed-data';
export type { TypedDataInput, HashTypedDataErrorType } from './typed-data';
export {
  getDeleteRequestTotp,
  getDeleteRequestTypedData,
  hashDeleteRequest,
} from './delete-request';
export type { DeleteRequestParameters } from './delete-request';
export { getPushRegistrationMessage, hashPushRegistration } from './push-registration';
export type { PushRegistrationParameters } from './push-registration';
export {
  getEmailRegisterMessage,
  getEmailEditMessage,
  getEmailRetrievalMessage,
  getEmailDeleteMessage,
} from './email-messages';
export type { EmailMessageParameters } from './email-messages';
export { checkSafeSignatureForms, isValidSafeSignature } from './eip1271';
export type { EthCall, IsValidSafeSignatureParameters, SafeSignatureForms } from './eip1271';
export * from './signatures';
export * from './calldata';
export * from './decode';
export * from './verify';
export * from './execution';
export * from './chain-state';
export * from './abi';
export * from './batch-file';
export * from './simulation';
export * from './new-tx';
export * from './action-state';
