export * from './abis';
export { getPreviousInList } from './linked-list';
export type { GetPreviousInListErrorType } from './linked-list';
export * from './settings';
export * from './transfers';
export { encodeMultiSendData, decodeMultiSendData, buildMultiSendCall } from './multi-send';
export type { MultiSendCall, DecodeMultiSendDataErrorType } from './multi-send';
export * from './safe-actions';
