import { describe, expect, it, vi } from 'vitest';
import { isOpenLinkMessage, listenForOpenLinks } from '../../../../src/session/push/openLinks';

/** A ServiceWorkerContainer that only carries messages. */
function fakeContainer() {
  const target = new EventTarget();
  const startMessages = vi.fn();
  const container = Object.assign(target, { startMessages }) as unknown as ServiceWorkerContainer;
  const post = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container, post, startMessages };
}

describe('a tapped notification’s link', () => {
  it('moves the router to an in-app path, and only to one', () => {
    const { container, post, startMessages } = fakeContainer();
    const navigate = vi.fn();
    const stop = listenForOpenLinks(navigate, container);
    expect(startMessages).toHaveBeenCalled();
    post({ type: 'PUSH:OPEN', href: '/transactions/tx?id=1' });
    post({ type: 'PUSH:OPEN', href: '//evil.example/x' });
    post({ type: 'PUSH:OPEN', href: 'https://evil.example/x' });
    post({ type: 'OTHER', href: '/home' });
    expect(navigate.mock.calls).toEqual([['/transactions/tx?id=1']]);
    stop();
    post({ type: 'PUSH:OPEN', href: '/home' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('reads only the worker’s message shape', () => {
    expect(isOpenLinkMessage({ type: 'PUSH:OPEN', href: '/home' })).toBe(true);
    expect(isOpenLinkMessage(null)).toBe(false);
    expect(isOpenLinkMessage({ type: 'PUSH:OPEN', href: 3 })).toBe(false);
  });
});
