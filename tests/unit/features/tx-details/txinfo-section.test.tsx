// @vitest-environment jsdom
// The details of every txInfo kind the gateway sends beyond the spec's four, as a signer reads them:
// exact amounts with their tokens, statuses in words, counts, vaults and checksummed addresses;
// links only when http(s); gateway text never as HTML; unknown or broken kinds shown raw.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from '../../../../src/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import type { ChainInfo, TransactionInfo } from '../../../../src/gateway';
import { formatDateTime } from '../../../../src/features/shared/format';
import { TxInfoSection } from '../../../../src/features/tx-details/TxInfoSection';
import {
  GPV2_SETTLEMENT,
  MAX_UINT256,
  ORDER_UID,
  SAFE,
  VALIDATOR_1,
  VALIDATOR_2,
  VAULT,
  futureThing,
  futureThingSilent,
  lifiSwap,
  stakingDeposit,
  stakingExit,
  stakingWithdraw,
  swapAndBridge,
  swapOrder,
  swapOrderWithoutBuyToken,
  swapTransfer,
  twapOrder,
  vaultDeposit,
  vaultRedeem,
} from '../shared/transactions/gateway-kinds.fixtures';

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => ({ container, root } = dom));

const chain = {
  chainId: '1',
  chainName: 'Ethereum',
  shortName: 'eth',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  blockExplorerUriTemplate: {
    address: 'https://etherscan.io/address/{{address}}',
    txHash: 'https://etherscan.io/tx/{{txHash}}',
    api: 'https://api.etherscan.io/api',
  },
} as unknown as ChainInfo;

function render(txInfo: TransactionInfo) {
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <TxInfoSection txInfo={txInfo} chain={chain} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  const rows: Record<string, string> = {};
  for (const dt of container.querySelectorAll('dt')) {
    rows[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
  }
  return { heading: container.querySelector('h2')?.textContent, rows };
}

function linkOf(label: string): string | null {
  const dt = [...container.querySelectorAll('dt')].find((d) => d.textContent === label);
  return dt?.nextElementSibling?.querySelector('a')?.getAttribute('href') ?? null;
}

describe('TxInfoSection: CoW orders', () => {
  it('shows both sides of a sell order exactly, its status, expiry and explorer link', () => {
    const { heading, rows } = render(swapOrder);
    expect(heading).toBe('Swap order');
    expect(rows).toMatchObject({
      Order: 'Sell order: the sell amount is fixed, the buy amount is the least',
      Status: 'open',
      Sell: '1.5 WETH',
      'Buy (at least)': '3,000 USDC',
      'Sold so far': '0 WETH',
      'Fee paid': '0 USDC',
      'Valid until': formatDateTime(1_767_225_600_000),
      'Order class': 'limit',
      'Order id': ORDER_UID,
    });
    expect(rows.Receiver).toContain(SAFE);
    expect(rows['Sell token']).toContain('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
    expect(rows['App data']).toContain('"appCode": "CoW Swap-SafeApp"');
    expect(linkOf('Order explorer')).toBe(`https://explorer.cow.fi/orders/${ORDER_UID}`);
  });

  it('shows what a settlement transfer moved and what the order executed', () => {
    const { heading, rows } = render(swapTransfer);
    expect(heading).toBe('Swap transfer');
    expect(rows).toMatchObject({
      Status: 'filled',
      'Sold so far': '1.5 WETH',
      'Bought so far': '3,012.5 USDC',
      'Fee paid': '1.25 USDC',
      Transfer: 'incoming',
      'Amount transferred': '3,012.5 USDC',
      Receiver: 'The owner',
    });
    expect(rows['Transfer from']).toContain('GPv2Settlement');
    expect(rows['Transfer from']).toContain(GPV2_SETTLEMENT);
  });

  it('shows the TWAP schedule: parts, amount per part, interval and start', () => {
    const { heading, rows } = render(twapOrder);
    expect(heading).toBe('TWAP order');
    expect(rows).toMatchObject({
      Status: 'awaiting execution',
      Sell: '10 WETH',
      'Buy (at least)': '20,000 USDC',
      Parts: '10',
      'Sell per part': '1 WETH',
      'Buy per part (at least)': '2,000 USDC',
      'Time between parts': '1 hour',
      'Each part valid for': 'The whole interval',
      Starts: 'When the transaction is executed',
    });
    expect(rows).not.toHaveProperty('Sold so far');
    const limited = render({
      ...twapOrder,
      durationOfPart: { durationType: 'LIMIT_DURATION', duration: '1800' },
      startTime: { startType: 'AT_EPOCH', epoch: 1_767_225_600 },
    });
    expect(limited.rows['Each part valid for']).toBe('30 minutes');
    expect(limited.rows.Starts).toBe(formatDateTime(1_767_225_600_000));
  });

  it('leaves out an explorer link that is not http(s)', () => {
    render({ ...swapOrder, explorerUrl: 'javascript:alert(1)' });
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(linkOf('Order explorer')).toBeNull();
  });
});

describe('TxInfoSection: LI.FI', () => {
  it('shows a swap with its fees in the fee token', () => {
    const { heading, rows } = render(lifiSwap);
    expect(heading).toBe('Swap');
    expect(rows).toMatchObject({
      Send: '1.5 WETH',
      'Receive (quote)': '2,995.123456 USDC',
      'Integrator fee': '0.00375 WETH',
      'LI.FI fee': '0 WETH',
    });
    expect(linkOf('Explorer')).toBe('https://scan.li.fi/tx/0x1234');
  });

  it('names the destination chain from the chain registry once it has loaded', async () => {
    const destination = () =>
      [...container.querySelectorAll('dt')].find((d) => d.textContent === 'Destination chain')
        ?.nextElementSibling?.textContent ?? '';
    render(swapAndBridge);
    for (let i = 0; i < 200 && !destination().includes('Polygon'); i += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(destination()).toBe('Polygon (chain 137)');
  });

  it('shows a bridge with its destination chain and status', () => {
    const { heading, rows } = render(swapAndBridge);
    expect(heading).toBe('Swap and bridge');
    // The registry is fetched for a bridge; until it lands (or offline) the chain id is shown.
    expect(rows['Destination chain']).toMatch(/^(Chain 137|Polygon \(chain 137\))$/);
    expect(rows).toMatchObject({
      Status: 'in progress (wait destination transaction)',
      Send: '2,500 USDC',
      'Receive (quote)': '2,493.75 USDC',
      'Integrator fee': '6.25 USDC',
    });
    expect(
      render({ ...swapAndBridge, toToken: null, toAmount: null }).rows['Receive (quote)'],
    ).toBe('Not known yet');
  });
});

describe('TxInfoSection: staking', () => {
  it('shows a deposit: stake, validator count, waits, fee, rates and rewards', () => {
    const { heading, rows } = render(stakingDeposit);
    expect(heading).toBe('Stake');
    expect(rows).toMatchObject({
      Status: 'not staked yet',
      Stake: '64 ETH',
      Validators: '2 validators',
      'Estimated time to enter': 'about 3 days',
      'Estimated time to exit': '5 days',
      'Estimated time to withdraw': '9 days',
      'Provider fee': '8 %',
      'Net reward rate (yearly)': '3.35 %',
      'Net reward rate (monthly)': '0.28 %',
      'Expected yearly reward': '2.14656 ETH',
      'Expected monthly reward': '0.17888 ETH',
      'Expected yearly reward (USD)': 'about $6,955.35',
    });
  });

  it('shows an exit with the validators and their keys', () => {
    const { heading, rows } = render(stakingExit);
    expect(heading).toBe('Exit validators');
    expect(rows).toMatchObject({
      Status: 'exit requested',
      'Stake exiting': '64 ETH',
      Validators: '2 validators',
    });
    expect(rows['Validator keys']).toBe(`${VALIDATOR_1}\n${VALIDATOR_2}`);
  });

  it('shows a withdrawal exactly', () => {
    const { heading, rows } = render(stakingWithdraw);
    expect(heading).toBe('Withdraw stake');
    expect(rows).toMatchObject({
      Withdraw: '32.012345678901234567 ETH',
      Validators: '1 validator',
    });
  });
});

describe('TxInfoSection: vaults', () => {
  it('shows a deposit: vault, checksummed address, amount, rates, fee and rewards', () => {
    const { heading, rows } = render({
      ...vaultDeposit,
      vaultInfo: { ...vaultDeposit.vaultInfo, address: VAULT.toLowerCase() },
    });
    expect(heading).toBe('Vault deposit');
    expect(rows).toMatchObject({
      Vault: 'Steakhouse USDC',
      'About the vault': 'Lends USDC against blue-chip collateral.',
      Deposit: '100 USDC',
      'Base reward rate': '4.03 %',
      'Extra rewards rate': '0.5 %',
      'Performance fee': '15 %',
      'Expected yearly reward': '4.525405 USDC',
      'Expected monthly reward': '0.377117 USDC',
      'Extra reward in MORPHO': '1.25 MORPHO claimable (0.5 %)',
    });
    expect(rows['Vault address']).toContain(VAULT);
    expect(linkOf('Vault dashboard')).toBe(vaultDeposit.vaultInfo.dashboardUri);
  });

  it('shows a redeem, keeping every digit of a uint256 amount', () => {
    expect(render(vaultRedeem).rows).toMatchObject({
      Redeem: '100.377117 USDC',
      'Current reward': '0.377117 USDC',
    });
    expect(render({ ...vaultRedeem, value: MAX_UINT256 }).rows.Redeem).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129.639935 USDC',
    );
  });

  it('does not link a dashboard that is not http(s)', () => {
    render({
      ...vaultDeposit,
      vaultInfo: { ...vaultDeposit.vaultInfo, dashboardUri: 'data:text/html,<b>x</b>' },
    });
    expect(linkOf('Vault dashboard')).toBeNull();
  });
});

describe('TxInfoSection: kinds it cannot read', () => {
  it("leaves the spec's kinds to their own sections", () => {
    render({
      type: 'Transfer',
      sender: { value: SAFE, name: null, logoUri: null },
      recipient: { value: VAULT, name: null, logoUri: null },
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '1' },
      humanDescription: null,
    });
    expect(container.querySelector('section')).toBeNull();
  });

  it('shows the gateway sentence and the raw summary of an unknown kind, as text', () => {
    const { heading, rows } = render(futureThing);
    expect(heading).toBe('Summary from the gateway');
    expect(rows.Kind).toBe('FutureThing');
    expect(rows['Gateway description']).toBe('Do a future thing');
    expect(rows['Summary as sent']).toContain('"type": "FutureThing"');
    expect(render(futureThingSilent).rows['Gateway description']).toBe('None');
  });

  it('never renders gateway text as HTML', () => {
    const hostile = '<img src=x onerror="window.pwned=1">';
    const { rows } = render({
      type: 'FutureThing',
      humanDescription: hostile,
    } as unknown as TransactionInfo);
    expect(container.querySelector('img')).toBeNull();
    expect(rows['Gateway description']).toBe(hostile);
  });

  it('shows a SwapOrder without its buy token raw instead of failing', () => {
    const { heading, rows } = render(swapOrderWithoutBuyToken);
    expect(heading).toBe('Summary from the gateway');
    expect(rows.Kind).toBe('SwapOrder');
    expect(rows['Summary as sent']).toContain('"sellAmount": "1500000000000000000"');
  });
});
