// A real HTTP server on loopback that records every request and answers as the test says.

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server saw of one request. */
export type RecordedRequest = {
  method: string;
  /** The raw request target, e.g. `/v1/chains/1?x=1`. */
  url: string;
  path: string;
  /** Everything after `?`, or '' when there is no query. */
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
};

/** How the server answers the next requests. */
export type Reply = {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** Raw body; takes precedence over `json`. */
  body?: string;
  json?: unknown;
};

/** A running test server. */
export type TestServer = {
  url: string;
  requests: RecordedRequest[];
  reply: (reply: Reply) => void;
  close: () => Promise<void>;
};

/** Starts a server on 127.0.0.1 with a free port; it answers `200 {}` until told otherwise. */
export async function startServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let next: Reply = { json: {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      const mark = url.indexOf('?');
      requests.push({
        method: req.method ?? '',
        url,
        path: mark === -1 ? url : url.slice(0, mark),
        query: mark === -1 ? '' : url.slice(mark + 1),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const body = next.body ?? (next.json === undefined ? '' : JSON.stringify(next.json));
      const headers: Record<string, string> = {
        ...(next.json !== undefined && next.body === undefined
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...next.headers,
      };
      res.writeHead(next.status ?? 200, next.statusText, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (reply) => {
      next = reply;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
