// `txInfo` of native (Kiln dedicated-validator) staking. Not in the spec: the shapes follow the
// NestJS gateway's OpenAPI. Token amounts are raw base-unit decimal strings; rates and fiat
// estimates arrive as JSON numbers and are shown as estimates, never summed as money.

import type { TransactionTokenInfo } from './swaps';

/**
 * Staking status words of the current gateway; older gateways sent AWAITING_ENTRY,
 * VALIDATION_STARTED, SIGNATURE_NEEDED, REQUEST_PENDING, READY_TO_WITHDRAW, WITHDRAWN…, so the app
 * treats any other word as text.
 */
export type NativeStakingStatus =
  | 'NOT_STAKED'
  | 'ACTIVATING'
  | 'DEPOSIT_IN_PROGRESS'
  | 'ACTIVE'
  | 'EXIT_REQUESTED'
  | 'EXITING'
  | 'EXITED'
  | 'SLASHED';

/** `txInfo` of a deposit that funds `numValidators` new validators with `value` of the native coin. */
export type NativeStakingDeposit = {
  type: 'NativeStakingDeposit';
  status: NativeStakingStatus;
  /** Estimated waits, in milliseconds (older gateways sent seconds). */
  estimatedEntryTime: number;
  estimatedExitTime: number;
  estimatedWithdrawalTime: number;
  /** Provider fee as a fraction of rewards (0.08 = 8 %). */
  fee: number;
  /** Net reward rates in percent. */
  monthlyNrr: number;
  annualNrr: number;
  value: string;
  numValidators: number;
  expectedAnnualReward: string;
  expectedMonthlyReward: string;
  expectedFiatAnnualReward: number;
  expectedFiatMonthlyReward: number;
  tokenInfo: TransactionTokenInfo;
  /** Validator public keys; only once the deposit is executed. */
  validators?: string[] | null;
  humanDescription?: string | null;
};

/** `txInfo` of a request to exit validators (stop validating, then withdraw). */
export type NativeStakingValidatorsExit = {
  type: 'NativeStakingValidatorsExit';
  status: NativeStakingStatus;
  estimatedExitTime: number;
  estimatedWithdrawalTime: number;
  /** Stake being exited, raw units of `tokenInfo`. */
  value: string;
  numValidators: number;
  tokenInfo: TransactionTokenInfo;
  validators: string[];
  humanDescription?: string | null;
};

/** `txInfo` of a withdrawal of exited stake and rewards. */
export type NativeStakingWithdraw = {
  type: 'NativeStakingWithdraw';
  value: string;
  tokenInfo: TransactionTokenInfo;
  validators: string[];
  humanDescription?: string | null;
};
