// Details rows of native staking (deposit, validators exit, withdrawal): status, the exact stake,
// validator count and keys, estimated waits, fee and reward rates, expected rewards.
import { formatDuration, formatFiat } from '../shared/format';
import { stakingTokenOf, validatorCount } from '../shared/transactions/describeStaking';
import type { DescribeContext } from '../shared/transactions/txDescription';
import { finiteNumberOf, recordOf, textOf } from '../shared/transactions/txInfoFields';
import { stakingStatusWord } from '../shared/transactions/txInfoWords';
import { DetailRows, percentText, type DetailSection } from './detailRows';

const HEADINGS: Record<string, string> = {
  NativeStakingDeposit: 'Stake',
  NativeStakingValidatorsExit: 'Exit validators',
  NativeStakingWithdraw: 'Withdraw stake',
};

function waitText(milliseconds: unknown): string | null {
  const value = finiteNumberOf(milliseconds);
  return value === null ? null : formatDuration(value);
}

// The gateway's fiat estimates are JSON numbers in USD: shown as an estimate, never added up.
function fiatEstimate(value: unknown): string | null {
  const number = finiteNumberOf(value);
  return number === null ? null : `about ${formatFiat(String(number), 'usd')}`;
}

/** The details section of a native staking transaction, or null when `info` is not an object. */
export function stakingDetails(info: unknown, context: DescribeContext = {}): DetailSection | null {
  const record = recordOf(info);
  if (!record) return null;
  const token = stakingTokenOf(record.tokenInfo, context);
  const deposit = record.type === 'NativeStakingDeposit';
  const rows = new DetailRows();
  if (record.type !== 'NativeStakingWithdraw')
    rows.text('Status', stakingStatusWord(record.status));
  rows.amount(
    deposit ? 'Stake' : record.type === 'NativeStakingWithdraw' ? 'Withdraw' : 'Stake exiting',
    record.value,
    token,
  );
  const keys = Array.isArray(record.validators)
    ? record.validators.map(textOf).filter((key): key is string => key !== null)
    : [];
  rows.text('Validators', validatorCount(record.numValidators ?? (keys.length || null)));
  rows
    .text('Estimated time to enter', deposit ? waitText(record.estimatedEntryTime) : null)
    .text('Estimated time to exit', waitText(record.estimatedExitTime))
    .text('Estimated time to withdraw', waitText(record.estimatedWithdrawalTime))
    .text('Provider fee', percentText(record.fee, true))
    .text('Net reward rate (yearly)', percentText(record.annualNrr))
    .text('Net reward rate (monthly)', percentText(record.monthlyNrr))
    .amount('Expected yearly reward', record.expectedAnnualReward, token)
    .amount('Expected monthly reward', record.expectedMonthlyReward, token)
    .text('Expected yearly reward (USD)', fiatEstimate(record.expectedFiatAnnualReward))
    .text('Expected monthly reward (USD)', fiatEstimate(record.expectedFiatMonthlyReward))
    .block('Validator keys', keys.length > 0 ? keys.join('\n') : null);
  const heading = HEADINGS[String(record.type)] ?? 'Staking';
  return { heading, rows: rows.rows };
}
