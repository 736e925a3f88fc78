// Builds the devnet's second-origin demo apps with vite's build API (app mode, one HTML entry per
// app, no inline scripts) into a folder, then writes each app's manifest.json and icon.svg from
// the catalog. Separate from the app's vite.config.ts: no PWA, nothing of the app's build changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { ORIGIN_APPS, originAppIcon, originAppManifest } from './catalog';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Builds every app of {@link ORIGIN_APPS} into `outDir/<slug>/` (assets in `outDir/assets/`). */
export async function buildOriginApps(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    base: '/',
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // No inline data: URLs for assets (a CSP without data: still loads everything).
      assetsInlineLimit: 0,
      // The apps share a chunk (the client); they need no modulepreload polyfill.
      modulePreload: false,
      rollupOptions: {
        output: { chunkFileNames: 'assets/shared-[hash].js' },
        input: Object.fromEntries(
          ORIGIN_APPS.map((app) => [app.slug, join(root, app.slug, 'index.html')]),
        ),
      },
    },
  });
  for (const app of ORIGIN_APPS) {
    const folder = join(outDir, app.slug);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(originAppManifest(app), null, 2));
    writeFileSync(join(folder, 'icon.svg'), originAppIcon(app));
  }
}
