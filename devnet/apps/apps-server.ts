// The devnet's second origin for Safe Apps: a loopback static server over the built demo apps
// (build.ts), so a host's origin checks meet an app that is not on the gateway's origin. Every
// answer allows any origin to read it (a host reads manifest.json cross-origin) and carries a CSP
// without 'unsafe-inline'; the DOMAIN_ALLOWLIST app may be framed only by the Countersign app.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { buildOriginApps } from './build';
import { ORIGIN_APPS } from './catalog';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

/** Options of {@link startAppsServer}. */
export interface AppsServerOptions {
  /** Port on 127.0.0.1 (0 = any free port). */
  port?: number;
  /** The Countersign app's URL: the one origin allowed to frame the DOMAIN_ALLOWLIST app. */
  appUrl?: string | null;
}

/** A running apps server. */
export interface AppsServer {
  url: string;
  server: Server;
  /** Stop serving and delete the built apps. */
  close(): Promise<void>;
}

/** The CSP of a page: own scripts and styles only; framing limited for allowlisted apps. */
function contentSecurityPolicy(slug: string | undefined, appUrl: string | null): string {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
  ];
  const app = ORIGIN_APPS.find((candidate) => candidate.slug === slug);
  if (app?.allowlisted)
    policy.push(`frame-ancestors ${appUrl ? new URL(appUrl).origin : "'none'"}`);
  return policy.join('; ');
}

/** Builds the demo apps into a temporary folder and serves them on loopback. */
export async function startAppsServer(options: AppsServerOptions = {}): Promise<AppsServer> {
  const root = mkdtempSync(join(tmpdir(), 'countersign-devnet-apps-'));
  try {
    await buildOriginApps(root);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const appUrl = options.appUrl ?? null;
  const server = createServer((req, res) => {
    void (async () => {
      const headers: Record<string, string> = {
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      };
      let path: string;
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        res.writeHead(400, headers).end();
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, OPTIONS' }).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, headers).end();
        return;
      }
      // `/<slug>` and `/<slug>/` are the app's page (hosts list apps without a trailing slash).
      const slug = path.split('/')[1];
      const isPage = /^\/[a-z-]+\/?$/.test(path);
      const file = normalize(join(root, isPage ? join(path, 'index.html') : path));
      if (!file.startsWith(root + sep)) {
        res.writeHead(403, headers).end();
        return;
      }
      try {
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        const body = await readFile(file);
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        if (type.startsWith('text/html')) {
          headers['content-security-policy'] = contentSecurityPolicy(slug, appUrl);
        }
        res.writeHead(200, { ...headers, 'content-type': type });
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch {
        res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('Not found');
      }
    })();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
