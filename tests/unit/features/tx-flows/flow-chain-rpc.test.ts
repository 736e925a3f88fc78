// The signing flows' own chain reads (eth_call for EIP-1271 checks, gas estimate, receipts) go to
// the RPC the review chose, never to the gateway's rpcUri; without a chosen RPC they refuse.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chainCall, estimateGas, waitForReceipt } from '../../../../src/features/tx-flows/chainRpc';
import { RpcUnavailableError } from '../../../../src/query/rpc';

let server: Server;
let base: string;
const asked: { path: string; method: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const { method } = JSON.parse(text) as { method: string };
      asked.push({ path: req.url ?? '', method });
      const result =
        method === 'eth_call'
          ? '0x1626ba7e00000000000000000000000000000000000000000000000000000000'
          : method === 'eth_estimateGas'
            ? '0x5208'
            : { status: '0x1', logs: [] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
});

const TO = '0x5afe00000000000000000000000000000000005a';

describe('the flows’ chain reads', () => {
  it('chainCall, estimateGas and waitForReceipt ask the chosen RPC', async () => {
    const chosen = `${base}/chosen`;
    expect(await chainCall(chosen)(TO, '0x')).toMatch(/^0x1626ba7e/);
    expect(await estimateGas({ from: TO, to: TO, data: '0x' }, chosen)).toBe(21000n + 4200n);
    expect(await waitForReceipt(`0x${'11'.repeat(32)}`, { rpcUrl: chosen })).toMatchObject({
      status: 'success',
    });
    expect(asked).toEqual([
      { path: '/chosen', method: 'eth_call' },
      { path: '/chosen', method: 'eth_estimateGas' },
      { path: '/chosen', method: 'eth_getTransactionReceipt' },
    ]);
  });

  it('without a chosen RPC they refuse instead of asking the gateway’s', async () => {
    const refused = await chainCall(undefined)(TO, '0x').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RpcUnavailableError);
    expect(refused).toMatchObject({ reason: 'NO_RPC' });
    await expect(estimateGas({ from: TO, to: TO, data: '0x' }, undefined)).rejects.toThrow(
      /No RPC independent of the gateway/,
    );
    expect(asked).toEqual([]);
  });
});
