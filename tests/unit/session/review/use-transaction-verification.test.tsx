// @vitest-environment jsdom
// The review hook's pacing: computed in the render for one transaction's screen; for a list, null
// first and the review after a task of its own, then kept for every other view of the same inputs.
// The verification itself is counted here (it is tested against real hashes in
// verification-memo.test.ts and verification.test.ts).
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import type { SafeInfo, TransactionDetails } from '../../../../src/gateway';
import type { ChainCheck, VerificationResult } from '../../../../src/session/review/verification';
import {
  paceReview,
  useTransactionVerification,
} from '../../../../src/session/review/verificationMemo';

let reviews = 0;
/** What ran, in order: `review`, or `recover <signature> over <hash>`. */
const ran: string[] = [];
vi.mock('../../../../src/session/review/verification', () => ({
  verifyTransactionDetails: () => {
    reviews += 1;
    ran.push('review');
    return { verdict: 'verified', review: reviews } as unknown as VerificationResult;
  },
}));
vi.mock('../../../../src/safe/signatures/recover-signatures', () => ({
  // One slice per signature here (the slicing itself: verification-memo.test.ts, paceSteps).
  warmRecoveryInSlices: (hash: string, signature: string) => ({
    next: () => {
      ran.push(`recover ${signature} over ${hash}`);
      return { done: true, value: undefined };
    },
  }),
}));

const dom = mountPerTest();
const safe = { address: { value: '0x1' } } as unknown as SafeInfo;
const check: ChainCheck = { status: 'unchecked', reason: 'offline' };
const newDetails = () => ({ txId: 'multisig_1' }) as unknown as TransactionDetails;

type ProbeProps = {
  details: TransactionDetails | undefined;
  paced?: boolean;
  seen: (VerificationResult | null)[];
};

function Probe({ details, paced, seen }: ProbeProps) {
  seen.push(useTransactionVerification(details, safe, '1', { ...check }, paced));
  return null;
}

const HASH = `0x${'ab'.repeat(32)}`;
/** Multisig details whose confirmations carry `signatures` (null: a confirmation without one). */
const multisigDetails = (signatures: (string | null)[], safeTxHash = HASH) =>
  ({
    txId: 'multisig_2',
    detailedExecutionInfo: {
      type: 'MULTISIG',
      safeTxHash,
      confirmations: signatures.map((signature) => ({ signer: { value: '0x2' }, signature })),
    },
  }) as unknown as TransactionDetails;

/**
 * Runs the next timer task alone (fake timers): each paced job is a timer task of its own, so one
 * step runs exactly one job, however busy the machine.
 */
const oneTask = () => act(() => void vi.advanceTimersToNextTimer());

/** Runs the given steps with fake timers, real ones restored after. */
async function withFakeTimers(steps: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await steps();
  } finally {
    vi.useRealTimers();
  }
}

/** Lets tasks run until `done` holds (bounded: a paced job that never runs fails the test). */
async function tasksUntil(done: () => boolean) {
  for (let task = 0; task < 50 && !done(); task += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  expect(done()).toBe(true);
}

describe('useTransactionVerification', () => {
  it('computes in the render when not paced, once for every later render', () => {
    const details = newDetails();
    const seen: (VerificationResult | null)[] = [];
    const before = reviews;
    act(() => dom.root.render(<Probe details={details} seen={seen} />));
    expect(seen[0]?.verdict).toBe('verified');
    act(() => dom.root.render(<Probe details={details} seen={[]} />));
    expect(reviews - before).toBe(1);
  });

  it('paced: null while an input is missing, null until its task ran, then the kept review', async () => {
    const details = newDetails();
    const seen: (VerificationResult | null)[] = [];
    const before = reviews;
    act(() => dom.root.render(<Probe details={undefined} paced seen={seen} />));
    expect(seen.at(-1)).toBeNull();
    act(() => dom.root.render(<Probe details={details} paced seen={seen} />));
    expect(seen.at(-1)).toBeNull();
    expect(reviews - before).toBe(0);
    await tasksUntil(() => seen.at(-1) != null);
    expect(reviews - before).toBe(1);
    // Another view of the same inputs (not paced) gets it without reviewing again.
    const other: (VerificationResult | null)[] = [];
    act(() => dom.root.render(<Probe details={details} seen={other} />));
    expect(other[0]).toBe(seen.at(-1));
    expect(reviews - before).toBe(1);
  });

  it('paced: new details are reviewed again, after a task', async () => {
    const seen: (VerificationResult | null)[] = [];
    act(() => dom.root.render(<Probe details={newDetails()} paced seen={seen} />));
    await tasksUntil(() => seen.at(-1) != null);
    const first = seen.at(-1);
    act(() => dom.root.render(<Probe details={newDetails()} paced seen={seen} />));
    expect(seen.at(-1)).toBeNull();
    await tasksUntil(() => seen.at(-1) != null);
    expect(seen.at(-1)).not.toBe(first);
  });

  it('paced: each confirmation is recovered in a task of its own, ahead of the review', () =>
    withFakeTimers(async () => {
      ran.length = 0;
      const seen: (VerificationResult | null)[] = [];
      const details = multisigDetails(['0xs1', null, '0xs2']);
      act(() => dom.root.render(<Probe details={details} paced seen={seen} />));
      expect(ran).toEqual([]);
      const afterEachTask: number[] = [];
      for (let task = 0; task < 3; task += 1) {
        await oneTask();
        afterEachTask.push(ran.length);
      }
      expect(afterEachTask).toEqual([1, 2, 3]);
      expect(ran).toEqual([`recover 0xs1 over ${HASH}`, `recover 0xs2 over ${HASH}`, 'review']);
      expect(seen.at(-1)?.verdict).toBe('verified');
    }));

  it('paced: no head start without a well-formed claimed hash, and none past 32 confirmations', async () => {
    ran.length = 0;
    const seen: (VerificationResult | null)[] = [];
    act(() =>
      dom.root.render(<Probe details={multisigDetails(['0xs1'], '0x1234')} paced seen={seen} />),
    );
    await tasksUntil(() => seen.at(-1) != null);
    expect(ran).toEqual(['review']);

    ran.length = 0;
    const many = Array.from({ length: 40 }, (_, index) => `0xs${index}`);
    const more: (VerificationResult | null)[] = [];
    act(() => dom.root.render(<Probe details={multisigDetails(many)} paced seen={more} />));
    await tasksUntil(() => more.at(-1) != null);
    expect(ran.filter((entry) => entry.startsWith('recover'))).toHaveLength(32);
    expect(ran.at(-1)).toBe('review');
  });

  it("paceReview (Home's proven counts): the head start, the review, then the callback; a cancel stops all", () =>
    withFakeTimers(async () => {
      ran.length = 0;
      const reviewed = vi.fn(() => ran.push('reviewed'));
      paceReview(multisigDetails(['0xs1']), safe, '1', { ...check }, reviewed);
      await oneTask();
      expect(ran).toEqual([`recover 0xs1 over ${HASH}`]);
      await oneTask();
      expect(ran).toEqual([`recover 0xs1 over ${HASH}`, 'review', 'reviewed']);

      ran.length = 0;
      const cancel = paceReview(multisigDetails(['0xs2']), safe, '1', { ...check }, reviewed);
      cancel();
      await act(() => void vi.runAllTimers());
      expect(ran).toEqual([]);
    }));
});
