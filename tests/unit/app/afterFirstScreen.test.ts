// Background work waits for the first screen's requests and their paint, yet never outlasts the
// user's first touch or a gateway that does not answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../../src/app/afterFirstScreen';
import { showLoadingPanel } from '../../../src/session/paint/loadingPanels';

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstScreen', () => {
  it('resolves once the first requests settled and their answer was painted', async () => {
    const requests = deferred();
    const paint = deferred();
    const up = vi.fn();
    void afterFirstScreen(requests.promise, {
      target: new EventTarget(),
      painted: () => paint.promise,
    }).then(up);
    await settle();
    expect(up).not.toHaveBeenCalled();
    requests.resolve();
    await settle();
    expect(up).not.toHaveBeenCalled();
    paint.resolve();
    await vi.waitFor(() => expect(up).toHaveBeenCalledOnce());
  });

  it('counts failed first requests as settled (the screen shows the failure)', async () => {
    const requests = deferred();
    const up = vi.fn();
    void afterFirstScreen(requests.promise, {
      target: new EventTarget(),
      painted: async () => undefined,
    }).then(up);
    requests.reject(new Error('503'));
    await vi.waitFor(() => expect(up).toHaveBeenCalledOnce());
  });

  it('resolves at the first interaction while the gateway is still answering', async () => {
    const target = new EventTarget();
    const up = vi.fn();
    void afterFirstScreen(new Promise(() => undefined), { target }).then(up);
    await settle();
    expect(up).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(up).toHaveBeenCalledOnce());
  });

  it('resolves after the timeout when the gateway never answers and nobody touches the page', async () => {
    vi.useFakeTimers();
    const up = vi.fn();
    void afterFirstScreen(new Promise(() => undefined), {
      timeoutMs: 3_000,
      target: new EventTarget(),
    }).then(up);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(up).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(up).toHaveBeenCalledOnce();
  });

  it('stops listening once resolved', async () => {
    const target = new EventTarget();
    const removed: string[] = [];
    const remove = target.removeEventListener.bind(target);
    target.removeEventListener = (type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    };
    await afterFirstScreen(Promise.resolve(), { target, painted: async () => undefined });
    expect(removed.sort()).toEqual(['focusin', 'keydown', 'pointerdown']);
  });

  it('by default waits until no loading panel stands in for the rows, then for the paint', async () => {
    const removePanel = showLoadingPanel();
    const up = vi.fn();
    void afterFirstScreen(Promise.resolve(), { target: new EventTarget(), timeoutMs: 60_000 }).then(
      up,
    );
    // Several frames and tasks pass: the requests are settled, yet the panel is still on screen.
    for (let frame = 0; frame < 5; frame += 1) await settle();
    expect(up).not.toHaveBeenCalled();
    removePanel();
    await vi.waitFor(() => expect(up).toHaveBeenCalledOnce());
  });
});
