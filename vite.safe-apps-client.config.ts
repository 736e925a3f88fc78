// Library build of the app-side Safe Apps client (src/safe-apps/client) for third-party apps: one
// ES module in dist-safe-apps-client/, self-contained (its few viem helpers are bundled). Separate
// from vite.config.ts so that the app's build, chunks and first route are untouched.
import { defineConfig } from 'vite';

export default defineConfig({
  // No index.html, no public/ copy, no PWA: a library only.
  publicDir: false,
  build: {
    outDir: 'dist-safe-apps-client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: 'src/safe-apps/client/index.ts',
      formats: ['es'],
      fileName: () => 'safe-apps-client.js',
    },
  },
});
