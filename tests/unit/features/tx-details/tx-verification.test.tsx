// @vitest-environment jsdom
// The transaction's Verification panel reads the implementation's code from the chain's RPC (a real
// loopback server here): no "Verified" while it is read, no "not checked" note once the official
// singleton's code is found, a blocking problem for any other code, and the reason when it cannot.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getAddress } from 'ethers';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { loadSafeArtifact } from '../../../../devnet/chain/artifacts';
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
import { TxVerification } from '../../../../src/features/tx-details/TxVerification';
import { startCodeRpcServer, type CodeRpcServer } from '../shared/transactions/rpc-server';

const SAFE_L2_141 = loadSafeArtifact('1.4.1', 'safeL2').deployedBytecode;

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
const implementation = singletonL2.address.toLowerCase();

let rpc: CodeRpcServer;
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  rpc = await startCodeRpcServer();
});
afterAll(() => rpc.close());

const dom = mountPerTest();
beforeEach(() => {
  rpc.hold = null;
  rpc.code.clear();
  ({ container, root } = dom);
});

function render(rpcUri: ChainInfo['rpcUri']) {
  const client = createGatewayClient({ baseUrl: 'http://gateway.test' });
  const gateway = { client } as GatewayContextValue;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const chain = { chainId: chainId, rpcUri } as ChainInfo;
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <GatewayContext.Provider value={gateway}>
          <TxVerification
            details={details}
            safeInfo={safe}
            safeInfoError={null}
            chainId={chainId}
            chain={chain}
          />
        </GatewayContext.Provider>
      </QueryClientProvider>,
    ),
  );
}

const verdict = () => container.querySelector('[data-verdict]');
const findingCodes = () =>
  [...container.querySelectorAll('[data-code]')].map((li) => li.getAttribute('data-code'));

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(check()).toBe(true);
}

describe('TxVerification', () => {
  it('checks the implementation before it says Verified, then drops the "not checked" note', async () => {
    rpc.code.set(implementation, SAFE_L2_141);
    let release!: () => void;
    rpc.hold = new Promise<void>((resolve) => (release = resolve));
    const before = rpc.requests;
    render({ authentication: 'NO_AUTHENTICATION', value: rpc.url });
    await until(() => rpc.requests > before);
    expect(verdict()?.getAttribute('data-verdict')).toBe('pending');
    expect(verdict()?.textContent).toContain('Checking the Safe’s implementation code…');
    release();
    await until(() => verdict()?.getAttribute('data-verdict') === 'verified');
    expect(findingCodes()).toEqual([]);
    expect(container.textContent).not.toContain('not checked');
  });

  it('says "Mismatch — do not sign" when the implementation runs other code', async () => {
    rpc.code.set(implementation, `${SAFE_L2_141}00`);
    render({ authentication: 'NO_AUTHENTICATION', value: rpc.url });
    await until(() => verdict()?.getAttribute('data-verdict') === 'mismatch');
    expect(verdict()?.textContent).toContain('Mismatch — do not sign.');
    const problem = container.querySelector('[data-code="UNKNOWN_IMPLEMENTATION"]');
    expect(problem?.textContent).toContain(
      'Problem: The Safe runs code that is not an official Safe implementation',
    );
  });

  it('keeps the note with the reason when the chain’s RPC cannot be used', async () => {
    const before = rpc.requests;
    render({ authentication: 'API_KEY_PATH', value: rpc.url });
    await until(() => verdict()?.getAttribute('data-verdict') === 'verified');
    expect(
      container.querySelector('[data-code="IMPLEMENTATION_UNVERIFIED"]')?.textContent,
    ).toContain('The implementation code was not checked (the chain’s RPC needs an API key');
    expect(rpc.requests).toBe(before);
  });

  it('keeps the note with the reason when the chain’s RPC is unreachable', async () => {
    render({ authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:9/' });
    await until(() => verdict()?.getAttribute('data-verdict') === 'verified');
    expect(
      container.querySelector('[data-code="IMPLEMENTATION_UNVERIFIED"]')?.textContent,
    ).toContain('The implementation code was not checked (the chain’s RPC could not be reached)');
  });
});
