// A test-only JSON-RPC proxy in front of the devnet chain that can alter answers: an RPC named by
// a lying gateway. Requests other than the altered ones (and CORS preflights) pass unchanged.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './lying-gateway';

/** Alters one JSON-RPC answer: gets the request and the upstream result, returns the result. */
export type RpcRewrite = (call: { method: string; params: unknown[] }, result: unknown) => unknown;

/** A running proxy. */
export interface LyingRpc {
  url: string;
  rewrite: RpcRewrite;
  /** How many JSON-RPC requests it answered (the app did ask it). */
  requests: number;
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port, forwarding to the node at `upstream`. */
export async function startLyingRpc(upstream: string): Promise<LyingRpc> {
  const target = new URL(upstream);
  const proxy: LyingRpc = {
    url: '',
    rewrite: (_call, result) => result,
    requests: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const call =
        req.method === 'POST'
          ? (JSON.parse(body.toString()) as { method: string; params?: unknown[] })
          : null;
      if (call) proxy.requests += 1;
      const upstreamReq = request(
        {
          hostname: target.hostname,
          port: target.port,
          path: target.pathname,
          method: req.method,
          headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
        },
        (upstreamRes) => {
          void (async () => {
            const raw = await readBody(upstreamRes);
            const headers = { ...upstreamRes.headers };
            let out = raw;
            if (call && raw.length > 0) {
              const answer = JSON.parse(raw.toString()) as { result?: unknown };
              if ('result' in answer) {
                answer.result = proxy.rewrite(
                  { method: call.method, params: call.params ?? [] },
                  answer.result,
                );
              }
              out = Buffer.from(JSON.stringify(answer));
              delete headers['content-length'];
            }
            res.writeHead(upstreamRes.statusCode ?? 502, headers);
            res.end(out);
          })();
        },
      );
      upstreamReq.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      upstreamReq.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return proxy;
}
