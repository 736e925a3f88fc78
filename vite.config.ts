// Vite build of the app and (through vite-plugin-pwa, injectManifest) of its one service worker.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { DEFAULT_GATEWAY_URL } from './src/gateway/constants.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { securityHeaders } from './scripts/vite/security.ts';
import { inlineFavicon } from './scripts/vite/inline-favicon.ts';
import { inlineEntryStylesheet } from './scripts/vite/inline-entry-stylesheet.ts';
import { firstLoadPreloads } from './scripts/vite/first-load-preloads.ts';
import { ROUTES } from './src/session/routes/links.ts';
import { KNOWN_SHORT_NAMES } from './src/safe/chains/known-short-names.ts';
import { DEVNET_CHAIN_ID, DEVNET_SHORT_NAME } from './src/safe/chains/devnet.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Adds a preconnect to the build's gateway origin: the first gateway calls leave from the entry,
 * and the connection (DNS, TCP, TLS) is then already open instead of one more round trip.
 */
function preconnectGateway(gatewayUrl: string): Plugin {
  const { origin } = new URL(gatewayUrl);
  return {
    name: 'countersign:preconnect-gateway',
    transformIndexHtml: () => [
      // Gateway GETs are anonymous CORS requests: the preconnect must be too, or it is not reused.
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * Inside the Keystone UR registries only: `hdkey` and `@ethereumjs/util` resolve to a stand-in (one
 * helper the app never calls, see registry-eth-unused.ts) and `bs58check` to an ethers version.
 */
function urRegistryStandIns(): Plugin {
  const unused = fileURLToPath(new URL('./src/wallet/qr/registry-eth-unused.ts', import.meta.url));
  const bs58check = fileURLToPath(new URL('./src/wallet/qr/bs58check.ts', import.meta.url));
  return {
    name: 'countersign:ur-registry-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('bc-ur-registry')) return null;
      if (source === 'bs58check') return bs58check;
      return source === 'hdkey' || source === '@ethereumjs/util' ? unused : null;
    },
  };
}

// CSP and Subresource Integrity (scripts/vite/security.ts); its hashes also go to the precache.
const security = securityHeaders(DEFAULT_GATEWAY_URL);

/** Shared by many chunks, yet imported by the review's code only (never by a screen's first paint). */
const REVIEW_ONLY_MODULES =
  /[\\/]src[\\/](safe[\\/]chains[\\/](registry|chain-tables\.generated)|session[\\/]rpc[\\/]shippedRpc)\.ts$/;

/** Chunks of the modules screens load after their first paint, and of their stages (see useModuleAfterPaint). */
const AFTER_PAINT_CHUNK =
  /(^|\/)(RowVerdictView|ProvenReporter|SafeSetupFromChain|ChainTruth|OwnedSafes|lazy-interface|useSafeChainState)-[\w-]+\.js$/;

/** The chunk of src/app/idlePreloads.ts, whose imports get no modulepreload links. */
const IDLE_PRELOAD_HOST = /(^|\/)idlePreloads-[\w-]+\.js$/;

/** Paths under src/ as one RegExp (forward slashes in, either separator matched). */
const sourceModules = (paths: string[]) =>
  new RegExp(
    paths.map((path) => `[\\\\/]src[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.tsx?$`).join('|'),
  );

/** The modules of a Safe link's first requests (src/app/firstSafeRequests.ts and what it runs). */
const FIRST_REQUEST_MODULES = sourceModules([
  'app/firstSafeRequests',
  'query/options/(safe|transactions|balancesByTrust|currency)',
  'gateway/actions/(getSafeInfo|getTransactionQueue|getTransactionHistory|getBalances)',
  'gateway/vocabulary',
  'session/routes/parseSafeParam',
  'safe/chains/(devnet|known-short-names)',
]);

/** What nearly every Safe screen draws around its content: the Safe gate, query states, live notes. */
const SAFE_SHELL_MODULES = sourceModules([
  'features/shared/(RequireSafe|QueryState|useDeferredQueryData|AsOf|LiveActivityNote|useSafeNames|useChainNameOf|useModuleAfterPaint)',
  'query/live',
  'query/persist/session',
  'session/live/(liveActivity|useSafeLiveUpdates|screenActivity)',
  'session/wallet/useWalletSession',
  'wallet/(session|session-errors)',
  'features/shared/(AddressView|settings/useCurrency|tokens/tokenTrust)',
  'features/shared/(VirtualList|virtualListParts)',
]);

/** A transaction row and its words: the queue, history and Home lists. */
const TRANSACTION_ROW_MODULES = sourceModules([
  'features/shared/transactions/(TransactionRow|StatusBadge|TxIcon|rowModel|status|localNames|summaryActionState|awaiting|useLazyProven)',
  'features/shared/transactions/(describe|describeGatewayTxInfo|describeOrders|describeLifi|describeStaking|describeVaults|txDescription|txInfoFields|txInfoWords)',
  'gateway/types/transactions',
  'safe/action-state/action-state-of',
]);

/** Home's Safe card and the transaction id its awaiting rows link with (Settings shares them). */
const SAFE_SETUP_MODULES = sourceModules([
  'features/shared/(SafeSetup|ChainSafeSetup)',
  'safe/verify/multisig-tx-id',
]);

/** The everyday screens a cold start most often opens, and the gateway answers each reads first. */
const FIRST_LOAD_SCREENS = {
  [ROUTES.home]: { module: 'src/features/dashboard/DashboardScreen.tsx', data: 'home' },
  [ROUTES.queue]: { module: 'src/features/queue/QueueScreen.tsx', data: 'queue' },
  [ROUTES.history]: { module: 'src/features/history/HistoryScreen.tsx', data: 'history' },
} as const;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const gatewayUrl = env.VITE_GATEWAY_URL || DEFAULT_GATEWAY_URL;
  return {
    plugins: [
      preconnectGateway(gatewayUrl),
      inlineFavicon(new URL('./public/favicon.svg', import.meta.url)),
      // Before the security plugin: it allows the inlined <style> by its hash.
      ...inlineEntryStylesheet(),
      // Before the security plugin too: it allows the inline script by its hash.
      firstLoadPreloads({
        gatewayUrl,
        screens: FIRST_LOAD_SCREENS,
        firstRequests: 'src/app/firstSafeRequests.ts',
        // As firstSafeRequests.ts guesses: a devnet build knows its own chain's short name.
        shortNames: {
          ...KNOWN_SHORT_NAMES,
          ...(env.VITE_DEVNET === 'true' ? { [DEVNET_SHORT_NAME]: DEVNET_CHAIN_ID } : {}),
        },
      }),
      security,
      urRegistryStandIns(),
      react(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        // The page registers the worker itself (src/app/pwa/serviceWorker.ts) with workbox-window.
        injectRegister: false,
        // We ship our own public/manifest.webmanifest, linked once the first screen is up
        // (src/app/pwa/manifestLink.ts).
        manifest: false,
        injectManifest: {
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
          // Store screenshots are only read by the install dialog, which is online by nature.
          globIgnores: ['screenshots/**'],
          manifestTransforms: [security.precacheIntegrity],
        },
        devOptions: { enabled: false },
      }),
    ],
    resolve: {
      alias: {
        // WalletConnect's own QR modal (Reown AppKit) is never shown: see the stub for why.
        '@reown/appkit/core': fileURLToPath(
          new URL('./src/wallet/walletconnect-no-modal.ts', import.meta.url),
        ),
      },
    },
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(
        process.env.VITE_APP_VERSION ?? pkg.version,
      ),
    },
    build: {
      // dist/.vite/manifest.json: scripts/bench.mjs reads the chunk graph from it.
      manifest: true,
      target: 'es2022',
      // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
      modulePreload: {
        polyfill: false,
        // What a screen loads once it has painted (useModuleAfterPaint) comes without modulepreload
        // links: Vite's helper inserts one per dependency in one task (~20 for the queue's verdicts,
        // ~30 ms unthrottled, ~120 ms on a 4x CPU, after the rows painted); the browser's module
        // loader fetches the same files from the chunk's own imports, one round trip later. Their
        // stylesheets still come through the helper, which is the only thing that loads them: Vite
        // hands this function the script dependencies alone and adds the stylesheets back itself.
        // The idle preloads of the everyday screens (src/app/idlePreloads.ts) likewise: their
        // helper call put 37 links in one task for the transaction screen alone.
        resolveDependencies: (filename, deps, { hostId }) =>
          AFTER_PAINT_CHUNK.test(filename) || IDLE_PRELOAD_HOST.test(hostId) ? [] : deps,
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically goes into the entry itself. Without it, a lazy
            // screen that lazy-loads parts of its own (the queue's verdicts) makes the bundler split
            // modules it shares with the entry (query-core, the gateway client) into small common
            // chunks, and the first route loads 16 files and 3 KiB more instead of 9.
            groups: [
              { name: 'app', tags: ['$initial'], priority: 10 },
              // The read core every Safe screen uses (gateway client, query options, the row and
              // its words, formats, RequireSafe) in one chunk instead of ~12: Queue loads 11 files
              // instead of 23 and Home 15 instead of 30, each a few KiB smaller. Measured over
              // 4–24: below 15 the group takes in code some screens never use (+25 KiB each);
              // above it, it stops grouping.
              // The chain registry (viem's chain facts) and the shipped RPCs are shared by as many
              // chunks but only the review's import them: inside, they made every Safe screen's
              // first paint wait for them (for ~29 KiB of viem while they imported viem/chains).
              {
                name: 'screens',
                test: (id: string) => /[\\/]src[\\/]/.test(id) && !REVIEW_ONLY_MODULES.test(id),
                minShareCount: 15,
                priority: 1,
              },
              // What every everyday Safe screen opens with, in one chunk beside the screen's own: a
              // Safe link's first requests (main.tsx starts them beside the chain list), what nearly
              // every Safe screen draws around its content, the transaction row and its words, and
              // Home's Safe card. Each file is a request more in front of the first row, and
              // Lighthouse's simulation gives each request in flight an equal share of the link
              // (at most ten at once): as five files, the entry downloaded beside nine others and
              // ended ~150 ms later. Medians of 3, same hour: Queue 1.87 → 1.77 s, History
              // 1.90 → 1.74 s, Home 2.2 → 1.91 s. The first requests then wait for this chunk
              // (26 KB) instead of one of 4 KB, but only where index.html could not preload
              // them (another gateway, an address not checksummed, an unknown chain).
              {
                name: 'safe-shell',
                test: (id: string) =>
                  FIRST_REQUEST_MODULES.test(id) ||
                  SAFE_SHELL_MODULES.test(id) ||
                  TRANSACTION_ROW_MODULES.test(id) ||
                  SAFE_SETUP_MODULES.test(id),
                priority: 3,
              },
            ],
          },
        },
      },
    },
  };
});
