// `txInfo` of Kiln DeFi vault deposits and withdrawals (ERC-4626). Not in the spec: the shapes
// follow the NestJS gateway's OpenAPI. Token amounts are raw base-unit decimal strings; rates arrive
// as JSON numbers and are shown as estimates.

import type { TransactionTokenInfo } from './swaps';

/** A DeFi vault as the gateway names it. `dashboardUri` and `logoUri` are loaded only if http(s). */
export type VaultInfo = {
  address: string;
  name: string;
  description: string;
  dashboardUri?: string | null;
  logoUri: string;
};

/** A reward token a vault pays on top of its base rate. */
export type VaultExtraReward = {
  tokenInfo: TransactionTokenInfo;
  /** Net reward rate in percent. */
  nrr: number;
  claimable: string;
  claimableNext: string;
};

/** `txInfo` of a withdrawal (ERC-4626 redeem) of `value` from a vault. */
export type VaultRedeem = {
  type: 'VaultRedeem';
  value: string;
  /** Net reward rate in percent. */
  baseNrr: number;
  /** Performance fee as a fraction (0.15 = 15 %). */
  fee: number;
  tokenInfo: TransactionTokenInfo;
  vaultInfo: VaultInfo;
  currentReward: string;
  additionalRewardsNrr: number;
  additionalRewards: VaultExtraReward[];
  humanDescription?: string | null;
};

/** `txInfo` of a deposit of `value` into a vault, with the rewards the gateway expects. */
export type VaultDeposit = Omit<VaultRedeem, 'type'> & {
  type: 'VaultDeposit';
  expectedMonthlyReward: string;
  expectedAnnualReward: string;
};
