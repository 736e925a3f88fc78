// @vitest-environment jsdom
// List rows of every txInfo kind the gateway sends beyond the spec's four, as rendered: the title,
// the sentence with tokens and amounts, and a list that keeps rendering around broken kinds.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from '../../../../../src/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../dom';
import type { TransactionInfo } from '../../../../../src/gateway';
import { TransactionRow } from '../../../../../src/features/shared/transactions/TransactionRow';
import {
  SAFE,
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

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => ({ container, root } = dom));

const eth = { symbol: 'ETH', decimals: 18 };

function renderRows(infos: TransactionInfo[]) {
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          {infos.map((txInfo, index) => (
            <TransactionRow
              key={index}
              transaction={summaryOf(txInfo, { id: `row-${index}` })}
              safeParam={`eth:${SAFE}`}
              nativeCurrency={eth}
            />
          ))}
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return [...container.querySelectorAll('.tx-row')].map((row) => ({
    title: row.querySelector('.tx-title')?.textContent ?? '',
    summary: row.querySelector('.tx-summary')?.textContent ?? '',
    warnings: [...row.querySelectorAll('.tx-warning')].map((w) => w.textContent ?? ''),
  }));
}

describe('TransactionRow: gateway kinds', () => {
  it.each([
    ['SwapOrder', swapOrder, 'Swap order', 'Swap 1.5 WETH → at least 3,000 USDC (open)'],
    [
      'SwapTransfer',
      swapTransfer,
      'Received from swap',
      'Received 3,012.5 USDC · Swapped 1.5 WETH → 3,012.5 USDC (filled)',
    ],
    [
      'TwapOrder',
      twapOrder,
      'TWAP order',
      'TWAP order: 10 parts, sell 10 WETH → at least 20,000 USDC (awaiting execution)',
    ],
    ['Swap', lifiSwap, 'Swap', 'Swap 1.5 WETH → about 2,995.123456 USDC'],
    [
      'SwapAndBridge',
      swapAndBridge,
      'Swap and bridge',
      'Bridge 2,500 USDC → about 2,493.75 USDC on chain 137 (in progress)',
    ],
    [
      'NativeStakingDeposit',
      stakingDeposit,
      'Stake',
      'Stake 64 ETH · 2 validators (not staked yet)',
    ],
    [
      'NativeStakingValidatorsExit',
      stakingExit,
      'Exit validators',
      'Exit 2 validators · 64 ETH (exit requested)',
    ],
    // Rows cut long fractions (the details keep every digit).
    [
      'NativeStakingWithdraw',
      stakingWithdraw,
      'Withdraw stake',
      'Withdraw 32.012345… ETH from 1 validator',
    ],
    ['VaultDeposit', vaultDeposit, 'Vault deposit', 'Deposit 100 USDC to Steakhouse USDC'],
    ['VaultRedeem', vaultRedeem, 'Vault withdrawal', 'Redeem 100.377117 USDC from Steakhouse USDC'],
  ] as [string, TransactionInfo, string, string][])('%s', (_kind, txInfo, title, summary) => {
    const [row] = renderRows([txInfo]);
    expect(row?.title).toContain(title);
    expect(row?.summary).toBe(summary);
  });

  it('names a bridge destination outside the gateway list from the chain registry once loaded', async () => {
    renderRows([swapAndBridge]);
    const summary = () => container.querySelector('.tx-summary')?.textContent ?? '';
    for (let i = 0; i < 200 && !summary().includes('Polygon'); i += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(summary()).toBe('Bridge 2,500 USDC → about 2,493.75 USDC on Polygon (in progress)');
  });

  it('renders every row of a list around unknown and broken kinds', () => {
    const rows = renderRows([swapOrder, futureThing, swapOrderWithoutBuyToken, futureThingSilent]);
    expect(rows.map((row) => row.summary)).toEqual([
      'Swap 1.5 WETH → at least 3,000 USDC (open)',
      'Do a future thing',
      "Swap order: the gateway's summary is incomplete",
      'A kind of transaction this app does not know (FutureThing)',
    ]);
    expect(rows[1]?.title).toContain('Contract interaction');
    expect(rows[1]?.warnings).toEqual([
      '⚠ This app does not know "FutureThing" transactions: check the transaction data',
    ]);
    expect(rows[2]?.warnings).toEqual([
      '⚠ The gateway sent an incomplete summary: check the transaction data',
    ]);
  });
});
