// The gateway's closed word lists (spec §3 and §4) as `as const` arrays, so that a list can be
// iterated (selects, validation) and its union type derived from the same single source.

/** Narrows `value` to one of the words of `list`; for validating strings read off the wire. */
export function isOneOf<const T extends readonly string[]>(
  list: T,
  value: unknown,
): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Kinds of rows in a transaction history or queue page (spec §3). */
export const TRANSACTION_LIST_ITEM_TYPES = [
  'TRANSACTION',
  'LABEL',
  'CONFLICT_HEADER',
  'DATE_LABEL',
] as const;
/** One of {@link TRANSACTION_LIST_ITEM_TYPES}. */
export type TransactionListItemType = (typeof TRANSACTION_LIST_ITEM_TYPES)[number];

/** Kinds of `txInfo` in the spec (§3); the gateway sends more, see the list below. */
export const TRANSACTION_INFO_TYPES = ['Transfer', 'SettingsChange', 'Custom', 'Creation'] as const;
/** One of {@link TRANSACTION_INFO_TYPES}. */
export type TransactionInfoType = (typeof TRANSACTION_INFO_TYPES)[number];

/**
 * `txInfo` kinds the real gateway sends beyond the spec's four (its TransactionInfoType enum):
 * CoW orders, LI.FI swaps and bridges, native staking and DeFi vaults. Kept apart so that
 * {@link TRANSACTION_INFO_TYPES} still matches the spec. The enum also names `Bridge`, which no
 * gateway entity sends; it is treated like any unknown kind.
 */
export const GATEWAY_EXTRA_TRANSACTION_INFO_TYPES = [
  'SwapOrder',
  'SwapTransfer',
  'TwapOrder',
  'Swap',
  'SwapAndBridge',
  'NativeStakingDeposit',
  'NativeStakingValidatorsExit',
  'NativeStakingWithdraw',
  'VaultDeposit',
  'VaultRedeem',
] as const;
/** One of {@link GATEWAY_EXTRA_TRANSACTION_INFO_TYPES}. */
export type GatewayExtraTransactionInfoType = (typeof GATEWAY_EXTRA_TRANSACTION_INFO_TYPES)[number];

/** Kinds of Safe settings changes (spec §3). */
export const SETTINGS_CHANGE_TYPES = [
  'SET_FALLBACK_HANDLER',
  'ADD_OWNER',
  'REMOVE_OWNER',
  'SWAP_OWNER',
  'CHANGE_THRESHOLD',
  'CHANGE_IMPLEMENTATION',
  'ENABLE_MODULE',
  'DISABLE_MODULE',
  'SET_GUARD',
  'DELETE_GUARD',
] as const;
/** One of {@link SETTINGS_CHANGE_TYPES}. */
export type SettingsChangeType = (typeof SETTINGS_CHANGE_TYPES)[number];

/**
 * The NestJS gateway's name for CHANGE_IMPLEMENTATION (the SDK and the legacy Rust gateway use
 * CHANGE_IMPLEMENTATION); kept outside the spec's ten so the list still matches the spec.
 */
export const CHANGE_MASTER_COPY = 'CHANGE_MASTER_COPY';

/** Token kinds of balances (spec §3). */
export const TOKEN_TYPES = ['ERC20', 'ERC721', 'NATIVE_TOKEN'] as const;
/** One of {@link TOKEN_TYPES}. */
export type TokenType = (typeof TOKEN_TYPES)[number];

/**
 * Token kinds of a transfer's `transferInfo.type`: transactions call the native token
 * NATIVE_COIN, not NATIVE_TOKEN (spec §3, "transaction token types also use NATIVE_COIN").
 */
export const TRANSACTION_TOKEN_TYPES = ['ERC20', 'ERC721', 'NATIVE_COIN'] as const;
/** One of {@link TRANSACTION_TOKEN_TYPES}. */
export type TransactionTokenType = (typeof TRANSACTION_TOKEN_TYPES)[number];

/** Direction of a transfer as seen from the Safe (spec §3). */
export const TRANSFER_DIRECTIONS = ['INCOMING', 'OUTGOING', 'UNKNOWN'] as const;
/** One of {@link TRANSFER_DIRECTIONS}. */
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** Safe transaction operations and their on-chain numbers (spec §3). */
export const OPERATIONS = { CALL: 0, DELEGATE: 1 } as const;
/** The numeric operation sent on the wire: 0 (CALL) or 1 (DELEGATE). */
export type Operation = (typeof OPERATIONS)[keyof typeof OPERATIONS];

/** Position of a queued transaction within a group sharing one nonce (spec §3). */
export const CONFLICT_TYPES = ['None', 'HasNext', 'End'] as const;
/** One of {@link CONFLICT_TYPES}. */
export type ConflictType = (typeof CONFLICT_TYPES)[number];

/** Kinds of `detailedExecutionInfo` / `executionInfo` (spec §3). */
export const DETAILED_EXECUTION_INFO_TYPES = ['MULTISIG', 'MODULE'] as const;
/** One of {@link DETAILED_EXECUTION_INFO_TYPES}. */
export type DetailedExecutionInfoType = (typeof DETAILED_EXECUTION_INFO_TYPES)[number];

/** Labels the queue puts before the next and the later transactions (spec §3). */
export const QUEUE_LABELS = ['Queued', 'Next'] as const;
/** One of {@link QUEUE_LABELS}. */
export type QueueLabel = (typeof QUEUE_LABELS)[number];

/** Device kinds for push notification registration (spec §3). */
export const DEVICE_TYPES = ['ANDROID', 'IOS', 'WEB'] as const;
/** One of {@link DEVICE_TYPES}. */
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Chain feature flags the app knows (spec §3); the gateway may send other strings. */
export const CHAIN_FEATURES = [
  'ERC721',
  'SAFE_APPS',
  'CONTRACT_INTERACTION',
  'DOMAIN_LOOKUP',
  'SPENDING_LIMIT',
  'EIP1559',
  'SAFE_TX_GAS_OPTIONAL',
  'TX_SIMULATION',
  'EIP1271',
] as const;
/** One of {@link CHAIN_FEATURES}. */
export type ChainFeature = (typeof CHAIN_FEATURES)[number];

/** How a chain's RPC URL is authenticated (spec §3). */
export const RPC_AUTHENTICATIONS = ['API_KEY_PATH', 'NO_AUTHENTICATION', 'UNKNOWN'] as const;
/** One of {@link RPC_AUTHENTICATIONS}. */
export type RpcAuthentication = (typeof RPC_AUTHENTICATIONS)[number];

/**
 * Gas price source kinds as the spec and the SDK spell them; the live gateway sends them in
 * lowercase, so compare with {@link normalizeGasPriceType}.
 */
export const GAS_PRICE_TYPES = ['ORACLE', 'FIXED', 'FIXED1559', 'UNKNOWN'] as const;
/** One of {@link GAS_PRICE_TYPES}. */
export type GasPriceType = (typeof GAS_PRICE_TYPES)[number];

/** Maps a wire gas price type in either casing to {@link GasPriceType}; unknown words → UNKNOWN. */
export function normalizeGasPriceType(type: string): GasPriceType {
  const upper = type.toUpperCase();
  return isOneOf(GAS_PRICE_TYPES, upper) ? upper : 'UNKNOWN';
}

/** Whether a Safe's singleton is the recommended version (spec §3). */
export const IMPLEMENTATION_VERSION_STATES = ['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'] as const;
/** One of {@link IMPLEMENTATION_VERSION_STATES}. */
export type ImplementationVersionState = (typeof IMPLEMENTATION_VERSION_STATES)[number];

/** Who may embed a Safe App (spec §3). */
export const SAFE_APP_ACCESS_POLICIES = ['NO_RESTRICTIONS', 'DOMAIN_ALLOWLIST'] as const;
/** One of {@link SAFE_APP_ACCESS_POLICIES}. */
export type SafeAppAccessPolicy = (typeof SAFE_APP_ACCESS_POLICIES)[number];

/** Optional Safe App capabilities (spec §3). */
export const SAFE_APP_FEATURES = ['BATCHED_TRANSACTIONS'] as const;
/** One of {@link SAFE_APP_FEATURES}. */
export type SafeAppFeature = (typeof SAFE_APP_FEATURES)[number];

/** Social platforms a Safe App may link to (spec §3). */
export const SAFE_APP_SOCIAL_PLATFORMS = ['TWITTER', 'GITHUB', 'DISCORD'] as const;
/** One of {@link SAFE_APP_SOCIAL_PLATFORMS}. */
export type SafeAppSocialPlatform = (typeof SAFE_APP_SOCIAL_PLATFORMS)[number];

/** Kinds of rows in a message list page (spec §3). */
export const MESSAGE_LIST_ITEM_TYPES = ['DATE_LABEL', 'MESSAGE'] as const;
/** One of {@link MESSAGE_LIST_ITEM_TYPES}. */
export type MessageListItemType = (typeof MESSAGE_LIST_ITEM_TYPES)[number];

/** Status of a multisig, module, transfer or creation transaction (spec §4). */
export const TRANSACTION_STATUSES = [
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
] as const;
/** One of {@link TRANSACTION_STATUSES}. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Status of an off-chain Safe message (spec §4). */
export const MESSAGE_STATUSES = ['NEEDS_CONFIRMATION', 'CONFIRMED'] as const;
/** One of {@link MESSAGE_STATUSES}. */
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
