// Types of inline-html.mjs.

/** The SRI value (`sha256-…`) of some bytes; also the CSP source of an inline script's text. */
export function sriHash(content: string | Uint8Array): string;

/** The texts of index.html's inline `<style>` elements, in document order. */
export function inlineStyles(html: string): string[];

/** The texts of index.html's inline scripts (`<script>` or `<script type="module" async>`), in order. */
export function inlineScripts(html: string): string[];
