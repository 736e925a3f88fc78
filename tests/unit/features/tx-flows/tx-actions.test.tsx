// @vitest-environment jsdom
// The signing buttons of a queued transaction: disabled with the reason while the review runs and
// when it finds a mismatch; a rejection in the wallet (4001) shows its message and leaves nothing
// stored or sent; a wallet without typed data (4200) gets the warned eth_sign fallback, whose
// signature recovers to the owner over the hash computed here. The review hook is driven here
// (the real verification over a given chain state); reading that state from a real chain is
// tested in tests/unit/safe/chain-state.test.ts and
// tests/unit/features/tx-details/tx-verification.test.tsx, and end to end on the devnet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  concat,
  dataSlice,
  getAddress,
  getBytes,
  hashMessage,
  recoverAddress,
  SigningKey,
  toBeHex,
  TypedDataEncoder,
} from 'ethers';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import {
  GatewayContext,
  type GatewayContextValue,
} from '../../../../src/session/gateway/GatewayClientProvider';
import {
  createGatewayClient,
  type AddressInfo,
  type ChainInfo,
  type SafeInfo,
  type TransactionDetails,
} from '../../../../src/gateway';
import {
  calculateSafeTxHash,
  createSafeTransaction,
  KNOWN_SAFE_SINGLETONS,
} from '../../../../src/safe';
import { TxActions } from '../../../../src/features/tx-flows/TxActions';
import type { ReadySafe } from '../../../../src/features/shared/RequireSafe';
import { addOutboxItem, discardOutboxItem, listOutboxItems } from '../../../../src/storage/outbox';
import { confirmTransactionItem } from '../../../../src/session/outbox/outboxItems';
import { walletSession } from '../../../../src/wallet/session';
import { ProviderRpcError } from '../../../../src/wallet/errors';
import type { TransactionReview } from '../../../../src/session/review/useTransactionReview';
import { verifyTransactionDetails } from '../../../../src/session/review/verification';
import type { SimulationState } from '../../../../src/session/simulation/useSimulation';

// What the review hook answers in each test.
let review: TransactionReview = { status: 'checking', label: 'Reading the Safe from the chain…' };
vi.mock('../../../../src/session/review/useTransactionReview', () => ({
  useTransactionReview: () => review,
}));
// Owners and threshold come from the chain read (the review's primary RPC): the same state the
// review answered with.
// `chainOwners` lets a test make the chain's owner list differ from the gateway's SafeInfo.
let chainOwners: string[] | null = null;
vi.mock('../../../../src/session/review/useSafeChainState', () => ({
  useSafeChainState: () => ({
    check:
      review.status === 'done' && review.result.chainState
        ? {
            status: 'checked',
            state: {
              ...review.result.chainState,
              owners: chainOwners ?? review.result.chainState.owners,
            },
            rpcUrl: review.rpc?.url ?? '',
          }
        : null,
    rpc: review.status === 'done' ? review.rpc : null,
    sources: [],
  }),
}));
// What the local simulation answers (its eth_calls are tested on a real chain in
// tests/unit/safe/on-chain-simulation.test.ts and end to end on the devnet).
let simulation: SimulationState = { status: 'unavailable', reason: 'not simulated in this test' };
vi.mock('../../../../src/session/simulation/useSimulation', () => ({
  useSimulation: () => ({ state: simulation, rerun: null }),
}));

// Built here rather than from the signing fixtures: their mnemonic wallets do not load under jsdom.
// No confirmations yet, so nothing to recover; the hashes are computed as the gateway would.
const chainId = '31337';
const SAFE = getAddress('0x5afe0000000000000000000000000000000000c0');
const OWNERS = [
  '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1',
  '0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0',
];
const info = (value: string): AddressInfo => ({ value, name: null, logoUri: null });
const singletonL2 = KNOWN_SAFE_SINGLETONS.find((s) => s.version === '1.4.1' && s.l2)!;
const safe: SafeInfo = {
  address: info(SAFE),
  chainId,
  nonce: 0,
  threshold: 2,
  owners: OWNERS.map(info),
  implementation: info(singletonL2.address),
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: info('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'),
  version: '1.4.1+L2',
  collectiblesTag: null,
  txQueuedTag: null,
  txHistoryTag: null,
  messagesTag: null,
};
const transaction = createSafeTransaction({ to: OWNERS[1]!, value: 10n ** 18n }, { nonce: 0n });
const safeTxHash = calculateSafeTxHash({
  safeAddress: SAFE,
  chainId,
  version: '1.4.1',
  transaction,
});
const details: TransactionDetails = {
  safeAddress: SAFE,
  txId: `multisig_${SAFE}_${safeTxHash}`,
  executedAt: null,
  txStatus: 'AWAITING_CONFIRMATIONS',
  txInfo: {
    type: 'Transfer',
    sender: info(SAFE),
    recipient: info(OWNERS[1]!),
    direction: 'OUTGOING',
    transferInfo: { type: 'NATIVE_COIN', value: transaction.value.toString() },
    humanDescription: null,
  },
  txData: {
    hexData: null,
    dataDecoded: null,
    to: info(transaction.to),
    value: transaction.value.toString(),
    operation: 0,
    trustedDelegateCallTarget: null,
    addressInfoIndex: null,
  },
  detailedExecutionInfo: {
    type: 'MULTISIG',
    submittedAt: 1_700_000_000_000,
    nonce: 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: transaction.gasToken,
    refundReceiver: info(transaction.refundReceiver),
    safeTxHash,
    executor: null,
    signers: OWNERS.map(info),
    confirmationsRequired: 2,
    confirmations: [],
    rejectors: [],
    gasTokenInfo: null,
    trusted: true,
    proposer: info(OWNERS[0]!),
    proposedByDelegate: null,
  },
  txHash: null,
  safeAppInfo: null,
};
const RPC = 'http://rpc.test';

/** The review as it ends when the chain says `chain` (the gateway's values unless overridden). */
function doneReview(
  chain: Partial<{ threshold: number; owners: string[] }> = {},
): TransactionReview {
  const result = verifyTransactionDetails(details, safe, chainId, undefined, {
    status: 'checked',
    rpcUrl: RPC,
    state: {
      chainId,
      safeAddress: SAFE,
      owners: chain.owners ?? OWNERS,
      threshold: chain.threshold ?? 2,
      nonce: 0n,
      version: '1.4.1',
      implementation: singletonL2.address,
      implementationCodeHash: singletonL2.codeHash,
      implementationEmpty: false,
    },
  });
  return {
    status: 'done',
    result,
    rpc: { url: RPC, source: 'shipped', name: `the app’s default RPC ${RPC}` },
    signaturesPending: false,
  };
}

let container: HTMLDivElement;
let root: Root;
let gatewayRequests: string[];
let gatewayBodies: unknown[];
let signRequests: number;
/** How the mock wallet answers eth_signTypedData_v4: the user rejects, or the wallet lacks it. */
let typedDataAnswer: 4001 | 4200;
/** What the wallet got with eth_signTypedData_v4, and the device screen on the page at that moment. */
let typedDataAsked: {
  payload: {
    domain: object;
    types: Record<string, { name: string; type: string }[]>;
    message: object;
  };
  domainShown: string | null | undefined;
  messageShown: string | null | undefined;
} | null = null;
// Ganache's deterministic account #1 (= OWNERS[1]): the mock wallet signs with it for eth_sign.
const OWNER_KEY = new SigningKey(
  '0x6cbed15c793ce57650b9877cf6fa156fbef513c4e6134f022a85b1ffdd59b2a1',
);

const dom = mountPerTest();
beforeEach(async () => {
  review = { status: 'checking', label: 'Reading the Safe from the chain…' };
  chainOwners = null;
  simulation = { status: 'unavailable', reason: 'not simulated in this test' };
  ({ container, root } = dom);
  gatewayRequests = [];
  gatewayBodies = [];
  signRequests = 0;
  typedDataAnswer = 4001;
  typedDataAsked = null;
  await walletSession.connect({
    info: { uuid: 'test', name: 'Test wallet', icon: '', rdns: 'test.wallet' },
    provider: {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [OWNERS[1]];
        if (method === 'eth_chainId') return '0x7a69';
        if (method === 'eth_signTypedData_v4') {
          signRequests += 1;
          typedDataAsked = {
            payload: JSON.parse(String(params?.[1])) as NonNullable<
              typeof typedDataAsked
            >['payload'],
            domainShown: container.querySelector('[data-testid="hw-domain-hash"]')?.textContent,
            messageShown: container.querySelector('[data-testid="hw-message-hash"]')?.textContent,
          };
          throw typedDataAnswer === 4001
            ? new ProviderRpcError(4001, 'User rejected the request.')
            : new ProviderRpcError(4200, 'eth_signTypedData_v4 not supported');
        }
        if (method === 'personal_sign') {
          // What a wallet's personal_sign does: sign the EIP-191 hash of the given bytes.
          const message = getBytes(String(params?.[0]));
          return OWNER_KEY.sign(hashMessage(message)).serialized;
        }
        throw new ProviderRpcError(4200, `${method} not supported`);
      },
    },
  });
});
afterEach(() => walletSession.disconnect());

function render(lifecycle: { mined?: boolean; gone?: boolean } = {}) {
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    fetch: async (input, init) => {
      gatewayRequests.push(`${init?.method ?? 'GET'} ${String(input)}`);
      if (init?.method === 'POST') {
        gatewayBodies.push(JSON.parse(String(init.body)) as unknown);
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return new Response('{}', { status: 404 });
    },
  });
  const gateway = { client } as GatewayContextValue;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const chain = {
    chainId,
    chainName: 'Devnet',
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: RPC },
  } as ChainInfo;
  const ready = { status: 'ready', chainId, safeAddress: SAFE, chain } as unknown as ReadySafe;
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayContext.Provider value={gateway}>
          <TxActions
            details={details}
            safe={ready}
            safeInfo={safe}
            lifecycle={{
              gone: lifecycle.gone ? { kind: 'deleted' } : null,
              minedExecution: lifecycle.mined ? { txHash: `0x${'ab'.repeat(32)}` } : null,
            }}
          />
        </GatewayContext.Provider>
      </QueryClientProvider>,
    ),
  );
}

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent === name);
const gateText = () => container.querySelector('[data-testid="actions-gate"]')?.textContent ?? '';

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(check()).toBe(true);
}

describe('TxActions', () => {
  it('offers nothing once this device’s execution is mined, or once the transaction is gone', async () => {
    review = doneReview();
    render();
    await until(() => button('Reject')?.disabled === false);
    render({ mined: true });
    await until(() => button('Reject') === undefined);
    expect(button('Confirm')).toBeUndefined();
    expect(container.querySelector('[data-testid="tx-actions"]')).not.toBeNull();
    render({ gone: true });
    await until(() => container.querySelector('[data-testid="tx-actions"]') === null);
  });

  it('disables every signature button while the checks run, with the reason', async () => {
    render();
    await until(() => button('Confirm') !== undefined);
    expect(gateText()).toContain('Reading the Safe from the chain');
    expect(button('Confirm')?.disabled).toBe(true);
    expect(button('Reject')?.disabled).toBe(true);
    review = doneReview();
    render();
    await until(() => button('Confirm')?.disabled === false);
    expect(gateText()).toBe('');
    expect(button('Reject')?.disabled).toBe(false);
  });

  it('holds Confirm while the simulation runs and after it fails, until the owner says anyway', async () => {
    review = doneReview();
    simulation = { status: 'running' };
    render();
    await until(() => button('Reject')?.disabled === false);
    expect(button('Confirm')?.disabled).toBe(true);
    simulation = {
      status: 'failed',
      gasUsed: 5_242n,
      returnData: '0x',
      revert: { kind: 'error', reason: 'GS013', message: 'GS013: the Safe transaction failed' },
      accessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
      balances: { status: 'unavailable', reason: 'no overrides here' },
    };
    render();
    await until(() => container.querySelector('[data-testid="simulation-override"]') !== null);
    const alert = container.querySelector('[data-testid="simulation-panel"] [role="alert"]');
    expect(alert?.textContent).toContain('GS013: the Safe transaction failed');
    expect(alert?.textContent).toContain('5242');
    expect(button('Confirm')?.disabled).toBe(true);
    const override = container.querySelector<HTMLInputElement>(
      '[data-testid="simulation-override"] input[type="checkbox"]',
    )!;
    act(() => override.click());
    await until(() => button('Confirm')?.disabled === false);
    act(() => override.click());
    await until(() => button('Confirm')?.disabled === true);
    // Success: no override asked, Confirm free.
    simulation = { ...simulation, status: 'success', revert: null };
    render();
    await until(() => button('Confirm')?.disabled === false);
    expect(container.querySelector('[data-testid="simulation-override"]')).toBeNull();
    expect(container.querySelector('[data-testid="simulation-status"]')?.textContent).toContain(
      'Simulation succeeded',
    );
  });

  it('replaces Confirm with "Your confirmation is waiting to be sent" while it is in the outbox', async () => {
    const item = await addOutboxItem(
      confirmTransactionItem(
        { chainId, safe: SAFE },
        { safeTxHash, signature: `0x${'11'.repeat(65)}`, signer: OWNERS[1]! },
        'Confirmation of nonce 0',
      ),
    );
    try {
      review = doneReview();
      render();
      await until(
        () =>
          container.querySelector('[data-testid="action-notice"]')?.textContent ===
          'Your confirmation is waiting to be sent',
      );
      expect(button('Confirm')).toBeUndefined();
      expect(button('Reject')?.disabled).toBe(false);
    } finally {
      await discardOutboxItem(item.id);
    }
  });

  it('keeps them disabled on a mismatch and says why', async () => {
    // The chain says 3 of 3 where the gateway says 2 of 2.
    review = doneReview({ threshold: 3 });
    render();
    await until(() => gateText().includes('Do not sign'));
    expect(gateText()).toMatch(/threshold/i);
    expect(button('Confirm')?.disabled).toBe(true);
    expect(button('Reject')?.disabled).toBe(true);
  });

  it('Reject asks first, in words, and Cancel leaves the wallet unasked', async () => {
    review = doneReview();
    render();
    await until(() => button('Reject')?.disabled === false);
    act(() => button('Reject')!.click());
    const dialog = () => document.querySelector('[role="dialog"]');
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Reject nonce 0?');
    expect(dialog()?.textContent).toContain(
      'A rejection is a new on-chain transaction at the same nonce 0.',
    );
    expect(dialog()?.textContent).toContain('once executed it replaces the transaction it rejects');
    act(() => button('Cancel')!.click());
    await until(() => dialog() === null);
    expect(signRequests).toBe(0);
    expect(gatewayRequests.filter((r) => !r.startsWith('GET'))).toEqual([]);
    expect(await listOutboxItems()).toEqual([]);
  });

  it('reads the owners from the chain, not the gateway: an owner only by SafeInfo may not sign', async () => {
    // The gateway's SafeInfo lists the connected account (OWNERS[1]); the chain does not.
    review = doneReview({ owners: [OWNERS[0]!, '0x0000000000000000000000000000000000000Abc'] });
    render();
    await until(() => container.textContent?.includes('is not an owner of this Safe') === true);
    expect(button('Confirm')?.disabled).toBe(true);
    expect(button('Reject')?.disabled).toBe(true);
    review = doneReview();
    render();
    await until(() => button('Confirm')?.disabled === false);
  });

  it('a rejection in the wallet shows its message and stores or sends nothing', async () => {
    review = doneReview();
    render();
    await until(() => button('Confirm')?.disabled === false);
    act(() => button('Confirm')!.click());
    await until(() => container.querySelector('[data-testid="flow-error"]') !== null);
    expect(signRequests).toBe(1);
    expect(container.querySelector('[data-testid="flow-error"]')?.textContent).toContain(
      'You rejected the request in your wallet.',
    );
    expect(await listOutboxItems()).toEqual([]);
    expect(gatewayRequests.filter((r) => !r.startsWith('GET'))).toEqual([]);
    // The flow is over: the buttons work again.
    expect(button('Confirm')?.disabled).toBe(false);
  });

  it('shows the hardware wallet’s domain and message hashes of what the wallet is asked, before it is asked', async () => {
    review = doneReview();
    render();
    await until(() => button('Confirm')?.disabled === false);
    const screen = container.querySelector('[data-testid="hardware-screen"]');
    expect(screen?.textContent).toContain(
      'Your hardware wallet shows these; compare before approving.',
    );
    act(() => button('Confirm')!.click());
    await until(() => typedDataAsked !== null);
    const { payload, domainShown, messageShown } = typedDataAsked!;
    const { EIP712Domain: _domainType, ...types } = payload.types;
    const device = (hash: string) => `0x${hash.slice(2).toUpperCase()}`;
    expect(domainShown).toBe(device(TypedDataEncoder.hashDomain(payload.domain)));
    expect(messageShown).toBe(device(TypedDataEncoder.from(types).hash(payload.message)));
    // Together they are the safeTxHash of this transaction.
    expect(TypedDataEncoder.hash(payload.domain, types, payload.message)).toBe(safeTxHash);
  });

  it('a wallet without typed data (4200) gets the warned eth_sign fallback over the bare hash', async () => {
    typedDataAnswer = 4200;
    review = doneReview();
    render();
    await until(() => button('Confirm')?.disabled === false);
    act(() => button('Confirm')!.click());
    const fallback = () => container.querySelector('[data-testid="eth-sign-fallback"]');
    await until(() => fallback() !== null);
    // Nothing signed or sent yet: the user must choose the fallback explicitly, seeing the hash.
    expect(fallback()?.getAttribute('role')).toBe('alert');
    expect(fallback()?.textContent).toContain(safeTxHash);
    // …and what the device shows for it: the same hash, 0x and uppercase.
    expect(fallback()?.querySelector('[data-testid="hw-signed-hash"]')?.textContent).toBe(
      `0x${safeTxHash.slice(2).toUpperCase()}`,
    );
    expect(gatewayBodies).toEqual([]);
    act(() => button('Sign the hash with eth_sign')!.click());
    await until(() => container.querySelector('[data-testid="flow-result"]') !== null);
    expect(container.querySelector('[data-testid="flow-result"]')?.textContent).toContain(
      'Your confirmation was sent to the gateway.',
    );
    expect(fallback()).toBeNull();
    expect(gatewayRequests.filter((r) => r.startsWith('POST'))).toEqual([
      `POST http://gateway.test/v1/chains/${chainId}/transactions/${safeTxHash}/confirmations`,
    ]);
    // The Safe's eth_sign form: v + 4, over the EIP-191 hash of the safeTxHash computed here.
    const { signature } = gatewayBodies[0] as { signature: string };
    const v = getBytes(signature)[64]!;
    expect([31, 32]).toContain(v);
    const plain = concat([dataSlice(signature, 0, 64), toBeHex(v - 4)]);
    expect(recoverAddress(hashMessage(getBytes(safeTxHash)), plain)).toBe(OWNERS[1]);
  });
});
