// The kept reviews and the paced queue: one review per inputs, shared by every view; one paced
// job per task.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pace, paceSteps } from '../../../../src/session/review/paced';
import { verifyTransactionDetails } from '../../../../src/session/review/verification';
import {
  keptVerification,
  verifyTransactionDetailsOnce,
} from '../../../../src/session/review/verificationMemo';
import {
  chainId,
  makeSafeInfo,
  makeTransactionDetails,
  wallets,
} from '../../safe/helpers/gateway-fixtures';

const call = { to: wallets[5]!.address, value: 1n };
const offline = () => ({ status: 'unchecked', reason: 'offline' }) as const;

afterEach(() => vi.useRealTimers());

describe('verifyTransactionDetailsOnce', () => {
  it('reviews once per inputs, equal to a fresh review, and again when an input changes', async () => {
    const details = await makeTransactionDetails(call);
    const safe = makeSafeInfo();
    const first = verifyTransactionDetailsOnce(details, safe, `${chainId}`, offline());
    expect(first).toEqual(
      verifyTransactionDetails(details, safe, `${chainId}`, undefined, offline()),
    );
    // Another view with its own (equal) chain-check wrapper gets the kept review.
    expect(verifyTransactionDetailsOnce(details, safe, `${chainId}`, offline())).toBe(first);
    // Another reason, another Safe object, another chain: reviewed afresh.
    const rpcDown = { status: 'unchecked', reason: 'RPC down' } as const;
    expect(keptVerification(details, safe, `${chainId}`, rpcDown)).toBeUndefined();
    expect(verifyTransactionDetailsOnce(details, safe, `${chainId}`, rpcDown)).not.toBe(first);
    expect(keptVerification(details, makeSafeInfo(), `${chainId}`, offline())).toBeUndefined();
    const otherChain = verifyTransactionDetailsOnce(details, safe, '1', offline());
    expect(otherChain.verdict).toBe('mismatch');
    expect(first.verdict).toBe('verified');
  });

  it('a tampered copy of the details is never answered with the genuine review', async () => {
    const details = await makeTransactionDetails(call);
    const safe = makeSafeInfo();
    verifyTransactionDetailsOnce(details, safe, `${chainId}`, offline());
    const tampered = { ...details, txData: { ...details.txData!, value: '2' } };
    expect(verifyTransactionDetailsOnce(tampered, safe, `${chainId}`, offline()).verdict).toBe(
      'mismatch',
    );
  });
});

describe('pace', () => {
  it('runs one job per task, in order, and a cancelled job never', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    pace(() => ran.push('a'));
    const cancel = pace(() => ran.push('b'));
    pace(() => ran.push('c'));
    cancel();
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'c']);
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'c']);
  });
});

describe('paceSteps', () => {
  function* steps(ran: string[], name: string, count: number) {
    for (let step = 1; step <= count; step += 1) {
      ran.push(`${name}${step}`);
      if (step < count) yield;
    }
  }

  it('runs one step per task, all of one job before the jobs queued after it', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    paceSteps(steps(ran, 'a', 3));
    pace(() => ran.push('job'));
    paceSteps(steps(ran, 'b', 2));
    const afterEachTask: string[][] = [];
    for (let task = 0; task < 7; task += 1) {
      vi.advanceTimersToNextTimer();
      afterEachTask.push([...ran]);
    }
    expect(afterEachTask.map((list) => list.at(-1))).toEqual([
      'a1',
      'a2',
      'a3',
      'job',
      'b1',
      'b2',
      'b2',
    ]);
    expect(ran).toEqual(['a1', 'a2', 'a3', 'job', 'b1', 'b2']);
    vi.useRealTimers();
  });

  it('a cancel stops the steps not yet run, also in the middle', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const cancel = paceSteps(steps(ran, 'a', 4));
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(['a1', 'a2']);
    vi.useRealTimers();
  });
});
