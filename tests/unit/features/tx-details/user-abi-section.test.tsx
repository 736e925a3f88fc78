// @vitest-environment jsdom
// The review decodes with the user's own ABI: a call the gateway left undecoded shows "Decoded with
// your ABI" from the ABI stored on this device, and a gateway decoding that differs becomes a
// finding of the review (a warning: it never unblocks or blocks signing by itself).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { Interface, getAddress } from 'ethers';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import type { ChainInfo, TransactionData } from '../../../../src/gateway';
import { UserAbiSection } from '../../../../src/features/tx-details/UserAbiSection';
import { withUserAbiFindings } from '../../../../src/features/tx-details/userAbiFindings';
import { useUserAbiDecoding } from '../../../../src/session/review/useUserAbiDecoding';
import type { TransactionReview } from '../../../../src/session/review/useTransactionReview';
import type { VerificationResult } from '../../../../src/session/review/verification';
import { closeCountersignDb } from '../../../../src/storage/db';
import { putUserAbi } from '../../../../src/storage/userAbis';

const dom = mountPerTest();
const TARGET = getAddress('0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb');
const ABI =
  '[{"type":"function","name":"setValue","stateMutability":"nonpayable","inputs":[{"name":"newValue","type":"uint256"}],"outputs":[]}]';
const data = new Interface(ABI).encodeFunctionData('setValue', [42n]);
const chain = { chainId: '31337', chainName: 'Devnet', shortName: 'hh' } as unknown as ChainInfo;
const txData = (dataDecoded: TransactionData['dataDecoded']): TransactionData => ({
  hexData: data,
  dataDecoded,
  to: { value: TARGET, name: null, logoUri: null },
  value: '0',
  operation: 0,
  trustedDelegateCallTarget: null,
  addressInfoIndex: null,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

function Probe({ data: tx }: { data: TransactionData }) {
  const decoding = useUserAbiDecoding(tx, chain.chainId);
  return decoding ? <UserAbiSection decoding={decoding} chain={chain} /> : <p>nothing</p>;
}

/** Waits until the section shows (the ABIs are read from IndexedDB first); fails after 5 s. */
async function untilShown() {
  const deadline = Date.now() + 5_000;
  while (!dom.container.querySelector('[data-testid="user-abi-decoding"]')) {
    if (Date.now() > deadline) throw new Error('the section never showed');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

async function render(tx: TransactionData) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <Probe data={tx} />
      </QueryClientProvider>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('decoding with the user ABI on the details screen', () => {
  it('shows nothing without a stored ABI for the target', async () => {
    await render(txData(null));
    expect(dom.container.textContent).toBe('nothing');
  });

  it('decodes a call the gateway left undecoded, marked as decoded with your ABI', async () => {
    await putUserAbi({ chainId: chain.chainId, address: TARGET, abi: ABI });
    await render(txData(null));
    await untilShown();
    const section = dom.container.querySelector('[data-testid="user-abi-decoding"]')!;
    expect(section.querySelector('[data-testid="decoded-with-your-abi"]')?.textContent).toBe(
      'Decoded with your ABI (the gateway did not decode it)',
    );
    expect(section.textContent).toContain('setValue');
    expect(section.textContent).toContain('42');
    expect(section.querySelector('.findings')).toBeNull();
  });

  it('lists a different gateway decoding as a finding', async () => {
    await putUserAbi({ chainId: chain.chainId, address: TARGET, abi: ABI });
    await render(
      txData({
        method: 'setValue',
        parameters: [{ name: 'newValue', type: 'uint256', value: '7' }],
      }),
    );
    await untilShown();
    const finding = dom.container.querySelector('[data-code="USER_ABI_MISMATCH"]');
    expect(finding?.textContent).toMatch(
      /The gateway decodes this call differently from your ABI: a decoded parameter value differs.*Your ABI: "42".*Gateway: "7"/,
    );
  });
});

describe('withUserAbiFindings', () => {
  const finding = {
    code: 'USER_ABI_MISMATCH' as const,
    severity: 'warning' as const,
    message: 'differs',
    path: 'txData.dataDecoded.method',
  };
  const done: TransactionReview = {
    status: 'done',
    result: { verdict: 'verified', findings: [] } as unknown as VerificationResult,
    rpc: null,
    signaturesPending: false,
  };

  it('appends the findings to a finished review only', () => {
    const merged = withUserAbiFindings(done, { calls: [], findings: [finding] });
    expect(merged.status === 'done' && merged.result.findings).toEqual([finding]);
    const checking: TransactionReview = { status: 'checking', label: 'x' };
    expect(withUserAbiFindings(checking, { calls: [], findings: [finding] })).toBe(checking);
    expect(withUserAbiFindings(done, null)).toBe(done);
  });
});
