// Subresource Integrity in the built index.html: `integrity` on the tags that load the entry, its
// stylesheet and module preloads, and an import map whose `integrity` section covers every chunk,
// so the chunks a page imports later (dynamic imports, the preloads Vite adds for them) are checked
// as well (Chromium 127+).
export { inlineScripts, inlineStyles, sriHash } from './inline-html.mjs';

/** The text of the import map that pins each URL to its hash (URLs sorted, for stable builds). */
export function importMapText(integrity: ReadonlyMap<string, string>): string {
  const entries = [...integrity].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({ integrity: Object.fromEntries(entries) });
}

// `<script … src="…">` and `<link … href="…">`: the attribute holding the URL, captured.
const LOADING_TAG = /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/g;

/** Gives every script, modulepreload and stylesheet tag whose URL has a hash its `integrity`. */
export function addIntegrityAttributes(
  html: string,
  integrity: ReadonlyMap<string, string>,
): string {
  return html.replace(
    LOADING_TAG,
    (tag, name: string, before: string, attr, url: string, after) => {
      const hash = integrity.get(url);
      if (!hash || /\sintegrity=/.test(tag)) return tag;
      if (name === 'link' && !/\srel="(modulepreload|stylesheet)"/.test(tag)) return tag;
      const end = after.endsWith('/') ? after.slice(0, -1).trimEnd() : after;
      const close = after.endsWith('/') ? ' />' : '>';
      return `<${name}${before} ${attr}="${url}"${end} integrity="${hash}"${close}`;
    },
  );
}

// The marker comment in index.html where the policy and the import map go.
const MARKER = /<!--\s*countersign:security\b[\s\S]*?-->/;

/** Escapes a value for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/**
 * Puts the <meta> policy and the inline import map where index.html's marker comment is (before
 * any script, as an import map must be); throws when the marker is missing, since a build without
 * them would ship unchecked chunks.
 */
export function insertSecurityHead(html: string, metaPolicy: string, importMap: string): string {
  if (!MARKER.test(html)) throw new Error('index.html has no <!-- countersign:security --> marker');
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${attribute(metaPolicy)}" />\n` +
    `    <script type="importmap">${importMap}</script>`;
  return html.replace(MARKER, () => tags);
}
