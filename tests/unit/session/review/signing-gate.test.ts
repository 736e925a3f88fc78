// The signing gate says no while the review runs and whenever a check fails, with the reason in
// words, and yes only for a review that read the chain and found nothing blocking.
import { describe, expect, it } from 'vitest';
import type { TransactionDetails } from '../../../../src/gateway';
import type { Finding, SafeChainState } from '../../../../src/safe';
import { signingGateOf } from '../../../../src/session/review/signingGate';
import type { TransactionReview } from '../../../../src/session/review/useTransactionReview';
import type { VerificationResult } from '../../../../src/session/review/verification';

const queued = {
  executedAt: null,
  txStatus: 'AWAITING_CONFIRMATIONS',
  detailedExecutionInfo: { type: 'MULTISIG' },
} as unknown as TransactionDetails;
const chainState = { chainId: '31337' } as SafeChainState;
const rpc = {
  url: 'http://127.0.0.1:8545/',
  source: 'shipped' as const,
  name: 'the app’s default RPC http://127.0.0.1:8545/',
};

function done(
  findings: Finding[] = [],
  over: Partial<VerificationResult> = {},
  signaturesPending = false,
): TransactionReview {
  return {
    status: 'done',
    rpc,
    signaturesPending,
    result: {
      verdict: findings.some((f) => f.severity === 'error') ? 'mismatch' : 'verified',
      version: '1.4.1',
      domainHash: null,
      messageHash: null,
      computedHash: '0x1',
      gatewayHash: '0x1',
      findings,
      chainState,
      ...over,
    },
  };
}

const lie: Finding = {
  code: 'THRESHOLD_MISMATCH',
  severity: 'error',
  message: 'The gateway says the threshold is 1; the chain says 2',
  path: 'safe.threshold',
};

describe('signingGateOf', () => {
  it('waits while the review runs', () => {
    expect(signingGateOf(queued, { status: 'checking', label: 'Reading the Safe…' })).toEqual({
      status: 'checking',
      reason: 'Reading the Safe…',
    });
    expect(signingGateOf(queued, done([], {}, true)).status).toBe('checking');
  });

  it('blocks with the first problem in words', () => {
    expect(signingGateOf(queued, done([lie]))).toEqual({
      status: 'blocked',
      reason: 'Do not sign: The gateway says the threshold is 1; the chain says 2.',
    });
  });

  it('blocks when the chain was not read, although nothing failed', () => {
    const gate = signingGateOf(queued, done([], { chainState: null }));
    expect(gate.status).toBe('blocked');
    expect(gate.reason).toContain('not read from the chain');
  });

  it('blocks an executed transaction and a missing Safe', () => {
    expect(signingGateOf({ ...queued, executedAt: 1 }, done()).status).toBe('blocked');
    expect(signingGateOf(queued, { status: 'unavailable', reason: 'the Safe failed' })).toEqual({
      status: 'blocked',
      reason: 'Not verified: the Safe failed.',
    });
  });

  it('allows signing a clean review, naming the RPC', () => {
    expect(signingGateOf(queued, done())).toEqual({
      status: 'ok',
      reason:
        'Checked on this device against the chain (via the app’s default RPC http://127.0.0.1:8545/).',
    });
  });
});
