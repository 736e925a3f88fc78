// A gateway's Retry-After: waited out when short, reported at once when longer than the user waits.
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../src/gateway/errors';
import { retryAfterMsOf } from '../../../src/gateway/request';
import { MAX_RETRY_AFTER_MS, retryDelay, shouldRetry } from '../../../src/query/client';

const tooMany = (retryAfterMs?: number) =>
  new GatewayError('429: slow down', { status: 429, retryAfterMs });

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores what is unreadable', () => {
    expect(retryAfterMsOf('30')).toBe(30_000);
    expect(retryAfterMsOf('0')).toBe(0);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMsOf('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMsOf(null)).toBeUndefined();
    expect(retryAfterMsOf('soon')).toBeUndefined();
    expect(retryAfterMsOf('-3')).toBeUndefined();
  });

  it('a longer wait than the app waits by itself is not retried: the error is shown', () => {
    expect(shouldRetry(0, tooMany(MAX_RETRY_AFTER_MS + 1))).toBe(false);
    expect(shouldRetry(0, new Error('wrapped', { cause: tooMany(60_000) }))).toBe(false);
    expect(shouldRetry(0, tooMany(2_000))).toBe(true);
    expect(shouldRetry(0, tooMany())).toBe(true);
  });

  it('waits what the gateway asked, else doubles from one second', () => {
    expect(retryDelay(0, tooMany(2_000))).toBe(2_000);
    expect(retryDelay(0, new Error('x'))).toBe(1_000);
    expect(retryDelay(1, new Error('x'))).toBe(2_000);
    expect(retryDelay(10, new Error('x'))).toBe(30_000);
  });
});

describe('cooling down after a Retry-After', () => {
  it('answers the same error without asking the gateway until the time passed', async () => {
    const { createGatewayClient } = await import('../../../src/gateway/client');
    const { request } = await import('../../../src/gateway/request');
    const { clearCooldowns } = await import('../../../src/gateway/cooldown');
    clearCooldowns();
    let asked = 0;
    const client = createGatewayClient({
      baseUrl: 'https://gateway.test',
      fetch: () => {
        asked += 1;
        return Promise.resolve(
          new Response('{"code":429,"message":"slow down"}', {
            status: 429,
            headers: { 'Retry-After': '30' },
          }),
        );
      },
    });
    const call = { method: 'GET', path: '/v1/chains' } as const;
    await expect(request(client, call)).rejects.toThrow('429: slow down');
    await expect(request(client, call)).rejects.toThrow('429: slow down');
    expect(asked).toBe(1);
    // Another URL is asked.
    await expect(request(client, { method: 'GET', path: '/v1/about' })).rejects.toThrow();
    expect(asked).toBe(2);
    clearCooldowns();
  });
});
