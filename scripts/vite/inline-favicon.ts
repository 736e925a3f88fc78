// The SVG favicon as a data: URI in index.html. Chromium fetched /favicon.svg while the page loaded,
// beside the entry, and on a phone's slow link every request in flight slows the others; written
// into the page, the icon costs no request (the 32 px PNG stays linked for browsers without SVG
// icons, and Chromium, having the SVG, does not fetch it).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** `svg` as a `data:image/svg+xml,…` URI, percent-encoding only what a URI or an attribute needs. */
export function svgDataUri(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  const encoded = compact.replace(/[%#<>&"{}|\\^`\u0080-\uffff]/g, (char) =>
    encodeURIComponent(char),
  );
  return `data:image/svg+xml,${encoded}`;
}

/** Replaces the `href` of `<link rel="icon" href="{iconPath}">` with the icon's data URI. */
export function inlineIconLink(html: string, iconPath: string, dataUri: string): string {
  const tag = new RegExp(`(<link\\b[^>]*\\srel="icon"[^>]*\\shref=")${iconPath}(")`);
  if (!tag.test(html)) throw new Error(`index.html links no icon ${iconPath}`);
  return html.replace(tag, (_match, before: string, after: string) => before + dataUri + after);
}

/** Vite plugin: index.html's `<link rel="icon" href="/favicon.svg">` gets the file's data URI. */
export function inlineFavicon(svgFile: URL, iconPath = '/favicon.svg'): Plugin {
  return {
    name: 'countersign:inline-favicon',
    transformIndexHtml: (html) =>
      inlineIconLink(html, iconPath, svgDataUri(readFileSync(svgFile, 'utf8'))),
  };
}
