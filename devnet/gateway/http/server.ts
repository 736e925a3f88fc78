import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HttpError, badRequest } from './errors';
import type { FaultInjector } from './faults';
import type { Router, RouteResult } from './router';

/** Largest request body accepted (a proposal with many signatures is a few KB). */
const MAX_BODY_BYTES = 1_000_000;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'access-control-allow-headers':
    'Content-Type, Authorization, Safe-Wallet-Signature, Safe-Wallet-Signature-Timestamp, X-Requested-With',
  'access-control-max-age': '600',
  // A 429's Retry-After is read by the app (its per-URL cool-down): readable across origins.
  'access-control-expose-headers': 'Retry-After',
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, {
        statusCode: 413,
        message: 'request entity too large',
        error: 'Payload Too Large',
      });
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  const type = req.headers['content-type'] ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // Express' body-parser answers malformed JSON with 400 and the parser's message.
    throw badRequest(error instanceof Error ? error.message : 'Invalid JSON');
  }
}

function send(res: ServerResponse, result: RouteResult): void {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  if (result.body === undefined) {
    headers['content-length'] = '0';
    res.writeHead(result.status, headers).end();
    return;
  }
  const payload =
    typeof result.body === 'string' && result.contentType
      ? result.body
      : JSON.stringify(result.body);
  headers['content-type'] = result.contentType ?? 'application/json; charset=utf-8';
  headers['content-length'] = String(Buffer.byteLength(payload));
  res.writeHead(result.status, headers).end(payload);
}

/**
 * Serve a router over node:http with CORS, JSON bodies and a guard that turns any throw into JSON.
 * Failures a test planted in `faults` answer before the router does.
 */
export function createHttpServer(
  router: Router,
  onError: (error: unknown) => void,
  faults?: FaultInjector,
): Server {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const method = req.method ?? 'GET';
        if (method === 'OPTIONS') {
          res.writeHead(204, CORS_HEADERS).end();
          return;
        }
        const proto = String(req.headers['x-forwarded-proto'] ?? 'http')
          .split(',')[0]!
          .trim();
        const host = req.headers.host ?? 'localhost';
        let requestUrl: URL;
        try {
          requestUrl = new URL(`${proto}://${host}${req.url ?? '/'}`);
        } catch {
          throw badRequest('Invalid URL');
        }
        const planted = faults?.match(method, requestUrl);
        if (planted) {
          send(res, planted);
          return;
        }
        const match = router.match(method, requestUrl.pathname);
        if (!match.handler) {
          send(res, {
            status: 404,
            body: {
              message: `Cannot ${method} ${requestUrl.pathname}`,
              error: 'Not Found',
              statusCode: 404,
            },
          });
          return;
        }
        const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
        const result = await match.handler({
          method,
          params: match.params,
          query: requestUrl.searchParams,
          body,
          headers: req.headers,
          requestUrl,
        });
        send(res, result);
      } catch (error) {
        if (error instanceof HttpError) {
          send(res, { status: error.status, body: error.body });
          return;
        }
        onError(error);
        if (!res.headersSent)
          send(res, { status: 500, body: { code: 500, message: 'Internal server error' } });
        else res.destroy();
      }
    })();
  });
  // Browsers keep idle connections open longer than Node's 5 s default and reuse them for the
  // next POST; a socket the server closed in between fails that write with a reset (a proposal
  // reported as "not sent" although it may land). Keep idle sockets longer than any browser does.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
