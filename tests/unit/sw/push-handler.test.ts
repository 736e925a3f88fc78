// The worker's push and click handlers with a stand-in worker scope and real IndexedDB semantics:
// one notification per wanted push, none when preferences say no (the badge still follows), and a
// tap that sends an open window to the link or opens one.
import { IDBFactory } from 'fake-indexeddb';
import { getAddress } from 'ethers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionDetails } from '../../../src/gateway';
import { closeCountersignDb } from '../../../src/storage/db';
import {
  defaultNotificationPrefs,
  putNotificationPrefs,
} from '../../../src/storage/notificationPrefs';
import { readAwaitingCount } from '../../../src/storage/awaitingBadge';
import { handlePush, openNotificationTarget, type PushScope } from '../../../src/sw/push/handlers';

const SAFE = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe');
const HASH = `0x${'ab'.repeat(32)}`;
const display = {
  safeName: null,
  chainName: 'Devnet',
  shortName: 'hh',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};

function fakeScope(windows: { url: string; focused: boolean }[] = []) {
  const clients = windows.map((w) => ({
    ...w,
    postMessage: vi.fn(),
    focus: vi.fn(() => Promise.reject(new Error('Not allowed to focus a window'))),
  }));
  const scope = {
    registration: { scope: 'https://app.test/', showNotification: vi.fn(async () => undefined) },
    navigator: { setAppBadge: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async (_url: string) => null),
    },
  };
  return { scope, clients, sw: scope as unknown as PushScope };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('handlePush', () => {
  const push = {
    data: { type: 'CONFIRMATION_REQUEST', chainId: '31337', address: SAFE, safeTxHash: HASH },
  };

  it('shows one notification with a Review action and sets the badge', async () => {
    await putNotificationPrefs({ ...defaultNotificationPrefs('31337', SAFE), display });
    const { scope, sw } = fakeScope();
    const outcome = await handlePush(sw, push);
    expect(outcome.reason).toBe('shown');
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
    const [title, options] = scope.registration.showNotification.mock.calls[0] as unknown as [
      string,
      NotificationOptions & { actions: unknown[] },
    ];
    expect(title).toBe('Confirmation request');
    expect(options.tag).toBe(`31337:${SAFE.toLowerCase()}:${HASH}`);
    expect(options.actions).toEqual([{ action: 'review', title: 'Review' }]);
    expect(options.data).toEqual({
      link: `/transactions/tx?safe=hh:${SAFE}&id=multisig_${SAFE}_${HASH}`,
    });
    expect(scope.navigator.setAppBadge).toHaveBeenCalledWith(1);
  });

  it('a Safe without preferences, a Safe turned off or a type turned off: no notification, badge still set', async () => {
    const { scope, sw } = fakeScope();
    expect((await handlePush(sw, push)).reason).toBe('not-wanted');
    await putNotificationPrefs({ ...defaultNotificationPrefs('31337', SAFE), enabled: false });
    expect((await handlePush(sw, push)).reason).toBe('not-wanted');
    await putNotificationPrefs({
      ...defaultNotificationPrefs('31337', SAFE),
      types: { CONFIRMATION_REQUEST: false },
    });
    expect((await handlePush(sw, push)).reason).toBe('not-wanted');
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
    expect(scope.navigator.setAppBadge).toHaveBeenLastCalledWith(1);
    expect(await readAwaitingCount()).toBe(1);
    // The execution clears it, shown or not.
    await handlePush(sw, {
      data: { ...push.data, type: 'EXECUTED_MULTISIG_TRANSACTION', txHash: HASH },
    });
    expect(scope.navigator.setAppBadge).toHaveBeenLastCalledWith(0);
  });

  it('shows the words of what it could read, and today’s words when reading fails', async () => {
    await putNotificationPrefs({ ...defaultNotificationPrefs('31337', SAFE), display });
    const { scope, sw } = fakeScope();
    const transaction = {
      safeAddress: SAFE,
      txInfo: {
        type: 'Transfer',
        direction: 'OUTGOING',
        sender: { value: SAFE },
        recipient: { value: SAFE },
        transferInfo: { type: 'NATIVE_COIN', value: '250000000000000000' },
      },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        safeTxHash: HASH,
        confirmations: [],
        confirmationsRequired: 1,
      },
    } as unknown as TransactionDetails;
    const names = new Map([[SAFE.toLowerCase(), 'Vault']]);
    const read = vi.fn(async () => ({ transaction, message: null, names }));
    const outcome = await handlePush(sw, push, read);
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ safeTxHash: HASH }));
    expect(outcome.shown?.body).toBe('Send 0.25 ETH to Vault — Vault, 0 of 1');
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Confirmation request',
      expect.objectContaining({ body: 'Send 0.25 ETH to Vault — Vault, 0 of 1' }),
    );
    const failed = await handlePush(sw, push, async () => {
      throw new Error('gateway down');
    });
    expect(failed.shown?.body).toMatch(
      /has a new confirmation request for transaction 0xabab…abab\.$/,
    );
  });

  it('malformed pushes are dropped without throwing', async () => {
    const { scope, sw } = fakeScope();
    for (const junk of [null, 'x', { data: 5 }, { type: 'CONFIRMATION_REQUEST' }])
      expect((await handlePush(sw, junk)).reason).toBe('malformed');
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('openNotificationTarget', () => {
  const notification = (link: unknown) =>
    ({ data: { link }, close: vi.fn() }) as unknown as Notification;

  it('sends an open window of the app to the link (no reload) and focuses it', async () => {
    const { clients, scope, sw } = fakeScope([
      { url: 'https://other.test/', focused: true },
      { url: 'https://app.test/home', focused: false },
    ]);
    const tapped = notification('/transactions/tx?safe=hh:0x1&id=multisig_1');
    expect(await openNotificationTarget(sw, tapped)).toBe('focused');
    expect(tapped.close).toHaveBeenCalled();
    expect(clients[1]!.postMessage).toHaveBeenCalledWith({
      type: 'PUSH:OPEN',
      href: '/transactions/tx?safe=hh:0x1&id=multisig_1',
    });
    expect(clients[0]!.postMessage).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window at the link when none is open; a foreign link becomes home', async () => {
    const { scope, sw } = fakeScope();
    await openNotificationTarget(sw, notification('/transactions/msg?safe=hh:0x1&messageHash=0x2'));
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith(
      'https://app.test/transactions/msg?safe=hh:0x1&messageHash=0x2',
    );
    for (const bad of ['https://evil.test/x', '//evil.test/x', '/not-a-screen', null])
      await openNotificationTarget(sw, notification(bad));
    expect(scope.clients.openWindow.mock.calls.slice(1).map((call) => call[0])).toEqual([
      'https://app.test/',
      'https://app.test/',
      'https://app.test/',
      'https://app.test/',
    ]);
  });
});
