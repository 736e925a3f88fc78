import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, readHeadersFile } from '../scripts/vite/headers-file.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** Types sent gzip-compressed when the browser accepts it, as every real static host does. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
]);

/** Compressed bodies by file, kept while the file is unchanged (a rebuild replaces them). */
const gzipped = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

function gzipOf(file: string): Buffer {
  const { mtimeMs, size } = statSync(file);
  const cached = gzipped.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { mtimeMs, size, body });
  return body;
}

/**
 * Serve a built SPA from `root` on 127.0.0.1 with an index.html fallback for client routes and the
 * headers the build wrote to `<root>/_headers` (Content-Security-Policy…).
 */
export async function serveStatic(
  root: string,
  port: number,
): Promise<{ url: string; server: Server }> {
  const base = resolve(root);
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Client routes (no file extension) get the app shell; a missing asset is a real 404.
      if (extname(path) && path !== '/') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(base, 'index.html');
    }
    const name = file.slice(base.length);
    const immutable = name.startsWith(`${sep}assets${sep}`);
    const gzip =
      COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      // Read per request: `npm start` may rebuild dist/ while the server runs.
      ...headersFor(readHeadersFile(base), path),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Hashed assets never change; the shell and the service worker must always be revalidated.
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'accept-encoding',
    });
    if (gzip) res.end(gzipOf(file));
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
