// CSV export lines of the txInfo kinds the gateway sends beyond the spec's four: the exact amount
// and token the row names, the counterparty, and the row's sentence; unknown kinds still export.
import { describe, expect, it } from 'vitest';
import type { TransactionInfo } from '../../../../src/gateway';
import { toCsv, toCsvRecord } from '../../../../src/features/history/csv';
import {
  GPV2_SETTLEMENT,
  MAX_UINT256,
  SAFE,
  VAULT,
  futureThing,
  lifiSwap,
  stakingDeposit,
  stakingExit,
  stakingWithdraw,
  summaryOf,
  swapAndBridge,
  swapOrder,
  swapOrderWithoutBuyToken,
  swapTransfer,
  twapOrder,
  vaultDeposit,
  vaultRedeem,
} from '../shared/transactions/gateway-kinds.fixtures';

const eth = { symbol: 'ETH', decimals: 18 };
const record = (txInfo: TransactionInfo) => toCsvRecord(summaryOf(txInfo), SAFE, eth);

describe('toCsvRecord: gateway kinds', () => {
  it.each([
    ['SwapOrder', swapOrder, 'Swap order', '1.5', 'WETH', SAFE],
    ['TwapOrder', twapOrder, 'TWAP order', '10', 'WETH', SAFE],
    ['Swap', lifiSwap, 'Swap', '1.5', 'WETH', SAFE],
    ['SwapAndBridge', swapAndBridge, 'Swap and bridge', '2500', 'USDC', SAFE],
    ['NativeStakingDeposit', stakingDeposit, 'Stake', '64', 'ETH', ''],
    ['NativeStakingValidatorsExit', stakingExit, 'Exit validators', '64', 'ETH', ''],
    [
      'NativeStakingWithdraw',
      stakingWithdraw,
      'Withdraw stake',
      '32.012345678901234567',
      'ETH',
      '',
    ],
    ['VaultDeposit', vaultDeposit, 'Vault deposit', '100', 'USDC', VAULT],
    ['VaultRedeem', vaultRedeem, 'Vault withdrawal', '100.377117', 'USDC', VAULT],
  ] as [string, TransactionInfo, string, string, string, string][])(
    '%s',
    (kind, txInfo, title, amount, token, to) => {
      expect(record(txInfo)).toMatchObject({
        type: `${kind}: ${title}`,
        amount,
        token,
        to,
        from: SAFE,
      });
    },
  );

  it('keeps the parties and direction of a settlement transfer', () => {
    expect(record(swapTransfer)).toMatchObject({
      direction: 'INCOMING',
      from: GPV2_SETTLEMENT,
      to: SAFE,
      amount: '3012.5',
      token: 'USDC',
      description: 'Received 3,012.5 USDC · Swapped 1.5 WETH → 3,012.5 USDC (filled)',
    });
  });

  it('exports every digit, in the description too', () => {
    const line = record({ ...swapOrder, sellAmount: MAX_UINT256 });
    expect(line.amount).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
    expect(line.description).toContain(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935 WETH',
    );
  });

  it('exports unknown and broken kinds with the gateway sentence or the fallback', () => {
    expect(record(futureThing)).toMatchObject({
      type: 'FutureThing: Contract interaction',
      amount: '',
      description: 'Do a future thing',
    });
    const csv = toCsv([summaryOf(futureThing), summaryOf(swapOrderWithoutBuyToken)], SAFE, eth);
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv).toContain(
      `SwapOrder: Swap order,,${SAFE},,,,AWAITING_CONFIRMATIONS,,Swap order: the gateway's summary is incomplete\r\n`,
    );
  });
});
