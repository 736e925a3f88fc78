// A page the first worker's claim missed asks to be claimed: the worker claims on CLAIM, activates
// only on SKIP_WAITING, and ignores anything else.
import { describe, expect, it, vi } from 'vitest';
import { installUpdateHandling, isClaimMessage, type UpdateScope } from '../../../src/sw/update';

/** A scope with a message listener list, a claim spy and a skipWaiting spy. */
function fakeScope(claim = vi.fn(() => Promise.resolve())) {
  const listeners: ((event: {
    data: unknown;
    waitUntil: (p: Promise<unknown>) => void;
  }) => void)[] = [];
  const skipWaiting = vi.fn(() => Promise.resolve());
  const scope: UpdateScope = {
    addEventListener: (_type, listener) => void listeners.push(listener),
    clients: { claim },
    skipWaiting,
  };
  installUpdateHandling(scope);
  const waited: Promise<unknown>[] = [];
  const post = (data: unknown) =>
    listeners.forEach((listener) => listener({ data, waitUntil: (p) => waited.push(p) }));
  return { post, claim, skipWaiting, waited };
}

describe('the CLAIM message', () => {
  it('is recognised only in its exact shape', () => {
    expect(isClaimMessage({ type: 'CLAIM' })).toBe(true);
    expect(isClaimMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isClaimMessage('CLAIM')).toBe(false);
    expect(isClaimMessage(null)).toBe(false);
  });

  it('makes the worker claim the open pages, and never activates a waiting worker', () => {
    const { post, claim, skipWaiting, waited } = fakeScope();
    post({ type: 'CLAIM' });
    expect(claim).toHaveBeenCalledTimes(1);
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(waited).toHaveLength(1);
    post({ type: 'SOMETHING_ELSE' });
    expect(claim).toHaveBeenCalledTimes(1);
  });

  it('settles quietly when the browser refuses (a worker that is not active)', async () => {
    const refused = vi.fn(() =>
      Promise.reject(new DOMException('not active', 'InvalidStateError')),
    );
    const { post, waited } = fakeScope(refused);
    post({ type: 'CLAIM' });
    await expect(Promise.all(waited)).resolves.toBeDefined();
  });
});
