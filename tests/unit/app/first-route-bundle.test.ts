// The first route stays small and what loads on demand stays off it: the first route's chunks (the
// entry, its static imports and the /welcome screen, as scripts/bench.mjs counts them) are within
// 100 kB gzip and carry no WalletConnect, signed-bundle, UR or QR-decoder code; WalletConnect's own
// modal (Reown AppKit) is not built at all; and what screens load after their first paint
// (moduleAfterPaint, listed in vite.config.ts's AFTER_PAINT_CHUNK) comes without script preloads.
// Needs a build: `npm test` runs it after the build step (FIRST_ROUTE_BUILD=required, where a
// missing build fails); in the unit step it is skipped.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
const MANIFEST = join(DIST, '.vite/manifest.json');
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** Issue 19's budget for the first route's JS, gzip level 9 as the bench measures it. */
const FIRST_ROUTE_BUDGET_BYTES = 100_000;

/** Strings only on-demand code contains, and what each stands for. */
const LAZY_ONLY_MARKS = {
  'wc@2:ethereum_provider': 'WalletConnect',
  'countersign-bundle': 'the signed-bundle format',
  'eth-sign-request': 'the ERC-4527 UR registry',
  zxing: 'the QR decoder',
};

const required = process.env.FIRST_ROUTE_BUILD === 'required';

/** Every .ts/.tsx file under `dir`. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

describe.skipIf(!required && !existsSync(MANIFEST))('first route bundle', () => {
  const manifest = existsSync(MANIFEST)
    ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest)
    : {};
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const text = (file: string) => readFileSync(join(DIST, file), 'utf8');

  const firstRouteFiles = () => {
    expect(existsSync(MANIFEST), 'a build in dist/ (npm run build)').toBe(true);
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const first = closure(entry);
    closure('src/features/welcome/WelcomeScreen.tsx', first);
    return [...first].map((key) => manifest[key]!.file);
  };

  it('keeps the first route within 100 kB gzip', () => {
    const bytes = firstRouteFiles().reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
  });

  it('has no on-demand code in the first route, which is built elsewhere', () => {
    const firstFiles = firstRouteFiles();
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    for (const [mark, what] of Object.entries(LAZY_ONLY_MARKS)) {
      for (const file of firstFiles)
        expect(text(file).includes(mark), `${what} in ${file}`).toBe(false);
      // The check can fail: the mark is in a lazily loaded chunk.
      expect(
        all.some((name) => text(join('assets', name)).includes(mark)),
        `${what} is built`,
      ).toBe(true);
    }
  });

  it('does not build WalletConnect’s own QR modal', () => {
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(all.some((name) => name.startsWith('w3m-modal'))).toBe(false);
  });

  it.each([
    ['the queue', 'src/features/queue/QueueScreen.tsx'],
    ['Home', 'src/features/dashboard/DashboardScreen.tsx'],
  ])('renders %s without the review’s chain-state code, which loads after it', (_, screen) => {
    // `getThreshold` is in the chain reads' ABI only; the screen's static closure must not hold it.
    const statics = closure(screen);
    expect(statics.size).toBeGreaterThan(0);
    for (const key of statics) {
      expect(text(manifest[key]!.file).includes('getThreshold'), manifest[key]!.file).toBe(false);
    }
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(all.some((name) => text(join('assets', name)).includes('getThreshold'))).toBe(true);
  });

  it('loads what screens load after their first paint without preloading its scripts', () => {
    // Every module a moduleAfterPaint loader in src/ imports: `() => import('./Name')`, or its
    // stages and module through importInStages.
    const afterPaint = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/moduleAfterPaint\(([\s\S]*?)\);\n/g)].flatMap(
        ([, loader]) =>
          [...loader!.matchAll(/import\('(?:[.\w-]+\/)*([\w-]+)'\)/g)].map(([, name]) => name!),
      ),
    );
    expect(afterPaint).toEqual(expect.arrayContaining(['lazy-interface', 'RowVerdictView']));
    expect(afterPaint.length).toBeGreaterThanOrEqual(7);
    const chunks = readdirSync(join(DIST, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => text(join('assets', name)));
    /** The files Vite's preload helper fetches where `name`'s chunk is imported. */
    const preloadOf = (name: string) => {
      const call = new RegExp(
        `import\\(\`\\./${name}-[\\w-]+\\.js\`\\)(?:\\.then\\([^)]*\\))?,([^)]*\\))`,
      );
      for (const chunk of chunks) {
        const deps = call.exec(chunk)?.[1];
        if (deps === undefined) continue;
        if (deps === '[])') return [];
        // `__vite__mapDeps([0,2])`: indexes into the list the importing chunk declares.
        const listed = /m\.f=(\[[^\]]*\])/.exec(chunk)?.[1];
        const files = JSON.parse(listed ?? '[]') as string[];
        return [...deps.matchAll(/\d+/g)].map(([index]) => files[Number(index)]);
      }
      return undefined;
    };
    // A stylesheet it shares with the screen may be listed (the helper skips one already in the
    // page); a script never.
    for (const name of afterPaint)
      expect(
        preloadOf(name)?.filter((file) => !file?.endsWith('.css')),
        name,
      ).toEqual([]);
    // The check can fail: the header bar, loaded at once, preloads its scripts.
    expect(preloadOf('HeaderBar')?.some((file) => file?.endsWith('.js'))).toBe(true);
  });
});
