// A JSON-RPC node on loopback that answers eth_getCode from a table (address → code), and can
// hold its answers back to show what a screen does while it waits.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running loopback RPC server. */
export interface CodeRpcServer {
  url: string;
  /** Code by lowercase address; unknown addresses have none (`0x`). */
  code: Map<string, string>;
  /** When set, every answer waits for this promise. */
  hold: Promise<void> | null;
  /** How many eth_getCode requests arrived. */
  requests: number;
  close(): Promise<void>;
}

/** Starts an eth_getCode server on 127.0.0.1. */
export async function startCodeRpcServer(): Promise<CodeRpcServer> {
  const state: CodeRpcServer = {
    url: '',
    code: new Map(),
    hold: null,
    requests: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const { id, method, params } = JSON.parse(text) as {
        id: number;
        method: string;
        params: string[];
      };
      state.requests += 1;
      const answer =
        method === 'eth_getCode'
          ? { jsonrpc: '2.0', id, result: state.code.get(params[0]!.toLowerCase()) ?? '0x' }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
      void (state.hold ?? Promise.resolve()).then(() => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        });
        res.end(JSON.stringify(answer));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return state;
}
