// The build step that writes the first-load preloads into index.html: each everyday screen's plan is
// its chunk, the first requests' chunk and what they import statically (the entry excepted), with
// their stylesheets; the script goes right after the entry's tag and cannot end its element early.
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  firstLoadPlan,
  firstLoadScript,
  insertAfterEntry,
} from '../../../scripts/vite/first-load-preloads';

/** A chunk with the fields the plan reads. */
function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css) },
  } as never;
}

const ROOT = '/repo';
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-a.js', ['/repo/src/main.tsx'], [], [], true),
    chunk(
      'assets/Queue-b.js',
      ['/repo/src/features/queue/QueueScreen.tsx'],
      ['assets/shell-c.js', 'assets/index-a.js'],
    ),
    chunk(
      'assets/shell-c.js',
      ['/repo/src/features/shared/RequireSafe.tsx'],
      ['assets/rows-d.js'],
      ['assets/rows-d.css'],
    ),
    chunk(
      'assets/rows-d.js',
      ['/repo/src/features/shared/transactions/TransactionRow.tsx'],
      ['assets/shell-c.js'],
    ),
    chunk('assets/first-e.js', [
      '/repo/src/app/firstSafeRequests.ts',
      '/repo/src/query/options/safe.ts',
    ]),
    chunk('assets/Other-f.js', ['/repo/src/features/other/Other.tsx']),
  ].map((file) => [file.fileName, file]),
) as unknown as OutputBundle;

describe('the first-load plan', () => {
  it('lists a screen’s chunk, the first requests’ chunk and their static imports, not the entry', () => {
    const plan = firstLoadPlan(
      BUNDLE,
      { root: ROOT, base: '/' },
      {
        gatewayUrl: 'https://gateway.example',
        screens: {
          '/transactions/queue': { module: 'src/features/queue/QueueScreen.tsx', data: 'queue' },
        },
        firstRequests: 'src/app/firstSafeRequests.ts',
        shortNames: { gno: '100' },
      },
    );
    expect(plan.routes).toEqual({
      '/transactions/queue': {
        modules: [
          '/assets/Queue-b.js',
          '/assets/shell-c.js',
          '/assets/rows-d.js',
          '/assets/first-e.js',
        ],
        styles: ['/assets/rows-d.css'],
        data: 'queue',
      },
    });
    expect(plan).toMatchObject({
      gatewayUrl: 'https://gateway.example',
      shortNames: { gno: '100' },
    });
  });

  it('fails the build when a screen it was told about has no chunk', () => {
    expect(() =>
      firstLoadPlan(
        BUNDLE,
        { root: ROOT, base: '/' },
        {
          gatewayUrl: 'https://gateway.example',
          screens: { '/home': { module: 'src/features/dashboard/Gone.tsx', data: 'home' } },
          firstRequests: 'src/app/firstSafeRequests.ts',
          shortNames: {},
        },
      ),
    ).toThrow(/no chunk of src\/features\/dashboard\/Gone\.tsx/);
  });
});

describe('the inline script', () => {
  it('carries the plan with every "<" escaped, so no value can close the element', () => {
    const script = firstLoadScript({
      gatewayUrl: 'https://x</script><script>alert(1)//',
      routes: {},
      shortNames: {},
      overrideKey: 'k',
    });
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toMatch(/^\(function preloadFirstLoad\(plan\)/);
  });

  it('goes right after the entry’s tag, and never with text that ends it', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<style>p{}</style></head>';
    expect(insertAfterEntry(html, 'go()')).toBe(
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n    <script type="module" async>go()</script>\n<style>p{}</style></head>',
    );
    expect(() => insertAfterEntry(html, 'a("</script>")')).toThrow(/<\/script/);
    expect(() => insertAfterEntry('<head></head>', 'go()')).toThrow(/no entry/);
  });
});
