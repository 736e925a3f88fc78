#!/usr/bin/env node
// A tiny static server for the built app (dist/): SPA fallback, correct content types, no-cache for
// the service worker. Tests can change what /sw.js serves (to publish a "new version") through
// POST /__e2e/sw-suffix, whose body is appended to sw.js; an empty body restores the original.
// Sends the headers the build wrote to <root>/_headers (Content-Security-Policy…), as a host would.
// Usage: node tests/e2e/support/static-server.mjs [--port 4317] [--root dist]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { headersFor, readHeadersFile } from '../../../scripts/vite/headers-file.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const port = Number(option('port', process.env.PORT ?? '4317'));
const host = option('host', '127.0.0.1');
const root = resolve(option('root', 'dist'));

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  // The QR decoder (zxing-wasm): streaming compilation needs this type.
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

let swSuffix = '';

/** Resolves a URL path inside root, or undefined if it escapes it. */
function fileFor(pathname) {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

async function readIfFile(path) {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

function cacheControl(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // sw.js, index.html, the manifest and icons must revalidate so updates are seen.
  return 'no-cache';
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
  if (url.pathname === '/__e2e/sw-suffix' && request.method === 'POST') {
    let body = '';
    for await (const piece of request) body += piece;
    swSuffix = body;
    response.writeHead(204).end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }

  const path = fileFor(url.pathname);
  let body = path ? await readIfFile(path) : undefined;
  let type = CONTENT_TYPES[extname(url.pathname)] ?? 'application/octet-stream';
  if (!body && !extname(url.pathname)) {
    // SPA fallback: any extensionless path is an app route.
    body = await readIfFile(join(root, 'index.html'));
    type = CONTENT_TYPES['.html'];
  }
  if (!body) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  if (url.pathname === '/sw.js' && swSuffix)
    body = Buffer.concat([body, Buffer.from(`\n${swSuffix}\n`)]);
  response.writeHead(200, {
    'content-type': type,
    'content-length': body.length,
    'cache-control': cacheControl(url.pathname),
    'x-content-type-options': 'nosniff',
    // Read per request: a rebuild while the server runs brings a new policy (new chunk hashes).
    ...headersFor(readHeadersFile(root), url.pathname),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(port, host, () => {
  const address = server.address();
  console.info(
    `Serving ${root} at http://${host}:${typeof address === 'object' && address ? address.port : port}/`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
