// The 13 messages an embedded app sends to its host (spec §7), spelled as on the wire.

/** Every method of the contract, keyed by itself (the public SDK's `Methods` enum, as values). */
export const Methods = {
  sendTransactions: 'sendTransactions',
  rpcCall: 'rpcCall',
  getChainInfo: 'getChainInfo',
  getSafeInfo: 'getSafeInfo',
  getTxBySafeTxHash: 'getTxBySafeTxHash',
  getSafeBalances: 'getSafeBalances',
  signMessage: 'signMessage',
  signTypedMessage: 'signTypedMessage',
  getEnvironmentInfo: 'getEnvironmentInfo',
  getOffChainSignature: 'getOffChainSignature',
  requestAddressBook: 'requestAddressBook',
  wallet_getPermissions: 'wallet_getPermissions',
  wallet_requestPermissions: 'wallet_requestPermissions',
} as const;

/** A method name of the contract. */
export type SafeAppsMethod = (typeof Methods)[keyof typeof Methods];

/** The 13 method names, in the spec's order. */
export const SAFE_APPS_METHODS: readonly SafeAppsMethod[] = Object.freeze(Object.values(Methods));

const METHOD_SET: ReadonlySet<string> = new Set(SAFE_APPS_METHODS);

/** Whether `value` is one of the 13 method names (exact, case-sensitive). */
export function isSafeAppsMethod(value: unknown): value is SafeAppsMethod {
  return typeof value === 'string' && METHOD_SET.has(value);
}

/** Methods that need a granted permission (spec §6: only the address book exists). */
export const RestrictedMethods = {
  requestAddressBook: 'requestAddressBook',
} as const;

/** A restricted method name. */
export type RestrictedMethod = (typeof RestrictedMethods)[keyof typeof RestrictedMethods];

/** Whether `value` is a restricted method name. */
export function isRestrictedMethod(value: unknown): value is RestrictedMethod {
  return value === RestrictedMethods.requestAddressBook;
}

/**
 * Methods whose answer waits for the signer (a review or a prompt): the client gives them no
 * timeout by default, since a person may take minutes.
 */
export const INTERACTIVE_METHODS: ReadonlySet<SafeAppsMethod> = new Set<SafeAppsMethod>([
  Methods.sendTransactions,
  Methods.signMessage,
  Methods.signTypedMessage,
  Methods.requestAddressBook,
  Methods.wallet_requestPermissions,
]);
