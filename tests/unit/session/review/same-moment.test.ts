// A gateway-vs-chain difference is shown only for reads of one moment: reads older than this
// device's write are waited for, and a difference is re-read once before it is shown.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../src/safe';
import { judgeMoment, momentDisagreement } from '../../../../src/session/review/sameMoment';

const nonceMismatch: Finding = {
  code: 'NONCE_MISMATCH',
  severity: 'error',
  message: 'The gateway says the nonce is 15; the chain says 14',
  path: 'safe.nonce',
};
const other: Finding = {
  code: 'UNTRUSTED_DELEGATECALL',
  severity: 'error',
  message: 'Delegatecall to an unknown contract',
  path: 'txData',
};

describe('momentDisagreement', () => {
  it('names only the findings that compare the gateway with a chain read', () => {
    expect(momentDisagreement([other])).toBeNull();
    expect(momentDisagreement([other, nonceMismatch])).toBe(
      'NONCE_MISMATCH:The gateway says the nonce is 15; the chain says 14',
    );
  });
});

describe('judgeMoment', () => {
  const d = momentDisagreement([nonceMismatch]);
  it('waits for reads older than this device’s write, even when they agree', () => {
    expect(
      judgeMoment({
        disagreement: null,
        gatewayReadAt: 100,
        chainReadAt: 90,
        writeAt: 95,
        reread: null,
      }),
    ).toBe('wait');
    expect(
      judgeMoment({
        disagreement: d,
        gatewayReadAt: 100,
        chainReadAt: 90,
        writeAt: 95,
        reread: null,
      }),
    ).toBe('wait');
  });
  it('shows agreeing reads at once', () => {
    expect(
      judgeMoment({
        disagreement: null,
        gatewayReadAt: 100,
        chainReadAt: 90,
        writeAt: null,
        reread: null,
      }),
    ).toBe('show');
  });
  it('re-reads a difference once, waits for both sides, then shows it if it stays', () => {
    const at = { gatewayReadAt: 100, chainReadAt: 100, writeAt: 50 };
    expect(judgeMoment({ disagreement: d, ...at, reread: null })).toBe('reread');
    const reread = { disagreement: d!, at: 200 };
    expect(judgeMoment({ disagreement: d, ...at, reread })).toBe('wait');
    expect(
      judgeMoment({ disagreement: d, ...at, gatewayReadAt: 250, chainReadAt: 150, reread }),
    ).toBe('wait');
    expect(
      judgeMoment({ disagreement: d, ...at, gatewayReadAt: 250, chainReadAt: 260, reread }),
    ).toBe('show');
  });
  it('re-reads a different difference again (a new moment)', () => {
    const reread = { disagreement: 'NONCE_MISMATCH:old', at: 200 };
    expect(
      judgeMoment({ disagreement: d, gatewayReadAt: 300, chainReadAt: 300, writeAt: null, reread }),
    ).toBe('reread');
  });
});
