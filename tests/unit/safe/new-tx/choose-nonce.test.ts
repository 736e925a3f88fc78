// The nonce a new transaction starts from: the gateway's recommendation only where the chain agrees.
import { describe, expect, it } from 'vitest';
import { chooseNonce, nonceWarning } from '../../../../src/safe';

describe('chooseNonce', () => {
  it('uses the recommendation when it is at or a little above the chain nonce', () => {
    expect(chooseNonce({ recommended: 5n, chainNonce: 5n })).toEqual({
      nonce: 5n,
      source: 'gateway',
      warning: null,
    });
    expect(chooseNonce({ recommended: 8n, chainNonce: 5n })?.nonce).toBe(8n);
  });

  it('uses the chain nonce and says so when the recommendation is below it', () => {
    const choice = chooseNonce({ recommended: 3n, chainNonce: 5n });
    expect(choice?.nonce).toBe(5n);
    expect(choice?.source).toBe('chain');
    expect(choice?.warning).toContain('below the chain’s nonce 5');
  });

  it('uses the chain nonce when the recommendation is wildly above it', () => {
    const choice = chooseNonce({ recommended: 1_000n, chainNonce: 5n });
    expect(choice?.nonce).toBe(5n);
    expect(choice?.warning).toContain('far above');
    expect(chooseNonce({ recommended: 26n, chainNonce: 5n, maxAhead: 20n })?.nonce).toBe(5n);
    expect(chooseNonce({ recommended: 25n, chainNonce: 5n, maxAhead: 20n })?.nonce).toBe(25n);
  });

  it('falls back to whichever side answered, with a warning; nothing when neither did', () => {
    expect(chooseNonce({ recommended: null, chainNonce: 4n })).toMatchObject({
      nonce: 4n,
      source: 'chain',
    });
    expect(chooseNonce({ recommended: 4n, chainNonce: null })?.warning).toContain('unchecked');
    expect(chooseNonce({ recommended: null, chainNonce: null })).toBeNull();
  });
});

describe('nonceWarning', () => {
  it('warns about used, skipped-ahead and replacing nonces; not about the chosen one', () => {
    expect(nonceWarning({ nonce: 7n, chosen: 7n, chainNonce: 5n })).toBeNull();
    expect(nonceWarning({ nonce: 4n, chosen: 7n, chainNonce: 5n })).toContain('already used');
    expect(nonceWarning({ nonce: 9n, chosen: 7n, chainNonce: 5n })).toContain('above the next');
    expect(nonceWarning({ nonce: 6n, chosen: 7n, chainNonce: 5n })).toContain('queued');
  });
});
