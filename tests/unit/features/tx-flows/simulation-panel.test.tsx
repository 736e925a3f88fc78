// @vitest-environment jsdom
// The simulation panel's words and amounts: exact signed amounts with the chain's native symbol and
// the token's own decimals (bigint, no float), raw units when decimals are unknown, the reason
// balance changes are missing, and every outcome reported to the flow once per change.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import {
  GatewayContext,
  type GatewayContextValue,
} from '../../../../src/session/gateway/GatewayClientProvider';
import { createGatewayClient, type ChainInfo } from '../../../../src/gateway';
import { createSafeTransaction } from '../../../../src/safe';
import type { ReadySafe } from '../../../../src/features/shared/RequireSafe';
import type { SimulationState } from '../../../../src/session/simulation/useSimulation';
import {
  SimulationPanel,
  type SimulationOutcome,
} from '../../../../src/features/tx-flows/simulation/SimulationPanel';

let simulation: SimulationState = { status: 'running' };
vi.mock('../../../../src/session/simulation/useSimulation', () => ({
  useSimulation: () => ({ state: simulation, rerun: null }),
}));

const dom = mountPerTest();
// Fixed addresses: ethers' random wallets do not load under jsdom.
const token = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238';
const odd = '0x2e234DAe75C793f67A35089C9d99245E1C58470b';
const chain = {
  chainId: '31337',
  chainName: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
} as unknown as ChainInfo;
const safe = {
  status: 'ready',
  chainId: '31337',
  safeAddress: '0x5afe000000000000000000000000000000000c0d',
  chain,
} as unknown as ReadySafe;
const transaction = createSafeTransaction({ to: token, data: '0x1234' }, { nonce: 3n });
const outcomes: SimulationOutcome[] = [];

function render() {
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    fetch: async () => new Response('{}', { status: 404 }),
  });
  const queryClient = new QueryClient();
  act(() =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayContext.Provider value={{ client } as GatewayContextValue}>
          <SimulationPanel
            safe={safe}
            transaction={transaction}
            onOutcome={(o) => outcomes.push(o)}
          />
        </GatewayContext.Provider>
      </QueryClientProvider>,
    ),
  );
}
afterEach(() => {
  outcomes.length = 0;
});

const text = (id: string) =>
  [...dom.container.querySelectorAll(`[data-testid="${id}"]`)].map((e) => e.textContent);

describe('SimulationPanel', () => {
  it('shows exact signed amounts, native and tokens, and raw units for unknown decimals', () => {
    simulation = {
      status: 'success',
      gasUsed: 48_211n,
      returnData: '0x',
      revert: null,
      accessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
      balances: {
        status: 'ok',
        changes: [
          {
            token: null,
            before: 3n,
            after: 3n - 1_000_000_000_000_000_001n,
            delta: -1_000_000_000_000_000_001n,
            symbol: null,
            decimals: null,
          },
          { token, before: 0n, after: 1_234_567n, delta: 1_234_567n, symbol: 'USDC', decimals: 6 },
          { token: odd, before: 10n, after: 3n, delta: -7n, symbol: null, decimals: null },
        ],
      },
    };
    render();
    expect(text('simulation-gas')).toEqual(['48211']);
    expect(text('balance-change-amount')).toEqual([
      '−1.000000000000000001 ETH',
      '+1.234567 USDC',
      '−7 units',
    ]);
    expect(dom.container.textContent).toContain('decimals unknown: raw units');
    expect(outcomes).toEqual([{ status: 'success', gasUsed: 48_211n }]);
    // The same outcome again is not reported twice.
    render();
    expect(outcomes).toHaveLength(1);
  });

  it('says why balance changes are missing, and reports unavailable with its reason', () => {
    simulation = {
      status: 'success',
      gasUsed: 1n,
      returnData: '0x',
      revert: null,
      accessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
      balances: {
        status: 'unavailable',
        reason: 'this RPC does not simulate with state overrides',
      },
    };
    render();
    expect(text('balance-changes-unavailable')).toEqual([
      'Balance changes unavailable: this RPC does not simulate with state overrides.',
    ]);
    simulation = {
      status: 'unavailable',
      reason: 'no official SimulateTxAccessor is deployed on this chain',
    };
    render();
    expect(text('simulation-status')).toEqual([
      'Simulation unavailable: no official SimulateTxAccessor is deployed on this chain.',
    ]);
    expect(outcomes.at(-1)).toEqual({
      status: 'unavailable',
      reason: 'no official SimulateTxAccessor is deployed on this chain',
    });
    expect(
      dom.container.querySelector('[data-testid="simulation-panel"]')?.getAttribute('data-status'),
    ).toBe('unavailable');
  });
});
