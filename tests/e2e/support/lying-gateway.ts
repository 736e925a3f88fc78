// A test-only HTTP proxy in front of the devnet gateway that can rewrite its JSON answers: the
// review must catch a gateway that lies, whatever it says. Honest mode forwards unchanged.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Rewrites one JSON answer; `path` is the request path without the query. */
export type Rewrite = (path: string, body: unknown) => unknown;

/** A running proxy. */
export interface LyingGateway {
  url: string;
  /** The rewrite applied to every JSON answer (identity = honest). */
  rewrite: Rewrite;
  close(): Promise<void>;
}

/** The whole body of a request or response. */
export function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Starts the proxy on a free loopback port, forwarding to `upstream`. */
export async function startLyingGateway(upstream: string): Promise<LyingGateway> {
  const target = new URL(upstream);
  const proxy: LyingGateway = {
    url: '',
    rewrite: (_path, body) => body,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const upstreamReq = request(
        {
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
          method: req.method,
          // identity: the answer must be readable JSON to rewrite it.
          headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
        },
        (upstreamRes) => {
          void (async () => {
            const raw = await readBody(upstreamRes);
            const headers = { ...upstreamRes.headers };
            let out = raw;
            const type = String(headers['content-type'] ?? '');
            if (type.includes('json') && raw.length > 0) {
              const path = (req.url ?? '/').split('?')[0]!;
              out = Buffer.from(JSON.stringify(proxy.rewrite(path, JSON.parse(raw.toString()))));
              delete headers['content-length'];
              delete headers.etag;
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
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
