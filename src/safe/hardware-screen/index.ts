export { typedDataScreen, ethSignScreen } from './typed-data-screen';
export type {
  TypedDataScreen,
  EthSignScreen,
  TransactionScreen,
  HardwareScreen,
  ScreenTypedData,
} from './typed-data-screen';
export { personalMessageScreen, type PersonalMessageScreen } from './personal-message-screen';
export { ledgerHashText, trezorHashRows } from './device-format';
export { chainTransactionHash, chainTransactionRequest } from './chain-transaction';
export type { ChainTransactionFields, ChainTransactionRequest } from './chain-transaction';
