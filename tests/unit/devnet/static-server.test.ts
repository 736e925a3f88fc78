// The devnet's static server: compressed text as real hosts send it (brotli once made, gzip until
// then), raw bytes otherwise, the SPA fallback, and a rebuilt file never served from an old
// compressed copy.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../devnet/static-server';

let root: string;
let app: Awaited<ReturnType<typeof serveStatic>>;

/** GET `path` with the given Accept-Encoding: status, headers and the raw body bytes. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${app.url}${path}`, {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'countersign-static-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'app.js'), 'console.log("first build");'.repeat(50));
  writeFileSync(join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = await serveStatic(root, 0);
});
afterAll(() => {
  app.server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('sends text brotli-compressed once made, to a browser that accepts brotli', async () => {
    await app.precompressed;
    const brotli = await get('/app.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(
      'console.log("first build");'.repeat(50),
    );
  });

  it('sends text gzip-compressed to a browser that accepts it, and raw to one that does not', async () => {
    const zipped = await get('/app.js', 'gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.body).toString()).toBe('console.log("first build");'.repeat(50));
    expect(zipped.body.length).toBeLessThan(200);
    const raw = await get('/app.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe('console.log("first build");'.repeat(50));
  });

  it('never compresses images, and answers client routes with the shell', async () => {
    expect((await get('/icon.png', 'gzip')).headers['content-encoding']).toBeUndefined();
    const route = await get('/transactions/queue', 'gzip');
    expect(gunzipSync(route.body).toString()).toContain('<title>app</title>');
  });

  it('serves a rebuilt file, not its old compressed copy', async () => {
    await get('/app.js', 'gzip');
    writeFileSync(join(root, 'app.js'), 'console.log("second build");');
    // A rebuild in the same millisecond would keep the old mtime: make the change visible.
    utimesSync(join(root, 'app.js'), new Date(), new Date(Date.now() + 5_000));
    expect(gunzipSync((await get('/app.js', 'gzip')).body).toString()).toBe(
      'console.log("second build");',
    );
    // The old brotli body is not sent either: gzip until the new one is made, then the new one.
    const first = await get('/app.js', 'br, gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe('console.log("second build");');
    await expect
      .poll(async () => (await get('/app.js', 'br, gzip')).headers['content-encoding'])
      .toBe('br');
    expect(brotliDecompressSync((await get('/app.js', 'br')).body).toString()).toBe(
      'console.log("second build");',
    );
  });
});
