// Build plugin: index.html gets an inline script (src/app/firstLoadPreloads.ts) that, on an everyday
// Safe screen, asks for the screen's chunks and first gateway answers beside the entry instead of
// after it. The plan it carries (each path's chunks and stylesheets, the gateway, the short names)
// is read from this build's bundle. List it before the security plugin, which allows the script by
// its hash.
import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  preloadFirstLoad,
  type FirstLoadPlan,
  type FirstLoadRoute,
} from '../../src/app/firstLoadPreloads.ts';
import { GATEWAY_OVERRIDE_MARK } from '../../src/session/gateway/overrideMark.ts';

/** One everyday screen: its module (relative to the project root) and the data it opens with. */
export interface FirstLoadScreen {
  module: string;
  data: FirstLoadRoute['data'];
}

/** Options of {@link firstLoadPreloads}. */
export interface FirstLoadPreloadsOptions {
  gatewayUrl: string;
  /** Path → screen. */
  screens: Record<string, FirstLoadScreen>;
  /** The module a Safe link's first requests run from (its chunk goes with every screen). */
  firstRequests: string;
  shortNames: Record<string, string>;
}

/** The chunk that holds `module` (its own, or the group chunk it went into), by its path from `root`. */
function chunkOf(bundle: OutputBundle, root: string, module: string): OutputChunk {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    if (file.moduleIds.some((id) => relative(root, id).replaceAll('\\', '/') === module))
      return file;
  }
  throw new Error(`no chunk of ${module} in the bundle`);
}

/** `chunks` and every chunk they import statically, the entry excluded. */
function withStaticImports(bundle: OutputBundle, chunks: OutputChunk[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  chunks.forEach(visit);
  return [...seen.values()];
}

/** This build's plan (see FirstLoadPlan). */
export function firstLoadPlan(
  bundle: OutputBundle,
  { root, base }: { root: string; base: string },
  { gatewayUrl, screens, firstRequests, shortNames }: FirstLoadPreloadsOptions,
): FirstLoadPlan {
  const requests = chunkOf(bundle, root, firstRequests);
  const routes: Record<string, FirstLoadRoute> = {};
  for (const [path, screen] of Object.entries(screens)) {
    const chunks = withStaticImports(bundle, [chunkOf(bundle, root, screen.module), requests]);
    routes[path] = {
      modules: chunks.map((chunk) => base + chunk.fileName),
      styles: [
        ...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
      ].map((css) => base + css),
      data: screen.data,
    };
  }
  return {
    gatewayUrl,
    routes,
    shortNames,
    overrideKey: GATEWAY_OVERRIDE_MARK,
  };
}

/** The inline script's text: the function and its plan (`<` escaped, so no text ends it early). */
export function firstLoadScript(plan: FirstLoadPlan): string {
  const json = JSON.stringify(plan).replaceAll('<', '\\u003c');
  return `(${preloadFirstLoad.toString()})(${json})`;
}

// The entry's <script type="module" … src="…"></script> as Vite writes it.
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/;

/**
 * Puts `script` right after the entry's tag, as an async module: it then runs in a task of its own
 * just after the parser's, not inside it (as a classic script it lengthened the parse task that
 * sends the entry's request: Lighthouse's simulation started the entry ~55 ms later).
 */
export function insertAfterEntry(html: string, script: string): string {
  if (/<\/script/i.test(script)) throw new Error('the preload script contains "</script"');
  if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry <script type="module">');
  return html.replace(
    ENTRY_SCRIPT,
    (tag) => `${tag}\n    <script type="module" async>${script}</script>`,
  );
}

/** The plugin (see the file comment). */
export function firstLoadPreloads(options: FirstLoadPreloadsOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'countersign:first-load-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') throw new Error('the build emitted no index.html');
        const plan = firstLoadPlan(bundle, { root, base }, options);
        html.source = insertAfterEntry(String(html.source), firstLoadScript(plan));
      },
    },
  };
}
