// The entry's stylesheet goes into index.html as a <style>. Linked, it was a render-blocking request
// that took the document's open connection, so the entry had to open another (on a phone's slow
// link a handshake and a slow start more), and its ~4 KB shared the link with the entry.
//
// Two steps: before Vite writes index.html and the lazy chunks' preload lists, the entry chunk's
// CSS is detached from it (else index.html would link it, and every lazy import that reaches the
// entry chunk would load it again as a <link>); after, its text goes into index.html's head and
// the file is no longer emitted. The security plugin allows the <style> by its hash.
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** Inserts `css` as a `<style>` just before `</head>`; throws on text that could end it early. */
export function insertStyle(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('a stylesheet containing "</style" cannot be inlined');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', () => `<style>${css}</style>\n  </head>`);
}

/** Removes the entry chunks' own CSS from `bundle`'s chunk metadata; returns those file names. */
export function detachEntryCss(bundle: OutputBundle): string[] {
  const detached: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.isEntry) continue;
    const css = file.viteMetadata?.importedCss;
    if (!css) continue;
    detached.push(...css);
    css.clear();
  }
  return detached;
}

/** The two build plugins (see the file comment); list them before the security plugin. */
export function inlineEntryStylesheet(): Plugin[] {
  let detached: string[] = [];
  return [
    {
      name: 'countersign:detach-entry-css',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          detached = detachEntryCss(bundle);
        },
      },
    },
    {
      name: 'countersign:inline-entry-css',
      apply: 'build',
      enforce: 'post',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const html = bundle['index.html'];
          if (!html || html.type !== 'asset') throw new Error('the build emitted no index.html');
          let page = String(html.source);
          for (const fileName of detached) {
            const css = bundle[fileName];
            if (css?.type !== 'asset')
              throw new Error(`the entry's stylesheet ${fileName} is gone`);
            page = insertStyle(page, String(css.source));
            delete bundle[fileName];
          }
          html.source = page;
        },
      },
    },
  ];
}
