// The host's message handling: only the app's window and origin are heard, replies go to that
// origin only, reads are answered at once, interactive requests one at a time, a closed review
// answers `Transaction was rejected`, and a dropped message gets no reply and changes nothing.
import { describe, expect, it, vi } from 'vitest';
import {
  createAppHost,
  type AppHostOptions,
  type InteractiveRequest,
} from '../../../../src/safe-apps/host/appHost';
import { NoReplyError, RequestRejectedError } from '../../../../src/safe-apps/host/hostErrors';
import {
  PERMISSIONS_REJECTED_TEXT,
  PermissionsError,
  REQUEST_FAILED_TEXT,
  SAFE_APPS_SDK_VERSION,
  TRANSACTION_REJECTED_TEXT,
  type SafeAppsResponse,
} from '../../../../src/safe-apps/protocol';

const APP = 'https://app.example';
const appWindow = { name: 'app iframe window' };
const TO = '0x1111111111111111111111111111111111111111';

const request = (id: string, method: string, params?: unknown) => ({
  id,
  method,
  params,
  env: { sdkVersion: '9.1.0' },
});

type Deferred = {
  request: InteractiveRequest;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
};

function setup(overrides: Partial<AppHostOptions> = {}) {
  const posted: { reply: SafeAppsResponse; target: string }[] = [];
  const reads: string[] = [];
  const prompts: Deferred[] = [];
  const host = createAppHost({
    appOrigin: APP,
    getAppWindow: () => appWindow,
    post: (reply, target) => posted.push({ reply, target }),
    answerRead: async (r) => {
      reads.push(r.method);
      if (r.method === 'getEnvironmentInfo') return { origin: 'https://host.example' };
      if (r.method === 'getOffChainSignature') throw new NoReplyError('unknown');
      throw new Error('boom: internal detail');
    },
    answerInteractive: (r) =>
      new Promise((resolve, reject) => prompts.push({ request: r, resolve, reject })),
    ...overrides,
  });
  const send = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
    host.receive({ source: from.source ?? appWindow, origin: from.origin ?? APP, data });
  return { host, posted, reads, prompts, send };
}

describe('app host: acceptance', () => {
  it('answers a read from the app window and origin, to that origin only, with the SDK version', async () => {
    const { posted, send } = setup();
    expect(send(request('aa01', 'getEnvironmentInfo'))).toBeNull();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      target: APP,
      reply: {
        id: 'aa01',
        success: true,
        data: { origin: 'https://host.example' },
        version: SAFE_APPS_SDK_VERSION,
      },
    });
  });

  it('drops wrong source, wrong origin, opaque origin, unknown method, malformed and old SDK messages without reply', async () => {
    const { posted, reads, prompts, send, host } = setup();
    expect(send(request('b1', 'getEnvironmentInfo'), { source: { other: true } })).toBe('source');
    expect(send(request('b2', 'getEnvironmentInfo'), { origin: 'https://evil.example' })).toBe(
      'origin',
    );
    expect(send(request('b3', 'getEnvironmentInfo'), { origin: 'null' })).toBe('origin');
    expect(send(request('b4', 'getCurrentTheme'))).toBe('method');
    expect(send('not an envelope')).toBe('malformed');
    expect(send({ ...request('b5', 'getSafeInfo'), env: { sdkVersion: '0.9.0' } })).toBe('version');
    expect(
      send(request('b6', 'sendTransactions', { txs: [{ to: TO, value: '0', data: '0x' }] }), {
        origin: 'https://evil.example',
      }),
    ).toBe('origin');
    // A taken message after them proves the dropped ones left nothing behind.
    send(request('b7', 'getEnvironmentInfo'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].reply.id).toBe('b7');
    expect(reads).toEqual(['getEnvironmentInfo']);
    expect(prompts).toHaveLength(0);
    expect(host.queue()).toEqual({ current: null, waiting: [] });
  });

  it('answers bad params with the rule text and a failing handler with "Request failed" (no detail)', async () => {
    const { posted, send, reads } = setup();
    send(request('c1', 'sendTransactions', { txs: [] }));
    send(request('c2', 'rpcCall', { call: 'eth_sendRawTransaction', params: ['0x00'] }));
    send(request('c3', 'getSafeBalances', { currency: 'usd' }));
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    const byId = Object.fromEntries(posted.map((p) => [p.reply.id, p.reply]));
    expect(byId.c1).toMatchObject({ success: false, error: 'No transactions were passed' });
    expect(byId.c2).toMatchObject({
      success: false,
      error: '"eth_sendRawTransaction" is not allowed',
    });
    expect(byId.c3).toMatchObject({ success: false, error: REQUEST_FAILED_TEXT });
    expect(reads).toEqual(['getSafeBalances']);
  });

  it('sends no reply for an unknown off-chain message', async () => {
    const { posted, send, reads } = setup();
    send(request('d1', 'getOffChainSignature', '0x' + 'ab'.repeat(32)));
    send(request('d2', 'getEnvironmentInfo'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(reads).toContain('getOffChainSignature');
    expect(posted[0].reply.id).toBe('d2');
  });
});

describe('app host: interactive queue', () => {
  const tx = (id: string) =>
    request(id, 'sendTransactions', { txs: [{ to: TO, value: '0x10', data: undefined }] });

  it('shows one request at a time; the second waits its turn; reads are not held up', async () => {
    const { host, prompts, posted, send } = setup();
    const changes = vi.fn();
    host.subscribe(changes);
    send(tx('e1'));
    send(request('e2', 'signMessage', { message: 'hello' }));
    await vi.waitFor(() => expect(prompts).toHaveLength(1));
    expect(prompts[0].request).toMatchObject({
      method: 'sendTransactions',
      params: { txs: [{ to: TO, value: '16', data: '0x' }] },
    });
    expect(host.queue().current?.id).toBe('e1');
    expect(host.queue().waiting.map((r) => r.id)).toEqual(['e2']);
    expect(changes).toHaveBeenCalled();

    send(request('e3', 'getEnvironmentInfo'));
    await vi.waitFor(() => expect(posted.map((p) => p.reply.id)).toEqual(['e3']));
    expect(prompts).toHaveLength(1);

    prompts[0].resolve({ safeTxHash: '0x' + '12'.repeat(32) });
    await vi.waitFor(() => expect(prompts).toHaveLength(2));
    expect(posted.find((p) => p.reply.id === 'e1')?.reply).toMatchObject({
      success: true,
      data: { safeTxHash: '0x' + '12'.repeat(32) },
    });
    expect(host.queue().current?.id).toBe('e2');
    expect(host.queue().waiting).toEqual([]);
  });

  it('answers "Transaction was rejected" when the review is closed, then runs the next', async () => {
    const { host, prompts, posted, send } = setup();
    send(tx('f1'));
    send(tx('f2'));
    await vi.waitFor(() => expect(prompts).toHaveLength(1));
    prompts[0].reject(new RequestRejectedError());
    await vi.waitFor(() => expect(prompts).toHaveLength(2));
    expect(posted[0]).toEqual({
      target: APP,
      reply: {
        id: 'f1',
        success: false,
        error: TRANSACTION_REJECTED_TEXT,
        version: SAFE_APPS_SDK_VERSION,
      },
    });
    expect(host.queue().current?.id).toBe('f2');
  });

  it('answers a refused permission with "Permissions rejected"', async () => {
    const { prompts, posted, send } = setup();
    send(request('g1', 'wallet_requestPermissions', [{ requestAddressBook: {} }]));
    await vi.waitFor(() => expect(prompts).toHaveLength(1));
    prompts[0].reject(new PermissionsError(PERMISSIONS_REJECTED_TEXT));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].reply).toMatchObject({ success: false, error: 'Permissions rejected' });
  });

  it('after close, posts nothing and hears nothing', async () => {
    const { host, prompts, posted, send } = setup();
    send(tx('h1'));
    send(tx('h2'));
    await vi.waitFor(() => expect(prompts).toHaveLength(1));
    host.close();
    expect(host.queue().waiting).toEqual([]);
    prompts[0].resolve({ safeTxHash: '0x' + '34'.repeat(32) });
    expect(send(request('h3', 'getEnvironmentInfo'))).toBe('source');
    await new Promise((r) => setTimeout(r, 0));
    expect(posted).toEqual([]);
    expect(prompts).toHaveLength(1);
  });
});
