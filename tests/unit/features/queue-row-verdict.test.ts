// A queue row shows the details screen's verdict: unchecked until the review ran, a mismatch with
// the first problem, "checked" only for a review that read the chain and found nothing blocking.
import { describe, expect, it } from 'vitest';
import { rowVerdictOf } from '../../../src/features/queue/rowVerdict';
import type { Finding, SafeChainState } from '../../../src/safe';
import type { TransactionReview } from '../../../src/session/review/useTransactionReview';

function done(findings: Finding[], chainState: SafeChainState | null = {} as SafeChainState) {
  return {
    status: 'done',
    rpc: null,
    signaturesPending: false,
    result: {
      verdict: findings.some((f) => f.severity === 'error') ? 'mismatch' : 'verified',
      version: '1.4.1',
      domainHash: null,
      messageHash: null,
      computedHash: '0x1',
      gatewayHash: '0x1',
      findings,
      chainState,
    },
  } satisfies TransactionReview;
}

describe('rowVerdictOf', () => {
  it('is unchecked while the review runs or cannot run', () => {
    expect(rowVerdictOf({ status: 'checking', label: '' }, false).status).toBe('unchecked');
    expect(rowVerdictOf({ status: 'checking', label: '' }, true).text).toContain(
      'details could not be loaded',
    );
    expect(rowVerdictOf(done([], null), false).status).toBe('unchecked');
  });

  it('names the first problem of a mismatch', () => {
    const lie: Finding = {
      code: 'OWNERS_MISMATCH',
      severity: 'error',
      message: 'The gateway’s owners differ from the chain’s',
      path: 'safe.owners',
    };
    expect(rowVerdictOf(done([lie]), false)).toEqual({
      status: 'mismatch',
      text: 'Mismatch — do not sign: The gateway’s owners differ from the chain’s',
    });
  });

  it('is checked only for a clean review against the chain', () => {
    expect(rowVerdictOf(done([]), false)).toEqual({
      status: 'verified',
      text: 'Checked on this device',
    });
  });
});
