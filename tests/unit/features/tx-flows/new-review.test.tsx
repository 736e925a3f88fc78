// @vitest-environment jsdom
// The review of a new transaction: the nonce is the gateway's only where the chain agrees; a failed
// simulation keeps "Sign and propose" disabled until "Propose anyway" is ticked (never silent); the
// owner signs the hash of the fields on screen and the proposal goes through the outbox to the
// gateway once, with a signature that recovers to the owner.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getAddress, recoverAddress, SigningKey, TypedDataEncoder, ZeroAddress } from 'ethers';
import { act } from 'react';
import { MemoryRouter } from '../../../../src/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import { createGatewayClient, type ChainInfo } from '../../../../src/gateway';
import {
  buildNativeTransferCall,
  buildRejectionCall,
  buildSignMessageCall,
  calculateSafeTxHash,
  createSafeTransaction,
  type SafeChainState,
} from '../../../../src/safe';
import {
  GatewayContext,
  type GatewayContextValue,
} from '../../../../src/session/gateway/GatewayClientProvider';
import { listOutboxItems } from '../../../../src/storage/outbox';
import { walletSession } from '../../../../src/wallet/session';
import type { ReadySafe } from '../../../../src/features/shared/RequireSafe';
import type { SimulationOutcome } from '../../../../src/features/tx-flows/simulation/SimulationPanel';
import type { TxReviewProps } from '../../../../src/features/tx-flows/review/TxReview';

const SAFE = getAddress('0x5afe0000000000000000000000000000000000c0');
const OWNER_KEY = new SigningKey(
  '0x6cbed15c793ce57650b9877cf6fa156fbef513c4e6134f022a85b1ffdd59b2a1',
);
const OWNER = '0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0';
const RECIPIENT = getAddress('0x8080000000000000000000000000000000000080');

let chainState: SafeChainState;
vi.mock('../../../../src/features/tx-flows/new/useChainFacts', () => ({
  useChainFacts: () => ({
    rpcUrl: 'http://rpc.test',
    state: chainState,
    problem: null,
    disagreements: [],
    sources: [],
  }),
}));
let simulation: SimulationOutcome;
vi.mock('../../../../src/features/tx-flows/simulation/SimulationPanel', async () => {
  const { useEffect } = await import('react');
  return {
    SimulationPanel: ({ onOutcome }: { onOutcome?: (o: SimulationOutcome) => void }) => {
      useEffect(() => onOutcome?.(simulation), [onOutcome]);
      return null;
    },
  };
});
const { ReviewStep } = await import('../../../../src/features/tx-flows/new/ReviewStep');
const { TxReview } = await import('../../../../src/features/tx-flows/review/TxReview');

const dom = mountPerTest();
let proposals: { safeTxHash: string; signature: string; nonce: string; sender: string }[];
let recommendedNonce: number;
let queued: unknown[];
let features: string[];
let estimations: unknown[];

beforeEach(async () => {
  proposals = [];
  recommendedNonce = 5;
  queued = [];
  features = ['SAFE_TX_GAS_OPTIONAL'];
  estimations = [];
  simulation = { status: 'success', gasUsed: 21_000n };
  chainState = {
    chainId: '31337',
    safeAddress: SAFE,
    owners: [OWNER, '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1'],
    threshold: 2,
    nonce: 4n,
    version: '1.4.1',
    implementation: ZeroAddress,
    implementationCodeHash: '0x',
    implementationEmpty: false,
  };
  await walletSession.connect({
    info: { uuid: 'test', name: 'Test wallet', icon: '', rdns: 'test.wallet' },
    provider: {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [OWNER];
        if (method === 'eth_chainId') return '0x7a69';
        if (method === 'eth_signTypedData_v4') {
          const { domain, types, message } = JSON.parse(String(params?.[1])) as {
            domain: Record<string, unknown>;
            types: Record<string, { name: string; type: string }[]>;
            message: Record<string, unknown>;
          };
          const { EIP712Domain: _domain, ...rest } = types;
          return OWNER_KEY.sign(TypedDataEncoder.hash(domain, rest, message)).serialized;
        }
        throw new Error(`${method} not supported`);
      },
    },
  });
});
afterEach(() => walletSession.disconnect());

function render(onProposed = vi.fn(), review?: Partial<TxReviewProps>) {
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    fetch: async (input, init) => {
      const url = String(input);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (url.endsWith('/nonces')) return json({ currentNonce: 4, recommendedNonce });
      if (url.includes('/transactions/queued'))
        return json({ results: queued, next: null, previous: null });
      if (url.endsWith('/multisig-transactions/estimations') && init?.method === 'POST') {
        estimations.push(JSON.parse(String(init.body)) as unknown);
        return json({ currentNonce: 4, recommendedNonce: 5, safeTxGas: '45000' });
      }
      if (url.endsWith('/propose') && init?.method === 'POST') {
        proposals.push(JSON.parse(String(init.body)) as (typeof proposals)[number]);
        return json({});
      }
      return new Response('{}', { status: 404 });
    },
  });
  const chain = {
    chainId: '31337',
    chainName: 'Devnet',
    shortName: 'hh',
    features,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  } as unknown as ChainInfo;
  const safe = {
    status: 'ready',
    chainId: '31337',
    safeAddress: SAFE,
    chain,
    shortName: 'hh',
    safeParam: `hh:${SAFE}`,
  } as ReadySafe;
  const call = buildNativeTransferCall({ to: RECIPIENT, value: 7n });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <GatewayContext.Provider value={{ client } as GatewayContextValue}>
            {review ? (
              <TxReview
                safe={safe}
                summaries={['Built by the app']}
                call={call}
                label="Built"
                onBack={() => undefined}
                onProposed={onProposed}
                {...review}
              />
            ) : (
              <ReviewStep
                safe={safe}
                actions={[{ kind: 'send-native', form: {}, summary: 'Send 7 wei', call }]}
                call={call}
                onBack={() => undefined}
                onProposed={onProposed}
              />
            )}
          </GatewayContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  return { call, onProposed };
}

const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);
const text = (testId: string) =>
  dom.container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(check()).toBe(true);
}

describe('ReviewStep', () => {
  it('shows the hash of the fields on screen, signs it and proposes it once', async () => {
    const { call, onProposed } = render();
    await until(() => /^0x[0-9a-f]{64}$/.test(text('new-tx-hash')));
    const expected = calculateSafeTxHash({
      safeAddress: SAFE,
      chainId: '31337',
      version: '1.4.1',
      transaction: createSafeTransaction(call, { nonce: 5n }),
    });
    expect(text('new-tx-hash')).toBe(expected);
    await until(() => button('Sign and propose')?.disabled === false);
    act(() => button('Sign and propose')!.click());
    await until(() => onProposed.mock.calls.length === 1);
    expect(onProposed).toHaveBeenCalledWith({ safeTxHash: expected, outcome: 'sent' });
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({ safeTxHash: expected, nonce: '5', sender: OWNER });
    expect(recoverAddress(expected, proposals[0]!.signature)).toBe(OWNER);
    const items = await listOutboxItems();
    expect(items.filter((i) => i.kind === 'propose-transaction')).toHaveLength(1);
  });

  it('uses the chain’s nonce when the gateway recommends a used one, and says so', async () => {
    recommendedNonce = 2;
    render();
    await until(() => text('new-tx-fields').includes('nonce'));
    expect(dom.container.textContent).toContain('below the chain’s nonce 4');
    expect(text('new-tx-fields')).toMatch(/nonce4safeTxHash/);
  });

  it('uses the gateway’s safeTxGas estimate where the chain does not make it optional', async () => {
    features = [];
    const { call } = render();
    await until(() => text('new-tx-fields').includes('safeTxGas45000'));
    expect(estimations).toEqual([{ to: RECIPIENT, value: '7', data: '0x', operation: 0 }]);
    expect(text('new-tx-hash')).toBe(
      calculateSafeTxHash({
        safeAddress: SAFE,
        chainId: '31337',
        version: '1.4.1',
        transaction: createSafeTransaction(call, { nonce: 5n, safeTxGas: 45_000n }),
      }),
    );
  });

  it('an edited nonce that a queued transaction holds is shown as replacing it', async () => {
    recommendedNonce = 6;
    queued = [
      {
        type: 'TRANSACTION',
        conflictType: 'None',
        transaction: {
          id: `multisig_${SAFE}_0x${'11'.repeat(32)}`,
          timestamp: 0,
          txStatus: 'AWAITING_CONFIRMATIONS',
          txInfo: {
            type: 'Transfer',
            sender: { value: SAFE, name: null, logoUri: null },
            recipient: { value: RECIPIENT, name: null, logoUri: null },
            direction: 'OUTGOING',
            transferInfo: { type: 'NATIVE_COIN', value: '1000000000000000000' },
          },
          executionInfo: {
            type: 'MULTISIG',
            nonce: 5,
            confirmationsRequired: 2,
            confirmationsSubmitted: 1,
          },
        },
      },
    ];
    render();
    await until(() => text('new-tx-fields').includes('nonce6'));
    expect(dom.container.querySelector('[data-testid="nonce-replaces"]')).toBeNull();
    const input = [...dom.container.querySelectorAll('label')].find(
      (l) => l.textContent === 'Nonce',
    )!.control as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '5');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await until(() => text('nonce-replaces').includes('Replaces'));
    expect(text('nonce-replaces')).toContain('queued with nonce 5');
    expect(text('nonce-warning')).toContain('taken by a queued transaction');
    expect(text('new-tx-fields')).toMatch(/nonce5safeTxHash/);
    // The changed transaction is simulated again, and signing follows its outcome.
    await until(() => button('Sign and propose')?.disabled === false);
  });

  it('a failed simulation blocks signing until "Propose anyway" is ticked', async () => {
    simulation = { status: 'failed', reason: 'GS013', gasUsed: null };
    render();
    await until(() => dom.container.textContent!.includes('The simulation failed: GS013'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(button('Sign and propose')!.disabled).toBe(true);
    const anyway = [...dom.container.querySelectorAll('label')]
      .find((l) => l.textContent!.includes('Propose anyway'))!
      .querySelector('input')!;
    act(() => anyway.click());
    await until(() => button('Sign and propose')?.disabled === false);
    // Another nonce is another transaction: "Propose anyway" must be given for it again.
    const nonce = [...dom.container.querySelectorAll('label')].find(
      (l) => l.textContent === 'Nonce',
    )!.control as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(nonce, '6');
      nonce.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await until(() => text('new-tx-fields').includes('nonce6'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(button('Sign and propose')!.disabled).toBe(true);
  });
});

// The same review for transactions the app builds: a nonce fixed with its reason, the delegatecall
// allow-list and the caller's own blocking reasons, each keeping the wallet closed.
describe('TxReview (built by the app)', () => {
  const rejection = buildRejectionCall(SAFE);
  const idle = async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };

  it('signs and proposes at the fixed nonce, shown with its reason, not the recommended one', async () => {
    const onProposed = vi.fn();
    render(onProposed, {
      call: rejection,
      fixedNonce: { nonce: 9n, reason: 'a rejection takes the nonce it rejects.' },
    });
    await until(() => text('new-tx-fields').includes('nonce9'));
    expect(text('review-fixed-nonce')).toContain('Nonce 9 (fixed): a rejection takes the nonce');
    expect(
      [...dom.container.querySelectorAll('label')].some((l) => l.textContent === 'Nonce'),
    ).toBe(false);
    await until(() => button('Sign and propose')?.disabled === false);
    act(() => button('Sign and propose')!.click());
    await until(() => proposals.length === 1);
    expect(proposals[0]).toMatchObject({ nonce: '9', sender: OWNER });
  });

  it('blocks a fixed nonce the chain already used', async () => {
    render(undefined, { call: rejection, fixedNonce: { nonce: 3n, reason: 'rejected nonce.' } });
    await until(() => text('review-blocked').includes('Nonce 3 was already executed on chain'));
    await idle();
    expect(button('Sign and propose')!.disabled).toBe(true);
  });

  it('blocks a delegatecall outside the official libraries, in words, and never asks the wallet', async () => {
    const outsider = getAddress('0xbad0000000000000000000000000000000000bad');
    render(undefined, { call: { to: outsider, value: 0n, data: '0x', operation: 1 } });
    await until(() => text('review-blocked').includes('Delegatecall to an untrusted contract'));
    expect(text('review-blocked')).toContain(outsider);
    await idle();
    expect(button('Sign and propose')!.disabled).toBe(true);
    act(() => button('Sign and propose')!.click());
    await idle();
    expect(proposals).toEqual([]);
  });

  it('accepts the official SignMessageLib and holds for the caller’s blockers and checks', async () => {
    const signMessage = buildSignMessageCall({
      signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
      contentHash: `0x${'ab'.repeat(32)}`,
    });
    render(undefined, { call: signMessage, checking: 'Checking SignMessageLib on chain…' });
    await until(() => text('new-tx-fields').includes('nonce5'));
    await idle();
    expect(dom.container.querySelector('[data-testid="review-blocked"]')).toBeNull();
    expect(button('Sign and propose')!.disabled).toBe(true);
    render(undefined, { call: signMessage, blockers: ['The gateway names another library.'] });
    await until(() => text('review-blocked').includes('The gateway names another library.'));
    expect(button('Sign and propose')!.disabled).toBe(true);
    render(undefined, { call: signMessage });
    await until(() => button('Sign and propose')?.disabled === false);
  });
});
