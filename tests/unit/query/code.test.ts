// contractCodeHashQueryOptions against a real JSON-RPC server on loopback: the code's keccak256
// over the RPC the review chose (never the gateway's rpcUri, which the server also answers), the
// node's own error text, and no request at all without a chosen RPC.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { getAddress, keccak256 } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChainInfo } from '../../../src/gateway';
import { gatewayKeys } from '../../../src/query/keys';
import { contractCodeHashQueryOptions } from '../../../src/query/options';
import {
  JsonRpcError,
  RpcHttpError,
  RpcNetworkError,
  RpcResponseError,
  RpcUnavailableError,
} from '../../../src/query/rpc';

const GATEWAY = { baseUrl: 'http://gateway.test' };
const CONTRACT = '0x41675c099f32341bf84bfc5382af534df5c7461a';
const CODE = '0x6080604052348015600f57600080fd5b50';

type Reply = { status?: number; body: unknown; raw?: boolean };
let reply: (request: { method: string; params: unknown[] }) => Reply;
const requests: { method: string; params: unknown[]; contentType?: string; path?: string }[] = [];
let server: Server;
let rpcUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as { id: number; method: string; params: unknown[] };
      requests.push({
        method: body.method,
        params: body.params,
        contentType: req.headers['content-type'],
        path: req.url,
      });
      const answer = reply(body);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.raw ? String(answer.body) : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  reply = ({ method }) =>
    method === 'eth_getCode'
      ? { body: { jsonrpc: '2.0', id: 1, result: CODE } }
      : { body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } } };
});

// The gateway's chain config names an RPC on the same server under another path: a request there
// would show the read went through the gateway's RPC.
function chainWith(): ChainInfo {
  return {
    chainId: '31337',
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: rpcUrl.replace('/rpc', '/gateway-rpc') },
  } as ChainInfo;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('contractCodeHashQueryOptions', () => {
  it('asks eth_getCode of the chosen RPC at the latest block and returns the keccak256 of the code', async () => {
    const data = await newClient().fetchQuery(
      contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl),
    );
    expect(data).toEqual({ codeHash: keccak256(CODE), empty: false });
    expect(requests).toEqual([
      {
        method: 'eth_getCode',
        params: [getAddress(CONTRACT), 'latest'],
        contentType: 'application/json',
        path: '/rpc',
      },
    ]);
  });

  it('says when there is no code at the address', async () => {
    reply = () => ({ body: { jsonrpc: '2.0', id: 1, result: '0x' } });
    const data = await newClient().fetchQuery(
      contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl),
    );
    expect(data).toEqual({ codeHash: keccak256('0x'), empty: true });
  });

  it('is keyed under the gateway and chain by checksummed address, fresh for an hour', () => {
    const options = contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl);
    expect(options.queryKey).toEqual(
      gatewayKeys.chainScoped(GATEWAY.baseUrl, '31337', 'code', getAddress(CONTRACT), rpcUrl),
    );
    expect(options.queryKey).toEqual(
      contractCodeHashQueryOptions(GATEWAY, chainWith(), getAddress(CONTRACT), rpcUrl).queryKey,
    );
    expect(options.staleTime).toBeGreaterThanOrEqual(3_600_000);
    expect(options.enabled).toBe(true);
  });

  it('throws the node’s JSON-RPC error as a typed error with its message', async () => {
    reply = () => ({
      body: { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } },
    });
    const error = await newClient()
      .fetchQuery(contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toMatchObject({ code: -32000, message: 'header not found' });
  });

  it('prefers the JSON-RPC error over the HTTP status when a node sends both', async () => {
    reply = () => ({
      status: 429,
      body: { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'rate limited' } },
    });
    const error = await newClient()
      .fetchQuery(contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect((error as Error).message).toBe('rate limited');
  });

  it('reports an HTTP error without a JSON-RPC body by its status', async () => {
    reply = () => ({ status: 502, body: 'Bad gateway', raw: true });
    const error = await newClient()
      .fetchQuery(contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcHttpError);
    expect(error).toMatchObject({ status: 502 });
  });

  it('rejects an answer that is not code', async () => {
    reply = () => ({ body: { jsonrpc: '2.0', id: 1, result: 'not hex' } });
    const error = await newClient()
      .fetchQuery(contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcResponseError);
  });

  it('reports an unreachable RPC as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await newClient()
      .fetchQuery(
        contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, `http://127.0.0.1:${port}/`),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcNetworkError);
  });

  it('retries a dropped connection once, but never a node’s refusal', () => {
    const { retry } = contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, rpcUrl);
    const retries = retry as (failureCount: number, error: unknown) => boolean;
    expect(retries(0, new RpcNetworkError())).toBe(true);
    expect(retries(1, new RpcNetworkError())).toBe(false);
    expect(retries(0, new RpcHttpError(503))).toBe(true);
    expect(retries(0, new RpcHttpError(429))).toBe(false);
    expect(retries(0, new JsonRpcError(-32000, 'header not found'))).toBe(false);
  });

  it('is disabled without a chosen RPC and never falls back to the gateway’s', async () => {
    const options = contractCodeHashQueryOptions(GATEWAY, chainWith(), CONTRACT, null);
    expect(options.enabled).toBe(false);
    const error = await newClient()
      .fetchQuery(options)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcUnavailableError);
    expect(error).toMatchObject({ reason: 'NO_RPC' });
    expect(requests).toEqual([]);
  });

  it('is disabled for an invalid address instead of asking the node', async () => {
    const options = contractCodeHashQueryOptions(GATEWAY, chainWith(), '0x1234', rpcUrl);
    expect(options.enabled).toBe(false);
    const error = await newClient()
      .fetchQuery(options)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'INVALID_ADDRESS' });
    expect(requests).toEqual([]);
  });
});
