// A test-only HTTP proxy in front of the devnet gateway or the devnet RPC that answers chosen
// requests with a fault: an error status, 429 with Retry-After, no answer at all, a reset
// connection, malformed / truncated / wrongly shaped JSON, or a body trickled out slowly.
// A real proxy rather than Playwright's page.route: the service worker fetches gateway answers
// itself, and page.route never sees those requests (context.route only partly, in Chromium).
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readBody } from './lying-gateway';

/** One way of failing. */
export type Fault =
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'rate-limit'; retryAfterSeconds: number }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'malformed' }
  | { kind: 'truncated' }
  | { kind: 'wrong-shape' }
  | { kind: 'slow'; bytesPerTick: number; tickMs: number };

/** Every fault class the specs go over (slow bodies trickle 64 bytes every 50 ms). */
export const FAULTS: readonly Fault[] = [
  { kind: 'status', status: 500 },
  { kind: 'status', status: 502 },
  { kind: 'status', status: 503 },
  { kind: 'rate-limit', retryAfterSeconds: 30 },
  { kind: 'hang' },
  { kind: 'reset' },
  { kind: 'malformed' },
  { kind: 'truncated' },
  { kind: 'wrong-shape' },
  { kind: 'slow', bytesPerTick: 64, tickMs: 50 },
];

/** A fault's name in test titles (`status 502`, `hang`). */
export const faultName = (fault: Fault): string =>
  fault.kind === 'status' ? `status ${fault.status}` : fault.kind;

/** What a request is, as far as choosing whether to fail it goes. */
export interface ProxiedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** The JSON-RPC method of a POST body, when it is one. */
  rpcMethod?: string;
}

/** A running fault proxy. */
export interface FaultProxy {
  url: string;
  /** The fault answered to matching requests; null = forward everything unchanged. */
  fault: Fault | null;
  /** Which requests the fault hits (default: every one except CORS preflights). */
  matches: (request: ProxiedRequest) => boolean;
  /** Requests seen (preflights excluded), by method and URL path with query. */
  readonly counts: Map<string, number>;
  /** Stops failing, forgets the counts, ends hung requests and sends slow bodies' rest at once. */
  heal(): void;
  /** The total of `counts` for keys containing `fragment`. */
  countOf(fragment: string): number;
  /** Requests received and not yet answered or dropped (preflights included). */
  readonly inFlight: number;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Retry-After',
};

const WRONG_SHAPE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  result: { unexpected: ['shape'] },
  results: 'not a list',
  count: 'many',
  owners: 7,
  threshold: 'two',
});

/** Starts a proxy on a free loopback port, forwarding to `upstream` (a gateway or an RPC node). */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const hung = new Set<Socket>();
  const counts = new Map<string, number>();
  let inFlight = 0;
  // Counts heal() calls: a slow body started before the last one is sent whole at once.
  let healed = 0;
  const proxy: FaultProxy = {
    get inFlight() {
      return inFlight;
    },
    url: '',
    fault: null,
    matches: () => true,
    counts,
    heal() {
      healed += 1;
      proxy.fault = null;
      proxy.matches = () => true;
      counts.clear();
      for (const socket of hung) socket.destroy();
      hung.clear();
    },
    countOf: (fragment) =>
      [...counts].reduce((sum, [key, n]) => (key.includes(fragment) ? sum + n : sum), 0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of hung) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const base = target.pathname.replace(/\/$/, '');
        const upstreamReq = request(
          {
            hostname: target.hostname,
            port: target.port,
            path: `${base}${req.url ?? '/'}`,
            method: req.method,
            headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
          },
          (upstreamRes) => {
            readBody(upstreamRes).then(
              (raw) =>
                resolve({
                  status: upstreamRes.statusCode ?? 502,
                  headers: { ...upstreamRes.headers },
                  body: raw,
                }),
              reject,
            );
          },
        );
        upstreamReq.on('error', reject);
        upstreamReq.end(body);
      },
    );

  const server: Server = createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    void (async () => {
      const body = await readBody(req);
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0]!;
      let rpcMethod: string | undefined;
      if (method === 'POST') {
        try {
          rpcMethod = (JSON.parse(body.toString()) as { method?: string }).method;
        } catch {
          rpcMethod = undefined;
        }
      }
      const preflight = method === 'OPTIONS';
      if (!preflight) {
        const key = `${method} ${req.url ?? '/'}${rpcMethod ? ` ${rpcMethod}` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const fault = !preflight && proxy.matches({ method, path, rpcMethod }) ? proxy.fault : null;

      if (fault?.kind === 'hang') {
        hung.add(req.socket);
        return;
      }
      if (fault?.kind === 'reset') {
        req.socket.destroy();
        return;
      }
      if (fault?.kind === 'status') {
        res.writeHead(fault.status, { ...CORS, 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: fault.status, message: 'Injected fault' }));
        return;
      }
      if (fault?.kind === 'rate-limit') {
        res.writeHead(429, {
          ...CORS,
          'content-type': 'application/json',
          'retry-after': String(fault.retryAfterSeconds),
        });
        res.end(JSON.stringify({ code: 429, message: 'Too many requests' }));
        return;
      }
      if (fault?.kind === 'malformed') {
        res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
        res.end('<html><body>502 Bad Gateway</body></html>');
        return;
      }
      if (fault?.kind === 'wrong-shape') {
        res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
        res.end(WRONG_SHAPE);
        return;
      }

      let answer;
      try {
        answer = await forward(req, body);
      } catch {
        res.writeHead(502, CORS);
        res.end();
        return;
      }
      const headers = { ...answer.headers };
      delete headers['content-length'];
      delete headers.etag;
      if (fault?.kind === 'truncated') {
        res.writeHead(answer.status, headers as Record<string, string>);
        res.end(answer.body.subarray(0, Math.max(1, Math.floor(answer.body.length / 2))));
        return;
      }
      res.writeHead(answer.status, headers as Record<string, string>);
      if (fault?.kind === 'slow') {
        const generation = healed;
        for (let at = 0; at < answer.body.length; at += fault.bytesPerTick) {
          if (res.destroyed) return;
          // Healed: the rest at once (the worker may still be reading it after its page left).
          if (healed !== generation) {
            res.end(answer.body.subarray(at));
            return;
          }
          res.write(answer.body.subarray(at, at + fault.bytesPerTick));
          await new Promise((resolve) => setTimeout(resolve, fault.tickMs));
        }
        res.end();
        return;
      }
      res.end(answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
