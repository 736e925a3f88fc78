// Native staking in words: a deposit funds new validators, an exit asks validators to stop, a
// withdrawal takes the stake and rewards back. The coin is the gateway's token, else the chain's.
import type {
  NativeStakingDeposit,
  NativeStakingValidatorsExit,
  NativeStakingWithdraw,
  TransactionTokenInfo,
} from '../../../gateway';
import type { DescribeContext, TxAmount, TxDescription } from './txDescription';
import { amountText, countOf, rawAmountOf, recordOf, tokenAmountOf, tokenOf } from './txInfoFields';
import { stakingStatusWord } from './txInfoWords';

/** The staked coin: the gateway's token, else the chain's native coin (staking is always native). */
export function stakingTokenOf(value: unknown, context: DescribeContext): TransactionTokenInfo {
  const native = context.nativeCurrency;
  return (
    tokenOf(value) ?? {
      address: '0x0000000000000000000000000000000000000000',
      decimals: native?.decimals ?? 18,
      name: native?.symbol ?? 'native coin',
      symbol: native?.symbol ?? 'native coin',
      trusted: true,
    }
  );
}

function stakeAmountOf(record: Record<string, unknown>, context: DescribeContext): TxAmount | null {
  const raw = rawAmountOf(record.value);
  if (raw === null) return null;
  return tokenAmountOf(raw, stakingTokenOf(record.tokenInfo, context), context.maxFractionDigits);
}

/** `2 validators`, `1 validator`, or null when the count is unreadable. */
export function validatorCount(value: unknown): string | null {
  const count = countOf(value);
  return count === null ? null : `${count} ${count === '1' ? 'validator' : 'validators'}`;
}

/** A deposit that funds new validators; null when the staked amount is unreadable. */
export function describeStakingDeposit(
  info: NativeStakingDeposit,
  context: DescribeContext,
): TxDescription | null {
  const record = recordOf(info);
  const amount = record && stakeAmountOf(record, context);
  if (!record || !amount) return null;
  const validators = validatorCount(record.numValidators);
  return {
    kind: 'stake',
    title: 'Stake',
    summary: `Stake ${amountText(amount)}${validators ? ` · ${validators}` : ''} (${stakingStatusWord(record.status)})`,
    amount,
    warnings: [],
  };
}

/** A request to exit validators; null when neither the count nor the amount is readable. */
export function describeStakingExit(
  info: NativeStakingValidatorsExit,
  context: DescribeContext,
): TxDescription | null {
  const record = recordOf(info);
  if (!record) return null;
  const amount = stakeAmountOf(record, context);
  const validators = validatorCount(record.numValidators);
  if (!amount && !validators) return null;
  const what = [validators, amount && amountText(amount)].filter(Boolean).join(' · ');
  return {
    kind: 'stake',
    title: 'Exit validators',
    summary: `Exit ${what} (${stakingStatusWord(record.status)})`,
    amount: amount ?? undefined,
    warnings: [],
  };
}

/** A withdrawal of exited stake and rewards; null when the amount is unreadable. */
export function describeStakingWithdraw(
  info: NativeStakingWithdraw,
  context: DescribeContext,
): TxDescription | null {
  const record = recordOf(info);
  const amount = record && stakeAmountOf(record, context);
  if (!record || !amount) return null;
  const validators = Array.isArray(record.validators)
    ? validatorCount(record.validators.length)
    : null;
  return {
    kind: 'stake',
    title: 'Withdraw stake',
    summary: `Withdraw ${amountText(amount)}${validators ? ` from ${validators}` : ''}`,
    amount,
    warnings: [],
  };
}
