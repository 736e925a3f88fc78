// What the build writes into index.html's head so that the first paint needs no request besides the
// page and its entry: the entry's stylesheet inline, the SVG icon as a data: URI.
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { detachEntryCss, insertStyle } from '../../../scripts/vite/inline-entry-stylesheet';
import { inlineIconLink, svgDataUri } from '../../../scripts/vite/inline-favicon';
import { inlineStyles } from '../../../scripts/vite/html-integrity';

/** A chunk of the bundle with the one field these steps read besides its kind. */
function chunk(isEntry: boolean, css: string[]): OutputChunk {
  return { type: 'chunk', isEntry, viteMetadata: { importedCss: new Set(css) } } as never;
}

describe('the entry stylesheet', () => {
  it('detaches only the entry chunks’ own CSS, so that neither index.html nor lazy imports link it', () => {
    const entry = chunk(true, ['assets/index-a.css']);
    const lazy = chunk(false, ['assets/lazy-b.css']);
    const bundle = { 'index.js': entry, 'lazy.js': lazy } as unknown as OutputBundle;
    expect(detachEntryCss(bundle)).toEqual(['assets/index-a.css']);
    expect([...entry.viteMetadata!.importedCss]).toEqual([]);
    expect([...lazy.viteMetadata!.importedCss]).toEqual(['assets/lazy-b.css']);
    const asset = { type: 'asset' } as OutputAsset;
    expect(detachEntryCss({ 'x.css': asset } as unknown as OutputBundle)).toEqual([]);
  });

  it('goes into the head as a <style> the security plugin finds', () => {
    const html = insertStyle('<html><head><title>x</title></head><body></body></html>', 'p{x:1}');
    expect(html).toContain('<style>p{x:1}</style>\n  </head>');
    expect(inlineStyles(html)).toEqual(['p{x:1}']);
  });

  it('refuses text that would end the element early, and a page without a head', () => {
    expect(() => insertStyle('<head></head>', 'a{content:"</style><script>"}')).toThrow(/<\/style/);
    expect(() => insertStyle('<body></body>', 'p{}')).toThrow(/no <\/head>/);
  });
});

describe('the SVG icon', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg">\n  <path fill="#0b6049" d="M0 0"/>\n</svg>\n';

  it('becomes a data: URI that decodes to the same picture', () => {
    const uri = svgDataUri(svg);
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(uri).not.toMatch(/["#<>]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#0b6049" d="M0 0"/></svg>',
    );
  });

  it('replaces the href of the SVG icon link only', () => {
    const html =
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n<link rel="icon" href="/icons/icon-32.png" />';
    const out = inlineIconLink(html, '/favicon.svg', 'data:image/svg+xml,x');
    expect(out).toContain('<link rel="icon" href="data:image/svg+xml,x" type="image/svg+xml" />');
    expect(out).toContain('<link rel="icon" href="/icons/icon-32.png" />');
    expect(() => inlineIconLink('<head></head>', '/favicon.svg', 'data:,')).toThrow(/no icon/);
  });
});
