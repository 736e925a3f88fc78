// What index.html carries inline and how it is hashed, shared by the build (html-integrity.ts) and
// the check of a finished build (scripts/verify-integrity.mjs), which plain Node runs without
// TypeScript: one reading of the page for both, so the check cannot drift from what the build wrote.
import { createHash } from 'node:crypto';

/** The SRI value (`sha256-…`) of some bytes; also the CSP source of an inline script's text. */
export function sriHash(content) {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}

/** The texts of index.html's inline `<style>` elements, in document order. */
export function inlineStyles(html) {
  return [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css);
}

/** The texts of index.html's inline scripts (`<script>` or `<script type="module" async>`), in order. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(?: type="module" async)?>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => code,
  );
}
