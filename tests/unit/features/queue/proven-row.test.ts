// A queue row counts confirmations the way the review does: owners recovered from their signatures
// and found on the chain's owner list, against the chain's threshold — a forged confirmation the
// gateway counts never makes a row "ready". Real signatures, the review's own pure functions.
import { describe, expect, it } from 'vitest';
import type {
  TransactionDetails,
  TransactionListItem,
  TransactionSummary,
} from '../../../../src/gateway';
import { countQueued } from '../../../../src/features/dashboard/countQueued';
import { setupFacts } from '../../../../src/features/shared/SafeSetup';
import { filterAwaiting } from '../../../../src/features/shared/transactions/awaiting';
import type { SafeChainState } from '../../../../src/safe';
import { provenConfirmationsOf } from '../../../../src/features/shared/transactions/proven';
import { toTxRowModel } from '../../../../src/features/shared/transactions/rowModel';
import { verifyTransactionDetails } from '../../../../src/session/review/verification';
import type { TransactionReview } from '../../../../src/session/review/useTransactionReview';
import {
  addressInfo,
  chainId,
  makeSafeInfo,
  makeTransactionDetails,
  outsider,
  owners,
  safeAddress,
  singleton,
  wallets,
} from '../../safe/helpers/gateway-fixtures';

/** The chain's word on the fixture Safe: the same 2-of-3 owners the gateway lists. */
const fixtureChainState: SafeChainState = {
  chainId: chainId.toString(),
  safeAddress,
  owners: owners.map((o) => o.address),
  threshold: 2,
  nonce: 7n,
  version: '1.4.1',
  implementation: singleton('1.4.1').address,
  // The real singleton's code hash: the review is clean, so only the count decides.
  implementationCodeHash: singleton('1.4.1').codeHash,
  implementationEmpty: false,
};

/** Its gateway summary: 2 of 2, ready to execute. */
function summaryOf(details: TransactionDetails): TransactionSummary {
  return {
    id: details.txId,
    timestamp: 1_700_000_000_000,
    txStatus: 'AWAITING_EXECUTION',
    txInfo: details.txInfo,
    executionInfo: {
      type: 'MULTISIG',
      nonce: 7,
      confirmationsRequired: 2,
      confirmationsSubmitted: 2,
      missingSigners: [addressInfo(owners[2]!.address)],
    },
  } as TransactionSummary;
}

/** Owner 1 signed; the second signature is an outsider's, listed by the gateway as owner 2's. */
async function forged(): Promise<TransactionDetails> {
  const details = await makeTransactionDetails(
    { to: wallets[5]!.address, value: 1n },
    { signers: [owners[0]!, outsider] },
  );
  const info = details.detailedExecutionInfo;
  if (info?.type !== 'MULTISIG') throw new Error('fixture is not multisig');
  info.confirmations[1]!.signer = addressInfo(owners[1]!.address);
  return details;
}

function reviewOf(details: TransactionDetails): TransactionReview {
  const result = verifyTransactionDetails(details, makeSafeInfo(), chainId.toString(), undefined, {
    status: 'checked',
    state: fixtureChainState,
    rpcUrl: 'http://127.0.0.1:1',
  });
  return { status: 'done', result, rpc: null, signaturesPending: false };
}

describe('queue row confirmations from the review', () => {
  it('counts a forged confirmation out (1 of 2) and blocks the row: nobody is asked to sign it', async () => {
    const details = await forged();
    const proven = provenConfirmationsOf(reviewOf(details));
    expect(proven?.validSigners).toEqual([owners[0]!.address]);
    expect(proven?.blocked).toMatch(/^Do not sign/);
    const row = toTxRowModel(summaryOf(details), {
      proven,
      connectedAddress: owners[1]!.address,
    });
    expect(row.confirmations).toEqual({ submitted: 1, required: 2 });
    expect(row.status).toBe('AWAITING_CONFIRMATIONS');
    expect(row.statusUnchecked).toBe(false);
    expect(row.actionState?.status).toBe('blocked');
    expect(row.needsYourSignature).toBe(false);
    expect(row.missingSigners).toHaveLength(2);
  });

  it('asks an owner without a proven confirmation when the review is clean', async () => {
    const details = await makeTransactionDetails(
      { to: wallets[5]!.address, value: 1n },
      { signers: [owners[0]!] },
    );
    const proven = provenConfirmationsOf(reviewOf(details));
    expect(proven?.blocked).toBeNull();
    const row = toTxRowModel(summaryOf(details), {
      proven,
      connectedAddress: owners[1]!.address,
    });
    expect(row.confirmations).toEqual({ submitted: 1, required: 2 });
    expect(row.needsYourSignature).toBe(true);
    expect(row.actionState?.label).toBe('Needs your signature');
  });

  it('has no proven count before the review read the chain: the row says unchecked', async () => {
    const details = await forged();
    expect(provenConfirmationsOf({ status: 'checking', label: '' })).toBeNull();
    const row = toTxRowModel(summaryOf(details), { proven: null });
    expect(row.confirmations).toEqual({ submitted: 2, required: 2, unchecked: true });
    expect(row.statusUnchecked).toBe(true);
  });

  it('is ready only when enough owners are proven', async () => {
    const details = await makeTransactionDetails({ to: wallets[5]!.address, value: 1n });
    const row = toTxRowModel(summaryOf(details), {
      proven: provenConfirmationsOf(reviewOf(details)),
    });
    expect(row.confirmations).toEqual({ submitted: 2, required: 2 });
    expect(row.status).toBe('AWAITING_EXECUTION');
  });

  it('leaves unreviewed lists (history) as the gateway reports them', async () => {
    const row = toTxRowModel(summaryOf(await forged()));
    expect(row.confirmations).toEqual({ submitted: 2, required: 2 });
    expect(row.statusUnchecked).toBe(false);
  });
});

describe('"Awaiting your signature" by the proven count', () => {
  it('never counts a transaction whose review blocks (a forged confirmation credited to the owner)', async () => {
    const details = await forged();
    const item: TransactionListItem = {
      type: 'TRANSACTION',
      transaction: summaryOf(details),
      conflictType: 'None',
    } as TransactionListItem;
    const pages = [{ count: 1, next: null, previous: null, results: [item] }];
    const me = owners[1]!.address;
    // The gateway alone: owner 2 "signed", so nothing awaits it.
    expect(countQueued(pages, me)).toEqual({ queued: 1, awaitingYou: 0, awaitingUnchecked: 0 });
    const proven = provenConfirmationsOf(reviewOf(details))!;
    const provenOf = (id: string) => (id === details.txId ? proven : undefined);
    expect(countQueued(pages, me, provenOf)).toEqual({
      queued: 1,
      awaitingYou: 0,
      awaitingUnchecked: 0,
    });
    expect(filterAwaiting([item], me, provenOf)).toHaveLength(0);
    // Owner 1's signature is genuine: nothing awaits it.
    expect(countQueued(pages, owners[0]!.address, provenOf).awaitingYou).toBe(0);
  });

  it('marks counts that rest on the gateway’s missing signers as unchecked', async () => {
    const details = await forged();
    const item = {
      type: 'TRANSACTION',
      transaction: summaryOf(details),
      conflictType: 'None',
    } as TransactionListItem;
    const pages = [{ count: 1, next: null, previous: null, results: [item] }];
    expect(countQueued(pages, owners[2]!.address)).toEqual({
      queued: 1,
      awaitingYou: 1,
      awaitingUnchecked: 1,
    });
  });
});

describe('Home’s setup card', () => {
  it('shows the chain’s owners, threshold and nonce, the gateway’s only where they differ', () => {
    const honest = makeSafeInfo();
    expect(setupFacts(honest, fixtureChainState)).toMatchObject({
      threshold: '2 of 3',
      nonce: '7',
      gatewayThreshold: null,
      gatewayNonce: null,
      gatewayOnlyOwners: [],
      fromChain: true,
    });
    const lying = {
      ...honest,
      threshold: 1,
      nonce: 9,
      owners: [...honest.owners, addressInfo(outsider.address)],
    };
    const facts = setupFacts(lying, fixtureChainState);
    expect(facts.threshold).toBe('2 of 3');
    expect(facts.owners.map((o) => o.value)).toEqual(owners.map((o) => o.address));
    expect(facts.gatewayThreshold).toBe('1 of 4');
    expect(facts.gatewayNonce).toBe('9');
    expect(facts.gatewayOnlyOwners.map((o) => o.value)).toEqual([outsider.address]);
    // Not read from the chain: the gateway's values, as before.
    expect(setupFacts(lying, null).threshold).toBe('1 of 4');
  });
});
