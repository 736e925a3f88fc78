// Rows for every txInfo kind the real gateway sends beyond the spec's four: tokens and exact amounts,
// status, counts and names in the sentence; unknown or broken kinds fall back without throwing.
import { describe, expect, it } from 'vitest';
import type { TransactionInfo } from '../../../../../src/gateway';
import { describeTxInfo } from '../../../../../src/features/shared/transactions/describe';
import { toTxRowModel } from '../../../../../src/features/shared/transactions/rowModel';
import {
  MAX_UINT256,
  RECEIVER,
  futureThing,
  futureThingSilent,
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
} from './gateway-kinds.fixtures';

const eth = { nativeCurrency: { symbol: 'ETH', decimals: 18 } };

describe('describeTxInfo: CoW orders', () => {
  it('says what a sell order sells and the least it buys, with its status', () => {
    const d = describeTxInfo(swapOrder, eth);
    expect(d).toMatchObject({ kind: 'swap', title: 'Swap order', warnings: [] });
    expect(d.summary).toBe('Swap 1.5 WETH → at least 3,000 USDC (open)');
    expect(d.amount).toMatchObject({ exact: '1.5', decimal: '1.5', unit: 'WETH' });
  });

  it('puts the limit on the sell side of a buy order', () => {
    const d = describeTxInfo({ ...swapOrder, kind: 'buy' }, eth);
    expect(d.summary).toBe('Swap at most 1.5 WETH → 3,000 USDC (open)');
  });

  it('shows the executed amounts once the order is filled', () => {
    const d = describeTxInfo(
      {
        ...swapOrder,
        status: 'fulfilled',
        executedSellAmount: '1499999999999999999',
        executedBuyAmount: '3012500001',
      },
      eth,
    );
    expect(d.summary).toBe('Swapped 1.499999999999999999 WETH → 3,012.500001 USDC (filled)');
  });

  it('keeps every digit of a uint256 amount', () => {
    const d = describeTxInfo({ ...swapOrder, sellAmount: MAX_UINT256 }, eth);
    expect(d.amount?.exact).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935',
    );
    expect(d.amount?.decimal).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
  });

  it('warns when the proceeds go to another address or a token is untrusted', () => {
    const d = describeTxInfo(
      { ...swapOrder, receiver: RECEIVER, buyToken: { ...swapOrder.buyToken, trusted: false } },
      eth,
    );
    expect(d.warnings).toEqual([
      'USDC is not on the trusted list',
      'The bought tokens go to 0x22d4…e32b, not to the Safe',
    ]);
  });

  it('describes the settlement transfer with the amount moved and the order', () => {
    const d = describeTxInfo(swapTransfer, eth);
    expect(d).toMatchObject({ kind: 'swap', title: 'Received from swap' });
    expect(d.summary).toBe('Received 3,012.5 USDC · Swapped 1.5 WETH → 3,012.5 USDC (filled)');
    expect(d.amount).toMatchObject({ decimal: '3012.5', unit: 'USDC' });
  });

  it('counts the parts of a TWAP', () => {
    const d = describeTxInfo(twapOrder, eth);
    expect(d).toMatchObject({ kind: 'swap', title: 'TWAP order' });
    expect(d.summary).toBe(
      'TWAP order: 10 parts, sell 10 WETH → at least 20,000 USDC (awaiting execution)',
    );
  });
});

describe('describeTxInfo: LI.FI swaps and bridges', () => {
  it('says the quoted amount of a swap is approximate', () => {
    const d = describeTxInfo(lifiSwap, eth);
    expect(d).toMatchObject({ kind: 'swap', title: 'Swap' });
    expect(d.summary).toBe('Swap 1.5 WETH → about 2,995.123456 USDC');
  });

  it('names the destination chain and the bridge status', () => {
    const d = describeTxInfo(swapAndBridge, eth);
    expect(d.title).toBe('Swap and bridge');
    expect(d.summary).toBe('Bridge 2,500 USDC → about 2,493.75 USDC on chain 137 (in progress)');
    const unknownYet = describeTxInfo({ ...swapAndBridge, toToken: null, toAmount: null }, eth);
    expect(unknownYet.summary).toBe('Bridge 2,500 USDC to chain 137 (in progress)');
  });
});

describe('describeTxInfo: staking and vaults', () => {
  it('counts the validators a deposit funds', () => {
    const d = describeTxInfo(stakingDeposit, eth);
    expect(d).toMatchObject({ kind: 'stake', title: 'Stake' });
    expect(d.summary).toBe('Stake 64 ETH · 2 validators (not staked yet)');
  });

  it('counts the validators that exit', () => {
    const d = describeTxInfo(stakingExit, eth);
    expect(d.title).toBe('Exit validators');
    expect(d.summary).toBe('Exit 2 validators · 64 ETH (exit requested)');
    expect(describeTxInfo({ ...stakingExit, numValidators: 1 }, eth).summary).toContain(
      'Exit 1 validator ·',
    );
  });

  it('withdraws the exact stake and rewards', () => {
    const d = describeTxInfo(stakingWithdraw, eth);
    expect(d.title).toBe('Withdraw stake');
    expect(d.summary).toBe('Withdraw 32.012345678901234567 ETH from 1 validator');
  });

  it('names the vault of a deposit and of a redeem', () => {
    const deposit = describeTxInfo(vaultDeposit, eth);
    expect(deposit).toMatchObject({ kind: 'vault', title: 'Vault deposit' });
    expect(deposit.summary).toBe('Deposit 100 USDC to Steakhouse USDC');
    const redeem = describeTxInfo(vaultRedeem, eth);
    expect(redeem.title).toBe('Vault withdrawal');
    expect(redeem.summary).toBe('Redeem 100.377117 USDC from Steakhouse USDC');
  });
});

describe('describeTxInfo: kinds it cannot read', () => {
  it('shows the gateway sentence of an unknown kind, with a warning', () => {
    const d = describeTxInfo(futureThing, eth);
    expect(d).toMatchObject({ kind: 'custom', title: 'Contract interaction' });
    expect(d.summary).toBe('Do a future thing');
    expect(d.warnings).toEqual([
      'This app does not know "FutureThing" transactions: check the transaction data',
    ]);
  });

  it('names the raw type when the gateway has no sentence', () => {
    const d = describeTxInfo(futureThingSilent, eth);
    expect(d.summary).toBe('A kind of transaction this app does not know (FutureThing)');
  });

  it('falls back for a SwapOrder without its buy token', () => {
    const d = describeTxInfo(swapOrderWithoutBuyToken, eth);
    expect(d).toMatchObject({ kind: 'swap', title: 'Swap order' });
    expect(d.summary).toBe("Swap order: the gateway's summary is incomplete");
    const said = { ...swapOrderWithoutBuyToken, humanDescription: 'Sell 1.5 WETH' };
    expect(describeTxInfo(said as TransactionInfo, eth).summary).toBe('Sell 1.5 WETH');
  });

  it.each([
    ['an amount sent as a JSON number', { ...stakingDeposit, value: 64e18 }],
    ['a decimal amount', { ...vaultDeposit, value: '100.5' }],
    [
      'a token without decimals',
      { ...lifiSwap, fromToken: { ...lifiSwap.fromToken, decimals: null } },
    ],
    ['no fields at all', { type: 'TwapOrder' }],
    ['a transfer without its transfer info', { type: 'Transfer', direction: 'OUTGOING' }],
    ['no type', { humanDescription: 'Something' }],
    ['a type that is not a string', { type: 42 }],
  ])('does not throw for %s', (_case, info) => {
    const d = describeTxInfo(info as unknown as TransactionInfo, eth);
    expect(d.title).not.toBe('');
    expect(d.summary).not.toBe('');
  });

  it('keeps list rows of broken kinds renderable', () => {
    const row = toTxRowModel(summaryOf(swapOrderWithoutBuyToken));
    expect(row.description.title).toBe('Swap order');
    expect(row.confirmations).toEqual({ submitted: 1, required: 2 });
  });
});
