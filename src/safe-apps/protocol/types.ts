// Payload shapes of the 13 messages (reference B.3, B.5), as the public SDK types them, so an app
// written against the SDK reads the same fields from our client.
import type { SafeAppsMethod } from './methods';
import type { RpcCallName } from './rpc-calls';

/** One call of a `sendTransactions` batch; `value` in wei as a decimal (or hex) string. */
export type BaseTransaction = { to: string; value: string; data: string };

/** Options of a `sendTransactions` batch. */
export type SendTransactionRequestParams = { safeTxGas?: number };

/** `sendTransactions` params. */
export type SendTransactionsParams = {
  txs: BaseTransaction[];
  params?: SendTransactionRequestParams;
};

/** `rpcCall` params: an allowed method and its positional params. */
export type RpcCallParams = { call: RpcCallName; params: unknown[] };

/** `getTxBySafeTxHash` params. */
export type GetTxBySafeTxHashParams = { safeTxHash: string };

/** `getSafeBalances` params (`currency` defaults to `usd`). */
export type GetBalanceParams = { currency?: string };

/** `signMessage` params. */
export type SignMessageParams = { message: string };

/** The EIP-712 domain as apps send it (`chainId` in any of the forms libraries produce). */
export type TypedDataDomain = {
  name?: string;
  version?: string;
  chainId?: string | number | bigint | { toNumber: () => number };
  verifyingContract?: string;
  salt?: string;
};

/** One field of an EIP-712 struct. */
export type TypedDataField = { name: string; type: string };

/** EIP-712 typed data as `signTypedMessage` carries it. */
export type EIP712TypedData = {
  domain: TypedDataDomain;
  types: Record<string, TypedDataField[]>;
  message: Record<string, unknown>;
  primaryType?: string;
};

/** `signTypedMessage` params. */
export type SignTypedMessageParams = { typedData: EIP712TypedData };

/** Answer of `sendTransactions` (and of on-chain signing). */
export type SendTransactionsResponse = { safeTxHash: string };

/** Answer of off-chain signing; `signature` is sent once the message reaches the threshold. */
export type OffChainSignMessageResponse = { messageHash: string; signature?: string };

/** Answer of `signMessage` / `signTypedMessage`. */
export type SignMessageResponse = SendTransactionsResponse | OffChainSignMessageResponse;

/** Answer of `getSafeInfo`. */
export type SafeInfo = {
  safeAddress: string;
  chainId: number;
  threshold: number;
  owners: string[];
  isReadOnly: boolean;
};

/** Answer of `getSafeInfo` with the fields current hosts add. */
export type SafeInfoExtended = SafeInfo & {
  nonce: number;
  implementation: string;
  modules: string[] | null;
  fallbackHandler: string | null;
  guard: string | null;
  version: string | null;
  /** Legacy upper-case chain name some hosts still send. */
  network?: string;
};

/** The native currency of a chain. */
export type NativeCurrency = {
  name: string;
  symbol: string;
  decimals: number;
  logoUri: string;
};

/** Answer of `getChainInfo` (a subset of the gateway's chain entity). */
export type ChainInfo = {
  chainName: string;
  chainId: string;
  shortName: string;
  nativeCurrency: NativeCurrency;
  blockExplorerUriTemplate: { address: string; txHash: string; api: string };
};

/** Answer of `getEnvironmentInfo`: the host page's origin. */
export type EnvironmentInfo = { origin: string };

/** One entry of `requestAddressBook`. */
export type AddressBookItem = { address: string; chainId: string; name: string };

/** A JSON object from the gateway passed through unchanged (transaction details, balances). */
export type GatewayObject = { [key: string]: unknown };

/** A permission request: `{ <restricted method>: {} }`. */
export type PermissionRequest = { [method: string]: Record<string, unknown> };

/** A caveat on a permission (`userRestricted` marks a refusal). */
export type PermissionCaveat = { type: string; value?: unknown; name?: string };

/** A permission held by an origin. */
export type Permission = {
  parentCapability: string;
  invoker: string;
  date?: number;
  caveats?: PermissionCaveat[];
};

/** The params each method carries on the wire. */
export interface MethodToParams {
  sendTransactions: SendTransactionsParams;
  rpcCall: RpcCallParams;
  getChainInfo: undefined;
  getSafeInfo: undefined;
  getTxBySafeTxHash: GetTxBySafeTxHashParams;
  getSafeBalances: GetBalanceParams;
  signMessage: SignMessageParams;
  signTypedMessage: SignTypedMessageParams;
  getEnvironmentInfo: undefined;
  /** The bare message hash. */
  getOffChainSignature: string;
  requestAddressBook: undefined;
  wallet_getPermissions: undefined;
  /** The bare list. */
  wallet_requestPermissions: PermissionRequest[];
}

/** The `data` each method answers with. */
export interface MethodToResponse {
  sendTransactions: SendTransactionsResponse;
  rpcCall: unknown;
  getChainInfo: ChainInfo;
  getSafeInfo: SafeInfoExtended;
  getTxBySafeTxHash: GatewayObject;
  getSafeBalances: GatewayObject;
  signMessage: SignMessageResponse;
  signTypedMessage: SignMessageResponse;
  getEnvironmentInfo: EnvironmentInfo;
  getOffChainSignature: string;
  requestAddressBook: AddressBookItem[];
  wallet_getPermissions: Permission[];
  wallet_requestPermissions: Permission[];
}

// Both maps must cover exactly the 13 methods: a missing or extra key fails the typecheck here.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _paramsCoverAllMethods: Exact<keyof MethodToParams, SafeAppsMethod> = true;
const _responsesCoverAllMethods: Exact<keyof MethodToResponse, SafeAppsMethod> = true;
void _paramsCoverAllMethods;
void _responsesCoverAllMethods;
