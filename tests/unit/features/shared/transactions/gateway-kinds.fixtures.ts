// Gateway-shaped `txInfo` of every kind the real gateway sends beyond the spec's four, written from
// the gateway's public OpenAPI types (safe-client-gateway entities, safe-wallet-monorepo's generated
// client): nulls rather than missing keys, raw base-unit amounts as decimal strings, CoW times in
// seconds, staking waits in milliseconds. Self-contained so it does not depend on other fixtures.
import type {
  AddressInfo,
  BridgeAndSwapTransactionInfo,
  NativeStakingDeposit,
  NativeStakingValidatorsExit,
  NativeStakingWithdraw,
  SwapOrder,
  SwapTransactionInfo,
  SwapTransfer,
  TransactionInfo,
  TransactionSummary,
  TransactionTokenInfo,
  TwapOrder,
  VaultDeposit,
  VaultRedeem,
} from '../../../../../src/gateway';

export const SAFE = '0xA063Cb7CFd8E57c30c788A0572CBbf2129ae56B6';
export const RECEIVER = '0x22d491Bde2303f2f43325b2108D26f1eAbA1e32b';
export const GPV2_SETTLEMENT = '0x9008D19f58AAbD9eD0D60971565AA8510560ab41';
export const VAULT = '0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB';
export const MAX_UINT256 =
  '115792089237316195423570985008687907853269984665640564039457584007913129639935';
export const ORDER_UID = `0x${'5f'.repeat(32)}${SAFE.slice(2).toLowerCase()}69557e80`;
export const VALIDATOR_1 = `0x${'a1'.repeat(48)}`;
export const VALIDATOR_2 = `0x${'b2'.repeat(48)}`;

export const info = (value: string, name: string | null = null): AddressInfo => ({
  value,
  name,
  logoUri: null,
});

export const WETH: TransactionTokenInfo = {
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  logoUri: 'https://assets.example/weth.png',
  name: 'Wrapped Ether',
  symbol: 'WETH',
  trusted: true,
};
export const USDC: TransactionTokenInfo = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  logoUri: 'https://assets.example/usdc.png',
  name: 'USD Coin',
  symbol: 'USDC',
  trusted: true,
};
export const USDC_POLYGON: TransactionTokenInfo = {
  ...USDC,
  address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
};
export const ETH: TransactionTokenInfo = {
  address: '0x0000000000000000000000000000000000000000',
  decimals: 18,
  logoUri: 'https://assets.example/eth.png',
  name: 'Ether',
  symbol: 'ETH',
  trusted: true,
};
export const MORPHO: TransactionTokenInfo = {
  address: '0x58D97B57BB95320F9a05dC918Aef65434969c2B2',
  decimals: 18,
  logoUri: null,
  name: 'Morpho Token',
  symbol: 'MORPHO',
  trusted: true,
};

/** A sell order for 1.5 WETH, at least 3,000 USDC, still open; valid until 2026-01-01 00:00 UTC. */
export const swapOrder: SwapOrder = {
  type: 'SwapOrder',
  humanDescription: null,
  uid: ORDER_UID,
  status: 'open',
  kind: 'sell',
  orderClass: 'limit',
  validUntil: 1_767_225_600,
  sellAmount: '1500000000000000000',
  buyAmount: '3000000000',
  executedSellAmount: '0',
  executedBuyAmount: '0',
  sellToken: WETH,
  buyToken: USDC,
  explorerUrl: `https://explorer.cow.fi/orders/${ORDER_UID}`,
  executedFee: '0',
  executedFeeToken: USDC,
  receiver: SAFE,
  owner: SAFE,
  fullAppData: { appCode: 'CoW Swap-SafeApp', version: '1.1.0', metadata: {} },
};

/** The settlement's transfer of 3,012.5 USDC into the Safe that filled the order. */
export const swapTransfer: SwapTransfer = {
  type: 'SwapTransfer',
  humanDescription: null,
  sender: info(GPV2_SETTLEMENT, 'GPv2Settlement'),
  recipient: info(SAFE),
  direction: 'INCOMING',
  transferInfo: {
    type: 'ERC20',
    tokenAddress: USDC.address,
    tokenName: 'USD Coin',
    tokenSymbol: 'USDC',
    logoUri: null,
    decimals: 6,
    value: '3012500000',
    trusted: true,
    imitation: false,
  },
  uid: ORDER_UID,
  status: 'fulfilled',
  kind: 'sell',
  orderClass: 'market',
  validUntil: 1_767_225_600,
  sellAmount: '1500000000000000000',
  buyAmount: '3000000000',
  executedSellAmount: '1500000000000000000',
  executedBuyAmount: '3012500000',
  sellToken: WETH,
  buyToken: USDC,
  explorerUrl: `https://explorer.cow.fi/orders/${ORDER_UID}`,
  executedFee: '1250000',
  executedFeeToken: USDC,
  receiver: null,
  owner: SAFE,
  fullAppData: null,
};

/** 10 WETH sold in 10 hourly parts of 1 WETH, each for at least 2,000 USDC. */
export const twapOrder: TwapOrder = {
  type: 'TwapOrder',
  humanDescription: null,
  status: 'presignaturePending',
  kind: 'sell',
  class: 'limit',
  activeOrderUid: null,
  validUntil: 1_767_261_600,
  sellAmount: '10000000000000000000',
  buyAmount: '20000000000',
  executedSellAmount: null,
  executedBuyAmount: null,
  executedFee: null,
  executedFeeToken: USDC,
  sellToken: WETH,
  buyToken: USDC,
  receiver: SAFE,
  owner: SAFE,
  fullAppData: { appCode: 'Safe Wallet Swaps', metadata: { orderClass: { orderClass: 'twap' } } },
  numberOfParts: '10',
  partSellAmount: '1000000000000000000',
  minPartLimit: '2000000000',
  timeBetweenParts: 3600,
  durationOfPart: { durationType: 'AUTO' },
  startTime: { startType: 'AT_MINING_TIME' },
};

/** A same-chain LI.FI swap of 1.5 WETH for about 2,995.123456 USDC. */
export const lifiSwap: SwapTransactionInfo = {
  type: 'Swap',
  humanDescription: null,
  recipient: info(SAFE),
  fees: { tokenAddress: WETH.address, integratorFee: '3750000000000000', lifiFee: '0' },
  fromToken: WETH,
  fromAmount: '1500000000000000000',
  toToken: USDC,
  toAmount: '2995123456',
  lifiExplorerUrl: 'https://scan.li.fi/tx/0x1234',
};

/** 2,500 USDC bridged to Polygon, still on its way. */
export const swapAndBridge: BridgeAndSwapTransactionInfo = {
  type: 'SwapAndBridge',
  humanDescription: null,
  fromToken: USDC,
  fromAmount: '2500000000',
  recipient: info(SAFE),
  explorerUrl: 'https://scan.li.fi/tx/0x5678',
  status: 'PENDING',
  substatus: 'WAIT_DESTINATION_TRANSACTION',
  fees: { tokenAddress: USDC.address, integratorFee: '6250000', lifiFee: '0' },
  toChain: '137',
  toToken: USDC_POLYGON,
  toAmount: '2493750000',
};

/** 64 ETH for two new validators, not staked yet. */
export const stakingDeposit: NativeStakingDeposit = {
  type: 'NativeStakingDeposit',
  humanDescription: null,
  status: 'NOT_STAKED',
  estimatedEntryTime: 273_600_000,
  estimatedExitTime: 432_000_000,
  estimatedWithdrawalTime: 777_600_000,
  fee: 0.08,
  monthlyNrr: 0.2795,
  annualNrr: 3.354,
  value: '64000000000000000000',
  numValidators: 2,
  expectedAnnualReward: '2146560000000000000',
  expectedMonthlyReward: '178880000000000000',
  expectedFiatAnnualReward: 6955.35,
  expectedFiatMonthlyReward: 579.61,
  tokenInfo: ETH,
  validators: null,
};

/** Two validators asked to exit. */
export const stakingExit: NativeStakingValidatorsExit = {
  type: 'NativeStakingValidatorsExit',
  humanDescription: null,
  status: 'EXIT_REQUESTED',
  estimatedExitTime: 432_000_000,
  estimatedWithdrawalTime: 777_600_000,
  value: '64000000000000000000',
  numValidators: 2,
  tokenInfo: ETH,
  validators: [VALIDATOR_1, VALIDATOR_2],
};

/** One exited validator's stake and rewards withdrawn. */
export const stakingWithdraw: NativeStakingWithdraw = {
  type: 'NativeStakingWithdraw',
  humanDescription: null,
  value: '32012345678901234567',
  tokenInfo: ETH,
  validators: [VALIDATOR_1],
};

const vaultInfo = {
  address: VAULT,
  name: 'Steakhouse USDC',
  description: 'Lends USDC against blue-chip collateral.',
  dashboardUri: 'https://app.morpho.org/ethereum/vault/0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB',
  logoUri: 'https://assets.example/steakhouse.png',
};

/** 100 USDC into a vault. */
export const vaultDeposit: VaultDeposit = {
  type: 'VaultDeposit',
  humanDescription: null,
  value: '100000000',
  baseNrr: 4.02541446685791,
  fee: 0.15000000596046448,
  tokenInfo: USDC,
  vaultInfo,
  currentReward: '0',
  additionalRewardsNrr: 0.5,
  additionalRewards: [
    { tokenInfo: MORPHO, nrr: 0.5, claimable: '1250000000000000000', claimableNext: '0' },
  ],
  expectedMonthlyReward: '377117',
  expectedAnnualReward: '4525405',
};

/** 100.377117 USDC redeemed from the vault. */
export const vaultRedeem: VaultRedeem = {
  type: 'VaultRedeem',
  humanDescription: null,
  value: '100377117',
  baseNrr: 4.02541446685791,
  fee: 0.15000000596046448,
  tokenInfo: USDC,
  vaultInfo,
  currentReward: '377117',
  additionalRewardsNrr: 0,
  additionalRewards: [],
};

/** A kind no gateway sends today, with and without the gateway's sentence. */
export const futureThing = {
  type: 'FutureThing',
  humanDescription: 'Do a future thing',
} as unknown as TransactionInfo;
export const futureThingSilent = {
  type: 'FutureThing',
  humanDescription: null,
} as unknown as TransactionInfo;

/** A SwapOrder the gateway sent without its buy token. */
export const swapOrderWithoutBuyToken = (() => {
  const { buyToken: _dropped, ...rest } = swapOrder;
  return rest as unknown as TransactionInfo;
})();

/** A list row around any `txInfo`. */
export const summaryOf = (
  txInfo: TransactionInfo,
  over: Partial<TransactionSummary> = {},
): TransactionSummary => ({
  id: `multisig_${SAFE}_0x${'11'.repeat(32)}`,
  timestamp: Date.UTC(2025, 11, 20, 10, 30),
  txStatus: 'AWAITING_CONFIRMATIONS',
  txInfo,
  executionInfo: {
    type: 'MULTISIG',
    nonce: 7,
    confirmationsRequired: 2,
    confirmationsSubmitted: 1,
    missingSigners: null,
  },
  safeAppInfo: null,
  txHash: null,
  ...over,
});
