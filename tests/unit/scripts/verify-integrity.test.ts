// The CI integrity check over a small build written the way the build plugin writes one (under
// .tmp/, git-ignored): it passes as built and names each file whose bytes no longer match.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicyDirectives,
  formatPolicy,
  metaDirectives,
} from '../../../scripts/vite/content-security-policy';
import { formatHeadersFile } from '../../../scripts/vite/headers-file.mjs';
import {
  addIntegrityAttributes,
  importMapText,
  insertSecurityHead,
  sriHash,
} from '../../../scripts/vite/html-integrity';
import { verifyBuild } from '../../../scripts/verify-integrity.mjs';

const FILES: Record<string, string> = {
  'assets/index-a.js': 'import("./lazy-b.js")',
  'assets/lazy-b.js': 'export const b = 1',
  'assets/index-c.css': 'body{margin:0}',
};

let dir = '';

/** The entry's stylesheet as the build inlines it. */
const INLINE_CSS = ':root{color:black}';

/** The first-load preloads' inline script as the build writes it (its text only matters here). */
const INLINE_SCRIPT = '(function(plan){})({})';

/** Writes a build: assets, index.html with its integrity, _headers and sw.js's precache manifest. */
function writeBuild(
  options: { policyHash?: string; styleHash?: string; scriptHash?: string } = {},
): void {
  for (const [name, content] of Object.entries(FILES)) writeFileSync(join(dir, name), content);
  const scripts = new Map(
    Object.entries(FILES)
      .filter(([name]) => name.endsWith('.js'))
      .map(([name, content]) => [`/${name}`, sriHash(content)]),
  );
  const map = importMapText(scripts);
  const directives = contentSecurityPolicyDirectives({
    gatewayUrl: 'https://gateway.example',
    inlineScriptHashes: [
      options.policyHash ?? sriHash(map),
      options.scriptHash ?? sriHash(INLINE_SCRIPT),
    ],
    inlineStyleHashes: [options.styleHash ?? sriHash(INLINE_CSS)],
  });
  const html = insertSecurityHead(
    addIntegrityAttributes(
      `<head>\n<!-- countersign:security -->\n<script type="module" src="/assets/index-a.js"></script>\n<script type="module" async>${INLINE_SCRIPT}</script>\n<link rel="stylesheet" href="/assets/index-c.css">\n<style>${INLINE_CSS}</style>\n</head>`,
      new Map([...scripts, ['/assets/index-c.css', sriHash(FILES['assets/index-c.css']!)]]),
    ),
    formatPolicy(metaDirectives(directives)),
    map,
  );
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(
    join(dir, '_headers'),
    formatHeadersFile([
      { path: '/*', headers: [['Content-Security-Policy', formatPolicy(directives)]] },
    ]),
  );
  const precache = ['index.html', ...Object.keys(FILES)].map((url) => ({
    integrity: sriHash(url === 'index.html' ? html : FILES[url]!),
    revision: null,
    url,
  }));
  writeFileSync(join(dir, 'sw.js'), `(()=>{install(${JSON.stringify(precache)})})();`);
}

beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(join('.tmp', 'verify-integrity-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('verifyBuild', () => {
  it('finds nothing wrong in a build as written', () => {
    writeBuild();
    expect(verifyBuild(dir)).toEqual([]);
  });

  it('names a lazy chunk changed after the build (import map and precache)', () => {
    writeBuild();
    writeFileSync(join(dir, 'assets/lazy-b.js'), 'export const b = 2');
    const problems = verifyBuild(dir);
    expect(problems).toContainEqual(expect.stringMatching(/^import map: \/assets\/lazy-b\.js is/));
    expect(problems).toContainEqual(expect.stringMatching(/^precache: assets\/lazy-b\.js is/));
    expect(problems).toHaveLength(2);
  });

  it('names the entry and stylesheet tags, a chunk the import map misses, and a stale policy', () => {
    writeBuild({ policyHash: sriHash('another map') });
    writeFileSync(join(dir, 'assets/index-a.js'), 'tampered');
    writeFileSync(join(dir, 'assets/index-c.css'), 'tampered');
    writeFileSync(join(dir, 'assets/extra-d.js'), 'export {}');
    const problems = verifyBuild(dir).join('\n');
    expect(problems).toMatch(/index\.html: \/assets\/index-a\.js is/);
    expect(problems).toMatch(/index\.html: \/assets\/index-c\.css is/);
    expect(problems).toMatch(/\/assets\/extra-d\.js is not pinned/);
    expect(problems).toMatch(/meta: script-src lacks the import map's/);
    expect(problems).toMatch(/_headers: script-src lacks the import map's/);
  });

  it('names an inline script whose text the policy does not allow', () => {
    writeBuild({ scriptHash: sriHash('another script') });
    const problems = verifyBuild(dir).join('\n');
    expect(problems).toMatch(/meta: script-src lacks the inline <script>'s 'sha256-/);
    expect(problems).toMatch(/_headers: script-src lacks the inline <script>'s 'sha256-/);
  });

  it('names an inline stylesheet whose text the policy does not allow', () => {
    writeBuild({ styleHash: sriHash('another stylesheet') });
    const problems = verifyBuild(dir).join('\n');
    expect(problems).toMatch(/meta: style-src lacks the <style>'s 'sha256-/);
    expect(problems).toMatch(/_headers: style-src lacks the <style>'s 'sha256-/);
  });
});
