export { parseAmount, formatAmount, InvalidAmountError } from './parse-amount';
export type { ParseAmountErrorType } from './parse-amount';
export { chooseNonce, nonceWarning, MAX_NONCE_AHEAD } from './choose-nonce';
export type { NonceChoice, ChooseNonceParameters } from './choose-nonce';
export { readSafeSettings, SafeSettingsReadError } from './safe-settings';
export type { SafeSettingsState } from './safe-settings';
