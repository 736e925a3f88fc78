// The shared request function: URL building, headers, bodies, and every spec §8 error rule.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_GATEWAY_URL,
  GatewayError,
  GatewayNetworkError,
  createGatewayClient,
  getSafeInfo,
  isGatewayRequestError,
  request,
  toQueryString,
  type GatewayClient,
} from '../../../src/gateway';
import { CHAIN_ID, SAFE, safeInfo } from './fixtures';
import { startServer, type TestServer } from './server';

let server: TestServer;
let client: GatewayClient;

beforeAll(async () => {
  server = await startServer();
  client = createGatewayClient({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

// Runs getSafeInfo against the server's next reply and returns what it threw.
async function failure(): Promise<unknown> {
  return getSafeInfo(client, { chainId: CHAIN_ID, safeAddress: SAFE }).then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('createGatewayClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defaults to the production gateway', () => {
    expect(createGatewayClient().baseUrl).toBe('https://safe-client.safe.global');
    expect(DEFAULT_GATEWAY_URL).toBe('https://safe-client.safe.global');
  });

  it('strips trailing slashes from the base URL', () => {
    expect(createGatewayClient({ baseUrl: 'https://gw.example/prefix//' }).baseUrl).toBe(
      'https://gw.example/prefix',
    );
  });

  it('uses the global fetch at call time when none is given', async () => {
    const created = createGatewayClient({ baseUrl: 'https://gw.example' });
    const fetchStub = vi.fn(async () => new Response(JSON.stringify(safeInfo), { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);

    await expect(getSafeInfo(created, { chainId: '1', safeAddress: SAFE })).resolves.toEqual(
      safeInfo,
    );
    expect(fetchStub).toHaveBeenCalledWith(
      `https://gw.example/v1/chains/1/safes/${SAFE}`,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends requests through an injected fetch', async () => {
    const fetchStub = vi.fn(async () => new Response('["usd"]', { status: 200 }));
    const created = createGatewayClient({ baseUrl: 'https://gw.example', fetch: fetchStub });

    await expect(
      request(created, { method: 'GET', path: '/v1/balances/supported-fiat-codes' }),
    ).resolves.toEqual(['usd']);
    expect(fetchStub).toHaveBeenCalledOnce();
  });
});

describe('request: URL, headers and body', () => {
  it('fills path placeholders with String(value) and without encoding', async () => {
    await request(client, {
      method: 'GET',
      path: '/v1/chains/{chainId}/transactions/{transactionId}',
      pathParams: { chainId: 100, transactionId: 'multisig_0xAb_0xCd' },
    });
    expect(server.requests[0].path).toBe('/v1/chains/100/transactions/multisig_0xAb_0xCd');
  });

  it('skips null and undefined query values and adds no `?` when nothing is left', async () => {
    await request(client, {
      method: 'GET',
      path: '/v1/chains',
      query: { a: null, b: undefined },
    });
    expect(server.requests[0].url).toBe('/v1/chains');
    expect(toQueryString({ a: null, b: undefined })).toBe('');
    expect(toQueryString({ a: 0, b: false, c: '', d: null })).toBe('?a=0&b=false&c=');
  });

  it('always declares JSON, over a caller content type, and keeps other caller headers', async () => {
    for (const method of ['GET', 'POST'] as const) {
      await request(client, {
        method,
        path: '/v1/x',
        headers: { 'content-type': 'text/plain', 'X-Extra': 'kept' },
      });
    }
    for (const received of server.requests) {
      expect(received.headers['content-type']).toBe('application/json');
      expect(received.headers['x-extra']).toBe('kept');
    }
  });

  it('sends a bare GET without a content type (no CORS preflight), every other method with JSON', async () => {
    await request(client, { method: 'GET', path: '/v1/get' });
    await request(client, { method: 'DELETE', path: '/v1/delete' });
    const [get, del] = server.requests;
    expect(get?.headers['content-type']).toBeUndefined();
    expect(del?.headers['content-type']).toBe('application/json');
  });

  it('JSON-encodes object bodies, sends strings verbatim and omits null bodies', async () => {
    await request(client, { method: 'POST', path: '/v1/a', body: { value: '1', list: [1] } });
    await request(client, { method: 'POST', path: '/v1/b', body: '' });
    await request(client, { method: 'PUT', path: '/v1/c', body: null });
    expect(server.requests.map(({ body }) => body)).toEqual(['{"value":"1","list":[1]}', '', '']);
    expect(server.requests[1].headers['content-length']).toBe('0');
  });
});

describe('request: pageUrl', () => {
  let otherServer: TestServer;
  beforeAll(async () => {
    otherServer = await startServer();
  });
  afterAll(() => otherServer.close());

  it('fetches the exact page URL, even on another host and port, ignoring path and query', async () => {
    const pageUrl = `${otherServer.url}/v1/chains/1/safes/${SAFE}/transactions/history?trusted=false&cursor=limit%3D20%26offset%3D20`;
    otherServer.reply({ json: { next: null, previous: null, results: [] } });

    const page = await request(client, {
      method: 'GET',
      path: '/v1/chains/{chainId}/other',
      pathParams: { chainId: '5' },
      query: { trusted: true },
      pageUrl,
    });

    expect(page).toEqual({ next: null, previous: null, results: [] });
    expect(server.requests).toHaveLength(0);
    expect(otherServer.requests).toHaveLength(1);
    expect(otherServer.requests[0].url).toBe(pageUrl.slice(otherServer.url.length));
    expect(otherServer.requests[0].headers['content-type']).toBeUndefined();
  });
});

describe('request: errors (spec §8)', () => {
  it('uses `code: message` when the error body has both', async () => {
    server.reply({ status: 404, json: { code: 1337, message: 'Safe not found' } });
    const error = await failure();
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      name: 'GatewayError',
      message: '1337: Safe not found',
      status: 404,
      code: 1337,
      body: { code: 1337, message: 'Safe not found' },
    });
  });

  it('uses the zod issue code of a 422 validation error', async () => {
    const body = { statusCode: 422, code: 'custom', message: 'Invalid address', path: ['safe'] };
    server.reply({ status: 422, json: body });
    const error = await failure();
    expect(error).toMatchObject({
      message: 'custom: Invalid address',
      status: 422,
      code: 'custom',
      body,
    });
  });

  it('uses the status text when the body has a message but no code', async () => {
    server.reply({
      status: 400,
      json: { statusCode: 400, message: 'Invalid transaction ID', error: 'Bad Request' },
    });
    const error = await failure();
    expect(error).toMatchObject({ message: 'Bad Request', status: 400, code: undefined });
  });

  it('uses the status text as the server words it, also for an empty error body', async () => {
    server.reply({ status: 503, statusText: 'Try Later', body: '' });
    const error = await failure();
    expect(error).toMatchObject({ message: 'Try Later', status: 503, body: undefined });
  });

  it('falls back to the status number when there is no status text (as over HTTP/2)', async () => {
    server.reply({ status: 500, statusText: '', json: { statusCode: 500, message: 'Boom' } });
    const error = await failure();
    expect(error).toMatchObject({ message: '500', status: 500 });
  });

  it('reports `Invalid response content` for a non-JSON error body', async () => {
    server.reply({ status: 502, body: '<html>Bad gateway</html>' });
    const error = await failure();
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ message: 'Invalid response content', status: 502 });
    expect((error as GatewayError).cause).toBeInstanceOf(SyntaxError);
  });

  it('reports `Invalid response content` for a non-JSON body on a 200 too', async () => {
    server.reply({ status: 200, body: 'not json' });
    const error = await failure();
    expect(error).toMatchObject({ message: 'Invalid response content', status: 200 });
  });

  it('resolves undefined for a 204', async () => {
    server.reply({ status: 204 });
    await expect(request(client, { method: 'DELETE', path: '/v1/x' })).resolves.toBeUndefined();
  });

  it('resolves undefined for a 200 with an empty body', async () => {
    server.reply({ status: 200, body: '' });
    await expect(request(client, { method: 'POST', path: '/v1/x' })).resolves.toBeUndefined();
  });

  it('throws GatewayNetworkError when nothing answers', async () => {
    const closed = await startServer();
    await closed.close();
    const offline = createGatewayClient({ baseUrl: closed.url });

    const error = await getSafeInfo(offline, { chainId: CHAIN_ID, safeAddress: SAFE }).catch(
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect(error).not.toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ name: 'GatewayNetworkError', message: 'Network request failed' });
    expect((error as GatewayNetworkError).cause).toBeInstanceOf(Error);
    expect(isGatewayRequestError(error)).toBe(true);
  });

  it('lets an abort through as is rather than calling it a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await getSafeInfo(client, {
      chainId: CHAIN_ID,
      safeAddress: SAFE,
      signal: controller.signal,
    }).catch((thrown: unknown) => thrown);

    expect(error).not.toBeInstanceOf(GatewayNetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('gives up on a gateway that never answers after the client time limit, as a network error', async () => {
    // A fetch that hangs until its signal aborts, as a browser's does.
    const hanging = createGatewayClient({
      baseUrl: server.url,
      timeoutMs: 100,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    const error = await getSafeInfo(hanging, { chainId: CHAIN_ID, safeAddress: SAFE }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect((error as GatewayNetworkError).cause).toMatchObject({
      message: 'No answer within 0.1 s',
    });
  });

  it('lets a caller abort a request in flight, not calling it a timeout', async () => {
    const controller = new AbortController();
    const hanging = createGatewayClient({
      baseUrl: server.url,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    const pending = getSafeInfo(hanging, {
      chainId: CHAIN_ID,
      safeAddress: SAFE,
      signal: controller.signal,
    }).catch((thrown: unknown) => thrown);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(GatewayNetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
