// @vitest-environment node
// (A Node environment with a jsdom window installed below: the chain harness resolves its files
// through file: URLs, which vitest's jsdom environment does not give modules.)
// The transaction's Verification panel reads the Safe from a real Hardhat chain (real Safe 1.4.1
// contracts) over the RPC chosen in Settings, with the gateway's RPC only as a further voice read at
// the same block: "Verified" and signing allowed for an honest gateway; a gateway that lies about
// the threshold or the owners is shown as such and blocks signing; the gateway's RPC alone blocks
// signing with the reason.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { JSDOM } from 'jsdom';
import {
  createSafe,
  deploySafeContracts,
  startChain,
  type Chain,
} from '../../../../devnet/chain/index.js';
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
import { safeInfoQueryOptions } from '../../../../src/query/options';
import {
  calculateSafeTxHash,
  createSafeTransaction,
  KNOWN_SAFE_SINGLETONS,
} from '../../../../src/safe';
import { useTransactionReview } from '../../../../src/session/review/useTransactionReview';
import { deleteSetting, setSetting } from '../../../../src/storage/settings';
import { TxVerification } from '../../../../src/features/tx-details/TxVerification';

const window = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' })
  .window;
Object.assign(globalThis, { window, document: window.document, navigator: window.navigator });

const chainId = '31337';
// Hardhat's first accounts (unlocked on the node; mnemonic wallets do not load under jsdom).
const OWNERS = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
];
const info = (value: string): AddressInfo => ({ value, name: null, logoUri: null });
const singletonL2 = KNOWN_SAFE_SINGLETONS.find((s) => s.version === '1.4.1' && s.l2)!;
const gatewaySafe = (safeAddress: string): SafeInfo => ({
  address: info(safeAddress),
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
});

function buildDetails(safeAddress: string): TransactionDetails {
  const transaction = createSafeTransaction({ to: OWNERS[1]!, value: 10n ** 18n }, { nonce: 0n });
  const safeTxHash = calculateSafeTxHash({
    safeAddress: safeAddress,
    chainId,
    version: '1.4.1',
    transaction,
  });
  return {
    safeAddress: safeAddress,
    txId: `multisig_${safeAddress}_${safeTxHash}`,
    executedAt: null,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: {
      type: 'Transfer',
      sender: info(safeAddress),
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
}

let chain: Chain;
let SAFE: string;
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  chain = await startChain();
  await deploySafeContracts(chain.provider);
  SAFE = await createSafe({
    signer: await chain.provider.getSigner(0),
    owners: OWNERS,
    threshold: 2,
    version: '1.4.1',
    saltNonce: 4242n,
  });
}, 120_000);
afterAll(() => chain?.stop());

const dom = mountPerTest();
beforeEach(async () => {
  ({ container, root } = dom);
  await deleteSetting('rpcUrls');
});

function Harness({ details, chain }: { details: TransactionDetails; chain: ChainInfo }) {
  const review = useTransactionReview(details, chain, SAFE);
  return <TxVerification details={details} review={review} chain={chain} />;
}

function render(rpcUri: ChainInfo['rpcUri'], safe: SafeInfo = gatewaySafe(SAFE)) {
  const client = createGatewayClient({ baseUrl: 'http://gateway.test' });
  const gateway = { client } as GatewayContextValue;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The gateway's answer, as if fetched: this suite is about what the chain says.
  queryClient.setQueryData(
    safeInfoQueryOptions(client, { chainId, safeAddress: SAFE }).queryKey,
    safe,
  );
  const chainInfo = { chainId, chainName: 'Devnet', rpcUri } as ChainInfo;
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayContext.Provider value={gateway}>
          <Harness details={buildDetails(SAFE)} chain={chainInfo} />
        </GatewayContext.Provider>
      </QueryClientProvider>,
    ),
  );
}

const verdict = () => container.querySelector('[data-verdict]');
const gate = () => container.querySelector('[data-testid="signing-gate"]');
const findingCodes = () =>
  [...container.querySelectorAll('[data-code]')].map((li) => li.getAttribute('data-code'));

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(check()).toBe(true);
}

// The gateway names the same node under another spelling: a distinct source that agrees.
const open = () => ({
  authentication: 'NO_AUTHENTICATION' as const,
  value: `${chain.rpcUrl.replace(/\/$/, '')}/?gateway=1`,
});
const sources = () =>
  [...container.querySelectorAll('[data-source-kind]')].map(
    (li) => `${li.getAttribute('data-source-kind')}:${li.getAttribute('data-source-status')}`,
  );

describe('TxVerification against the chain', () => {
  beforeEach(() => setSetting('rpcUrls', { [chainId]: chain.rpcUrl }));

  it('says Verified and allows signing when the gateway agrees with the chain', async () => {
    render(open());
    expect(gate()?.getAttribute('data-status')).toBe('checking');
    await until(() => verdict()?.getAttribute('data-verdict') === 'verified');
    expect(findingCodes()).toEqual([]);
    expect(gate()?.getAttribute('data-status')).toBe('ok');
    expect(container.querySelector('[data-testid="chain-rpc"]')?.textContent).toContain(
      `via your RPC ${chain.rpcUrl}`,
    );
    // Both sources answered at the same block and are named.
    await until(() => sources().join() === 'user:primary,gateway:agrees');
  });

  it('blocks signing when the gateway lowers the threshold', async () => {
    render(open(), { ...gatewaySafe(SAFE), threshold: 1 });
    await until(() => verdict()?.getAttribute('data-verdict') === 'mismatch');
    expect(findingCodes()).toEqual(['THRESHOLD_MISMATCH']);
    expect(gate()?.getAttribute('data-status')).toBe('blocked');
    expect(gate()?.textContent).toContain('The gateway says the threshold is 1; the chain says 2');
  });

  it('blocks signing when the gateway adds an owner', async () => {
    const extra = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    render(open(), { ...gatewaySafe(SAFE), owners: [...OWNERS, extra].map(info) });
    await until(() => verdict()?.getAttribute('data-verdict') === 'mismatch');
    expect(findingCodes()).toEqual(['OWNERS_MISMATCH']);
    expect(gate()?.getAttribute('data-status')).toBe('blocked');
    expect(gate()?.textContent).toContain(`${extra} is not an owner on chain`);
  });

  it('blocks signing, with the reason, when only the gateway names an RPC', async () => {
    await deleteSetting('rpcUrls');
    render(open());
    await until(() => findingCodes().includes('CHAIN_STATE_UNVERIFIED'));
    expect(gate()?.getAttribute('data-status')).toBe('blocked');
    expect(gate()?.textContent).toContain(
      'Choose an RPC in Settings: only the gateway’s RPC is known for this chain',
    );
  });

  it('blocks signing, with the reason, when no RPC can be used', async () => {
    await deleteSetting('rpcUrls');
    render({ authentication: 'API_KEY_PATH', value: chain.rpcUrl });
    await until(() => findingCodes().includes('CHAIN_STATE_UNVERIFIED'));
    expect(gate()?.getAttribute('data-status')).toBe('blocked');
    expect(gate()?.textContent).toContain('no RPC is known for this chain');
  });

  it('reads the chain over the RPC chosen in Settings, not the chain config’s', async () => {
    render({ authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:9/nothing' });
    await until(() => gate()?.getAttribute('data-status') === 'ok');
    expect(container.querySelector('[data-testid="chain-rpc"]')?.textContent).toContain('your RPC');
  });
});
