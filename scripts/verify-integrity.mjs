#!/usr/bin/env node
// Checks a build's Subresource Integrity against its files (a step of `npm test`): every script
// chunk is pinned in index.html's import map, every `integrity` in index.html and in the service
// worker's precache manifest matches the file's bytes, and the Content-Security-Policy (header file
// and <meta>) allows the inline import map, the inline scripts and the inline stylesheet by their
// hashes and nothing inline besides.
// Usage: node scripts/verify-integrity.mjs [dist]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFor, readHeadersFile } from './vite/headers-file.mjs';
import { inlineScripts, inlineStyles, sriHash } from './vite/inline-html.mjs';

/** Compares a claimed hash with the file a root-relative URL names; returns a problem or null. */
function checkFile(dir, url, claimed, where) {
  const file = join(dir, url.replace(/^\//, ''));
  if (!existsSync(file)) return `${where}: ${url} names no built file`;
  const actual = sriHash(readFileSync(file));
  return actual === claimed ? null : `${where}: ${url} is ${actual}, not ${claimed}`;
}

/** The sources of one directive of a policy, or null when it has none. */
function directiveSources(policy, directiveName) {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directiveName);
  return directive ? directive.slice(1) : null;
}

/**
 * Problems with one policy text: inline allowances, a missing hash of the import map, of an inline
 * script (the first-load preloads) or of the inline style.
 */
function checkPolicy(policy, { importMapHash, scriptHashes, styleHashes }, where) {
  const problems = [];
  if (/'unsafe-(inline|eval)'/.test(policy)) problems.push(`${where}: allows 'unsafe-…'`);
  const sources = directiveSources(policy, 'script-src');
  if (!sources) problems.push(`${where}: no script-src`);
  else {
    if (!sources.includes(`'${importMapHash}'`))
      problems.push(`${where}: script-src lacks the import map's '${importMapHash}'`);
    for (const hash of scriptHashes)
      if (!sources.includes(`'${hash}'`))
        problems.push(`${where}: script-src lacks the inline <script>'s '${hash}'`);
  }
  const styles = directiveSources(policy, 'style-src') ?? [];
  for (const hash of styleHashes)
    if (!styles.includes(`'${hash}'`))
      problems.push(`${where}: style-src lacks the <style>'s '${hash}'`);
  return problems;
}

/** The precache entries ({url, revision, integrity}) injected into sw.js. */
function precacheEntries(swSource) {
  return [...swSource.matchAll(/\{"integrity":[^{}]*\}|\{[^{}]*"revision":[^{}]*\}/g)].map(
    ([json]) => JSON.parse(json),
  );
}

/** Every problem found in the build in `dir` (empty: all hashes hold). */
export function verifyBuild(dir) {
  const problems = [];
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const mapText = html.match(/<script type="importmap">([^<]*)<\/script>/)?.[1];
  if (mapText === undefined) return ['index.html: no import map'];
  const pinned = JSON.parse(mapText).integrity ?? {};
  for (const [url, hash] of Object.entries(pinned))
    problems.push(checkFile(dir, url, hash, 'import map'));

  const assets = existsSync(join(dir, 'assets')) ? readdirSync(join(dir, 'assets')) : [];
  for (const name of assets.filter((file) => file.endsWith('.js')))
    if (!(`/assets/${name}` in pinned)) problems.push(`import map: /assets/${name} is not pinned`);

  for (const [, url, hash] of html.matchAll(/\s(?:src|href)="([^"]+)"[^>]*\sintegrity="([^"]+)"/g))
    problems.push(checkFile(dir, url, hash, 'index.html'));
  for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g))
    if (!/\sintegrity="/.test(tag)) problems.push(`index.html: ${tag} has no integrity`);

  const importMapHash = sriHash(mapText);
  // The inline stylesheet is allowed by its hash alone: the page's text must hash to it.
  const styleHashes = inlineStyles(html).map(sriHash);
  // So must every inline script be (a page that refused it would lose its preloads quietly).
  const scriptHashes = inlineScripts(html).map(sriHash);
  const inline = { importMapHash, scriptHashes, styleHashes };
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  if (meta) problems.push(...checkPolicy(meta.replaceAll('&quot;', '"'), inline, 'meta'));
  else problems.push('index.html: no <meta> Content-Security-Policy');
  const header = headersFor(readHeadersFile(dir), '/')['content-security-policy'];
  if (header) problems.push(...checkPolicy(header, inline, '_headers'));
  else problems.push('_headers: no Content-Security-Policy for /');

  const entries = precacheEntries(readFileSync(join(dir, 'sw.js'), 'utf8'));
  if (entries.length === 0) problems.push('sw.js: no precache manifest found');
  for (const entry of entries) {
    if (!entry.integrity) problems.push(`precache: ${entry.url} has no integrity`);
    else problems.push(checkFile(dir, entry.url, entry.integrity, 'precache'));
  }
  return problems.filter((problem) => problem !== null);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const problems = verifyBuild(dir);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.info(`${dir}: every script chunk, stylesheet and precache entry matches its integrity`);
}
