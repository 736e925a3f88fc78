// The devnet gateway's planted failures: matched by method, path and query text, answered before
// the router, counted, and used up after `times` requests.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultInjector, parseFault } from '../../../devnet/gateway/http/faults';
import { Router } from '../../../devnet/gateway/http/router';
import { createHttpServer } from '../../../devnet/gateway/http/server';

const faults = new FaultInjector();
const router = new Router().add('GET', '/v1/list', () => ({ status: 200, body: { ok: true } }));
const server = createHttpServer(router, () => undefined, faults);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const status = async (path: string) => (await fetch(`${base}${path}`)).status;

describe('planted failures', () => {
  it('answer only the matching requests, the given number of times', async () => {
    faults.add(parseFault({ path: '/v1/list', query: 'cursor=', status: 503, times: 2 }));
    expect(await status('/v1/list')).toBe(200);
    expect(await status('/v1/list?cursor=limit%3D20')).toBe(503);
    expect(await status('/v1/list?cursor=limit%3D20')).toBe(503);
    expect(await status('/v1/list?cursor=limit%3D20')).toBe(200);
    expect(faults.list()[0]?.hits).toBe(2);
    faults.clear();
  });

  it('last until cleared without times, and refuse a non-error status', async () => {
    faults.add(parseFault({ path: '/v1/list', status: 404 }));
    for (let i = 0; i < 3; i += 1) expect(await status('/v1/list')).toBe(404);
    faults.clear();
    expect(await status('/v1/list')).toBe(200);
    expect(() => parseFault({ path: '/v1/list', status: 200 })).toThrow(/HTTP error status/);
    expect(() => parseFault({ path: 'v1/list', status: 500 })).toThrow(/absolute/);
  });
});
