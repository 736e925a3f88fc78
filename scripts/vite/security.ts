// Build plugin for the app's security headers: hashes every emitted script chunk, writes the
// integrity into index.html (tags + import map), puts the Content-Security-Policy in a <meta>
// fallback and in `_headers` for static hosts, and sends `_headers` from `vite preview`. The
// service worker's precache manifest gets the same hashes through `precacheIntegrity`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';
import {
  contentSecurityPolicyDirectives,
  formatPolicy,
  metaDirectives,
  type ContentSecurityPolicyOptions,
} from './content-security-policy.ts';
import { formatHeadersFile, headersFor, readHeadersFile } from './headers-file.mjs';
import {
  addIntegrityAttributes,
  importMapText,
  inlineScripts,
  inlineStyles,
  insertSecurityHead,
  sriHash,
} from './html-integrity.ts';

/** The plugin, plus the precache manifest transform that shares its output folder. */
export type SecurityHeadersPlugin = Plugin & { precacheIntegrity: ManifestTransform };

/** The policy's inputs from the build's VITE_ variables. */
export function policyOptionsFromEnv(
  env: Record<string, string>,
  defaultGatewayUrl: string,
): Omit<ContentSecurityPolicyOptions, 'inlineScriptHashes' | 'inlineStyleHashes'> {
  return {
    gatewayUrl: env.VITE_GATEWAY_URL || defaultGatewayUrl,
    devnet: env.VITE_DEVNET === 'true',
  };
}

/** Security headers, SRI and the CSP for one build (see the file comment). */
export function securityHeaders(defaultGatewayUrl: string): SecurityHeadersPlugin {
  let outDir = 'dist';
  let base = '/';
  let policy = policyOptionsFromEnv({}, defaultGatewayUrl);
  return {
    name: 'countersign:security-headers',
    // The build writes the files; `vite preview` sends _headers (preview resolves as `serve`).
    apply: (_config, { command, isPreview }) => command === 'build' || isPreview === true,
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      // config.env holds the VITE_ variables of .env files and of the environment.
      policy = policyOptionsFromEnv(config.env as Record<string, string>, defaultGatewayUrl);
    },
    generateBundle: {
      // Last, so that every chunk's code is final when it is hashed.
      order: 'post',
      handler(_options, bundle) {
        const integrity = new Map<string, string>();
        const stylesheets = new Map<string, string>();
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') integrity.set(base + file.fileName, sriHash(file.code));
          else if (file.fileName.endsWith('.css'))
            stylesheets.set(base + file.fileName, sriHash(file.source));
        }
        const importMap = importMapText(integrity);
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') throw new Error('the build emitted no index.html');
        const directives = contentSecurityPolicyDirectives({
          ...policy,
          // The import map and the first-load preloads (first-load-preloads.ts), by their hashes.
          inlineScriptHashes: [importMap, ...inlineScripts(String(html.source))].map((code) =>
            sriHash(code),
          ),
          // The entry's stylesheet, inlined (inline-entry-stylesheet.ts), by its hash only.
          inlineStyleHashes: inlineStyles(String(html.source)).map((css) => sriHash(css)),
        });
        html.source = insertSecurityHead(
          addIntegrityAttributes(String(html.source), new Map([...integrity, ...stylesheets])),
          formatPolicy(metaDirectives(directives)),
          importMap,
        );
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: formatHeadersFile([
            {
              path: '/*',
              headers: [
                ['Content-Security-Policy', formatPolicy(directives)],
                ['X-Content-Type-Options', 'nosniff'],
              ],
            },
          ]),
        });
      },
    },
    configurePreviewServer(server) {
      const rules = readHeadersFile(outDir);
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://preview');
        for (const [name, value] of Object.entries(headersFor(rules, pathname)))
          response.setHeader(name, value);
        next();
      });
    },
    precacheIntegrity: async (entries) => ({
      manifest: entries.map((entry) => ({
        ...entry,
        integrity: sriHash(readFileSync(join(outDir, entry.url.replace(/^\//, '')))),
      })),
      warnings: [],
    }),
  };
}
