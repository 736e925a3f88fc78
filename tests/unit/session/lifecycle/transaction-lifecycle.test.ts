// The lifecycle of an open transaction over a table of what the gateway and the chain said:
// gone (deleted or replaced) only after it was loaded or listed, executed by this device once
// its receipt is in, and nothing said while the one question that decides is still open.
import { describe, expect, it } from 'vitest';
import {
  deriveTransactionLifecycle,
  needsExecutedAtNonce,
  type TransactionLifecycleInput,
} from '../../../../src/session/lifecycle/transactionLifecycle';

const OWN = '0x' + 'aa'.repeat(32);
const OTHER = '0x' + 'bb'.repeat(32);
const queued = { nonce: 14, executed: false, cancelled: false };

const base: TransactionLifecycleInput = {
  safeTxHash: OWN,
  known: queued,
  notFound: false,
  chainNonce: 14n,
  executedAtNonce: undefined,
  minedExecution: null,
};

describe('deriveTransactionLifecycle', () => {
  const cases: [string, Partial<TransactionLifecycleInput>, unknown][] = [
    ['queued and present', {}, { gone: null, minedExecution: null }],
    ['404, chain still at its nonce: deleted', { notFound: true }, { gone: { kind: 'deleted' } }],
    [
      '404, chain past its nonce, another executed there: replaced',
      { notFound: true, chainNonce: 15n, executedAtNonce: OTHER },
      { gone: { kind: 'replaced', nonce: 14, byTxHash: OTHER } },
    ],
    [
      '404, chain past its nonce, nothing executed there: deleted',
      { notFound: true, chainNonce: 15n, executedAtNonce: null },
      { gone: { kind: 'deleted' } },
    ],
    [
      '404, chain past its nonce, still asking who took it: nothing yet',
      { notFound: true, chainNonce: 15n, executedAtNonce: undefined },
      { gone: null },
    ],
    [
      'present but cancelled, another executed at its nonce: replaced',
      {
        known: { ...queued, cancelled: true },
        chainNonce: 15n,
        executedAtNonce: OTHER,
      },
      { gone: { kind: 'replaced', nonce: 14, byTxHash: OTHER } },
    ],
    [
      'cancelled, no executed one listed: replaced by one not named',
      { known: { ...queued, cancelled: true }, chainNonce: 15n, executedAtNonce: null },
      { gone: { kind: 'replaced', nonce: 14, byTxHash: null } },
    ],
    [
      'chain past its nonce and the executed one is itself (gateway lagging): not gone',
      { chainNonce: 15n, executedAtNonce: OWN.toUpperCase().replace('0X', '0x') },
      { gone: null },
    ],
    [
      'chain past its nonce, gateway not indexed yet, nothing listed: not gone',
      { chainNonce: 15n, executedAtNonce: null },
      { gone: null },
    ],
    [
      'executed per the gateway: never gone',
      { known: { ...queued, executed: true }, notFound: true },
      { gone: null },
    ],
    [
      'executed by this device: never gone, and its hash is kept',
      { notFound: true, chainNonce: 15n, minedExecution: { txHash: '0xfeed' } },
      { gone: null, minedExecution: { txHash: '0xfeed' } },
    ],
    [
      '404 for a transaction never loaded or listed: not news',
      { known: null, notFound: true },
      { gone: null },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(deriveTransactionLifecycle({ ...base, ...input })).toMatchObject(
      expected as Record<string, unknown>,
    );
  });

  it('returns exactly { gone, minedExecution }', () => {
    expect(Object.keys(deriveTransactionLifecycle(base)).sort()).toEqual([
      'gone',
      'minedExecution',
    ]);
  });
});

describe('needsExecutedAtNonce', () => {
  it('asks which transaction took the nonce only when the chain moved past it or it is gone', () => {
    expect(needsExecutedAtNonce(base)).toBe(false);
    expect(needsExecutedAtNonce({ ...base, chainNonce: 15n })).toBe(true);
    expect(needsExecutedAtNonce({ ...base, notFound: true })).toBe(false);
    expect(needsExecutedAtNonce({ ...base, notFound: true, chainNonce: null })).toBe(true);
    expect(
      needsExecutedAtNonce({ ...base, chainNonce: 15n, minedExecution: { txHash: '0x1' } }),
    ).toBe(false);
    expect(needsExecutedAtNonce({ ...base, known: null, notFound: true })).toBe(false);
  });
});
