import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
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

/** Types sent compressed when the browser accepts it, as every real static host does. */
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

/** A file's compressed bodies, kept while the file is unchanged (a rebuild replaces them). */
interface Compressed {
  mtimeMs: number;
  size: number;
  gzip?: Buffer;
  /** Brotli at its highest quality, made in the background: too slow to make per request. */
  br?: Buffer;
  brPending?: Promise<void>;
}
const compressed = new Map<string, Compressed>();

function entryOf(file: string): Compressed {
  const { mtimeMs, size } = statSync(file);
  const cached = compressed.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
  const fresh: Compressed = { mtimeMs, size };
  compressed.set(file, fresh);
  return fresh;
}

/** Starts (once per file version) the brotli body of `file`; resolves when it is there. */
function brotliOf(file: string): Promise<void> {
  const entry = entryOf(file);
  entry.brPending ??= readFile(file)
    .then(
      (bytes) =>
        new Promise<void>((done) => {
          const params = {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          };
          brotliCompress(bytes, { params }, (error, body) => {
            if (!error) entry.br = body;
            done();
          });
        }),
    )
    .catch(() => undefined);
  return entry.brPending;
}

/** Every compressible file under `dir`. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return compressibleFiles(path);
    return COMPRESSIBLE.has(extname(item.name)) ? [path] : [];
  });
}

/** The compressed body to send and its encoding: brotli once made, else gzip; null: send raw. */
function compressedBody(
  file: string,
  accepted: string,
): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  if (!COMPRESSIBLE.has(extname(file))) return null;
  const entry = entryOf(file);
  if (/\bbr\b/.test(accepted)) {
    if (entry.br) return { encoding: 'br', body: entry.br };
    void brotliOf(file);
  }
  if (!/\bgzip\b/.test(accepted)) return null;
  entry.gzip ??= gzipSync(readFileSync(file));
  return { encoding: 'gzip', body: entry.gzip };
}

/**
 * Serve a built SPA from `root` on 127.0.0.1 with an index.html fallback for client routes and the
 * headers the build wrote to `<root>/_headers` (Content-Security-Policy…). Brotli bodies are made in
 * the background, one file at a time; until a file's is made it goes gzip. `precompressed` settles
 * once every file present at start has its brotli body (a benchmark waits for it).
 */
export async function serveStatic(
  root: string,
  port: number,
): Promise<{ url: string; server: Server; precompressed: Promise<void> }> {
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
    const compressedFile = compressedBody(file, req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      // Read per request: `npm start` may rebuild dist/ while the server runs.
      ...headersFor(readHeadersFile(base), path),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Hashed assets never change; the shell and the service worker must always be revalidated.
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compressedFile ? { 'content-encoding': compressedFile.encoding } : {}),
      vary: 'accept-encoding',
    });
    if (compressedFile) res.end(compressedFile.body);
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  const precompressed = compressibleFiles(base).reduce(
    (previous, file) => previous.then(() => brotliOf(file)),
    Promise.resolve(),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    precompressed,
  };
}
