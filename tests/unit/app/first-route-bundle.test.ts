// The wallet connection is loaded on demand: the first route's chunks (the entry, its static
// imports and the /welcome screen, as scripts/bench.mjs counts them) carry no WalletConnect code,
// and WalletConnect's own modal (Reown AppKit) is not built at all. Needs a build (`npm run build`);
// skipped without one.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
const MANIFEST = join(DIST, '.vite/manifest.json');
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** A string only the WalletConnect provider package contains (its storage key prefix). */
const WALLETCONNECT_MARK = 'wc@2:ethereum_provider';

describe.skipIf(!existsSync(MANIFEST))('first route bundle', () => {
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

  it('has no WalletConnect code in the first route, which is built elsewhere', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const first = closure(entry);
    closure('src/features/welcome/WelcomeScreen.tsx', first);
    const firstFiles = [...first].map((key) => manifest[key]!.file);
    for (const file of firstFiles)
      expect(text(file).includes(WALLETCONNECT_MARK), file).toBe(false);
    // The check can fail: the mark is in a lazily loaded chunk.
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(all.some((name) => text(join('assets', name)).includes(WALLETCONNECT_MARK))).toBe(true);
  });

  it('does not build WalletConnect’s own QR modal', () => {
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(all.some((name) => name.startsWith('w3m-modal'))).toBe(false);
  });

  it('renders the queue without the review’s chain-state code, which loads after the list', () => {
    // `getThreshold` is in the chain reads' ABI only; the queue's static closure must not hold it.
    const queue = closure('src/features/queue/QueueScreen.tsx');
    expect(queue.size).toBeGreaterThan(0);
    for (const key of queue) {
      expect(text(manifest[key]!.file).includes('getThreshold'), manifest[key]!.file).toBe(false);
    }
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(all.some((name) => text(join('assets', name)).includes('getThreshold'))).toBe(true);
  });
});
