// The `_headers` file of static hosts (Netlify, Cloudflare Pages): a path pattern on its own line,
// then its headers indented as `Name: value`. The build writes it; our own servers read the same
// file, so every way the app is served sends the same headers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes rules (`[{ path, headers: [[name, value], …] }]`) in the `_headers` format. */
export function formatHeadersFile(rules) {
  return rules
    .map(({ path, headers }) =>
      [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

/** Reads the `_headers` format back into rules; comments (#) and blank lines are skipped. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a path rule: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** True when a `_headers` path pattern (exact, or ending in `*`) matches the URL path. */
function matches(pattern, pathname) {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

/** The headers every matching rule gives `pathname`, later rules overriding earlier ones. */
export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!matches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** The rules of `<root>/_headers`, or none when the build wrote no such file. */
export function readHeadersFile(root) {
  try {
    return parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}
