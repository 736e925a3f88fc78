// The exact texts of the messaging contract. Spec §5 and §8 are the authority; the host-only texts
// come from the public host (reference B.7) because apps built on the public SDK may match them.

/** Spec §5: `sendTransactions` with an empty or missing list. */
export const NO_TRANSACTIONS_TEXT = 'No transactions were passed';
/** Spec §5: a transaction look-up with an empty hash. */
export const INVALID_SAFE_TX_HASH_TEXT = 'Invalid safeTxHash';
/** Spec §5: typed data without `domain`, `types` and `message`. */
export const INVALID_TYPED_DATA_TEXT = 'Invalid typed data';
/** Spec §5: a signing address that is not the Safe's (also a message hash without `0x`). */
export const INVALID_ADDRESS_OR_HASH_TEXT = 'The address or message hash is invalid';
/** Spec §5: a permission request that is not a list of restricted-method objects. */
export const INVALID_PERMISSIONS_REQUEST_TEXT = 'Permissions request is invalid';
/** Spec §5: typed data whose primary type is absent and not uniquely derivable. */
export const SPECIFY_PRIMARY_TYPE_TEXT = 'Please specify primaryType';
/** Spec §5: an empty request. */
export const UNDEFINED_REQUEST_TEXT = 'Undefined request';
/** Spec §6: a refused or failed permission request (code 4001). */
export const PERMISSIONS_REJECTED_TEXT = 'Permissions rejected';
/** Spec §6 / §8: the code of every permission error. */
export const PERMISSIONS_REQUEST_REJECTED = 4001;

/** The public SDK's text for `isMessageSigned` with neither a string nor typed data. */
export const INVALID_MESSAGE_TYPE_TEXT = 'Invalid message type';
/** The public SDK's text when no `window` exists. */
export const NO_WINDOW_TEXT = "Window doesn't exist";
/** Host reply when the signer closes a transaction or signing review (reference B.7). */
export const TRANSACTION_REJECTED_TEXT = 'Transaction was rejected';
/** Host reply when a handler fails for a reason the app must not learn more about (B.7). */
export const REQUEST_FAILED_TEXT = 'Request failed';

// Texts for checks the spec does not name (it is silent on these shapes); ours, kept short.
/** A transaction of a `sendTransactions` batch that is not `{to, value, data}`. */
export const invalidTransactionText = (index: number): string => `Invalid transaction #${index}`;
/** `signMessage` without a string message. */
export const INVALID_MESSAGE_TEXT = 'Invalid message';
/** `getOffChainSignature` without a message hash. */
export const INVALID_MESSAGE_HASH_TEXT = 'Invalid messageHash';
/** `sendTransactions` with a `safeTxGas` that is not a non-negative integer. */
export const INVALID_SAFE_TX_GAS_TEXT = 'Invalid safeTxGas';
/** `getSafeBalances` with a currency that is not a fiat code. */
export const INVALID_CURRENCY_TEXT = 'Invalid currency';
/** `rpcCall` of a method outside the allow-list (reference B.4), or without a params list. */
export const rpcCallNotAllowedText = (call: string): string => `"${call}" is not allowed`;
/** `"<method>" not implemented` (spec §8): the EIP-1193 provider's answer to any other method. */
export const notImplementedText = (method: string): string => `"${method}" not implemented`;
