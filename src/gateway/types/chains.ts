// Chain configuration served by the gateway.

import type { RpcAuthentication } from '../vocabulary';
import type { Page } from './common';

/** An RPC endpoint; with API_KEY_PATH the key is appended to `value`. */
export type RpcUri = {
  authentication: RpcAuthentication;
  value: string;
};

/** Explorer link templates with `{{address}}`, `{{txHash}}` (and API) placeholders. */
export type BlockExplorerUriTemplate = {
  address: string;
  txHash: string;
  api: string;
};

/** The chain's native coin. */
export type NativeCurrency = {
  name: string;
  symbol: string;
  decimals: number;
  logoUri: string;
};

/** Colours of the chain badge. */
export type ChainTheme = {
  textColor: string;
  backgroundColor: string;
};

/** Gas price read from an oracle URL. The gateway sends lowercase types, the SDK uppercase. */
export type GasPriceOracle = {
  type: 'oracle' | 'ORACLE';
  uri: string;
  gasParameter: string;
  gweiFactor: string;
};

/** A fixed legacy gas price in wei. */
export type GasPriceFixed = {
  type: 'fixed' | 'FIXED';
  weiValue: string;
};

/** Fixed EIP-1559 fees in wei. */
export type GasPriceFixedEip1559 = {
  type: 'fixed1559' | 'FIXED1559';
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
};

/** A gas price source this client does not know (SDK only). */
export type GasPriceUnknown = {
  type: 'unknown' | 'UNKNOWN';
};

/** One gas price source; compare `type` case-insensitively (`normalizeGasPriceType`). */
export type GasPrice = GasPriceOracle | GasPriceFixed | GasPriceFixedEip1559 | GasPriceUnknown;

/** Where balances come from on this chain. */
export type BalancesProvider = {
  chainName: string | null;
  enabled: boolean;
};

/** Deployed Safe contracts on this chain; null where none is deployed. */
export type ContractAddresses = {
  safeSingletonAddress: string | null;
  safeProxyFactoryAddress: string | null;
  multiSendAddress: string | null;
  multiSendCallOnlyAddress: string | null;
  fallbackHandlerAddress: string | null;
  signMessageLibAddress: string | null;
  createCallAddress: string | null;
  simulateTxAccessorAddress: string | null;
  safeWebAuthnSignerFactoryAddress: string | null;
};

/** One chain's configuration. */
export type ChainInfo = {
  chainId: string;
  chainName: string;
  /** EIP-3770 prefix, e.g. `eth`. */
  shortName: string;
  description: string;
  chainLogoUri: string | null;
  l2: boolean;
  isTestnet: boolean;
  transactionService: string;
  rpcUri: RpcUri;
  safeAppsRpcUri: RpcUri;
  publicRpcUri: RpcUri;
  blockExplorerUriTemplate: BlockExplorerUriTemplate;
  beaconChainExplorerUriTemplate?: { publicKey: string | null };
  nativeCurrency: NativeCurrency;
  theme: ChainTheme;
  gasPrice: GasPrice[];
  ensRegistryAddress: string | null;
  disabledWallets: string[];
  /** Feature words; see CHAIN_FEATURES. Unknown words may appear and are kept. */
  features: string[];
  balancesProvider?: BalancesProvider;
  contractAddresses?: ContractAddresses;
  recommendedMasterCopyVersion?: string | null;
};

/** One page of chains. */
export type ChainListPage = Page<ChainInfo>;

/** A Safe singleton deployment the gateway supports. */
export type MasterCopy = {
  address: string;
  version: string;
};

/**
 * The SDK's query of the chain list. The NestJS gateway pages only by `cursor`, so prefer
 * passing a page's `next` as `pageUrl`.
 */
export type ChainsQuery = {
  ordering?: string;
  limit?: number;
  offset?: number;
};
