// The app's Content-Security-Policy, built from the build's own settings (gateway, devnet origins).
// One policy, three carriers: the servers' response header, `_headers` for static hosts and a
// <meta> fallback (which cannot carry frame-ancestors).

/** What the policy depends on; every origin here is one this build really talks to. */
export type ContentSecurityPolicyOptions = {
  /** The configured gateway (VITE_GATEWAY_URL, else the public Safe Client Gateway). */
  gatewayUrl: string;
  /**
   * A devnet build (VITE_DEVNET): its chain, gateway and Safe Apps are plain http on loopback
   * ports chosen at start (and a developer serves the Safe App being built the same way).
   */
  devnet?: boolean;
  /** sha256 sources (`'sha256-…'`) of the inline scripts the page keeps (the import map). */
  inlineScriptHashes?: readonly string[];
  /** sha256 sources of the page's inline `<style>` elements (the entry's stylesheet). */
  inlineStyleHashes?: readonly string[];
};

/** One directive name with its sources, in the order they are written. */
export type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

// Firebase Cloud Messaging as the firebase 12 SDK calls it from the page (installations, then the
// FCM registration); the push service itself is reached by the browser, not by page code.
const FIREBASE_MESSAGING = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];
// WalletConnect v2 (@walletconnect/core and ethereum-provider 2.25): the relay, the Verify API
// (v3 attestation fetches, no iframe), the default RPC and the event pulse.
const WALLETCONNECT = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://pulse.walletconnect.org',
];
// Safe{Wallet}: the host that opens this app as a Safe App.
const SAFE_WALLET = 'https://app.safe.global';
// Devnet builds only: any loopback port (production builds never get these).
const LOOPBACK = ['http://127.0.0.1:*', 'http://localhost:*'];

function originOf(url: string): string[] {
  return [new URL(url).origin];
}

/** The policy's directives for one build (frame-ancestors included). */
export function contentSecurityPolicyDirectives({
  gatewayUrl,
  devnet = false,
  inlineScriptHashes = [],
  inlineStyleHashes = [],
}: ContentSecurityPolicyOptions): Directives {
  const gateway = originOf(gatewayUrl);
  const loopback = devnet ? LOOPBACK : [];
  return [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' compiles WebAssembly only (the QR decoder, zxing-wasm, served from
    // 'self'); it allows no eval of JavaScript.
    [
      'script-src',
      ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    ],
    // React's style props go through the CSSOM, which style-src does not govern. The page's own
    // <style> is allowed by its hash; style attributes in markup stay blocked.
    ['style-src', ["'self'", ...inlineStyleHashes.map((hash) => `'${hash}'`)]],
    // The user may pick any RPC (https: and wss:); the named origins stay listed so that the
    // policy still holds them if the RPC choice is ever narrowed. Safe App manifests come from the
    // app's own origin.
    [
      'connect-src',
      [
        "'self'",
        ...gateway,
        'https:',
        'wss:',
        ...FIREBASE_MESSAGING,
        ...WALLETCONNECT,
        ...loopback,
      ],
    ],
    // Safe Apps are any https origin (or this app itself, opened in its own host).
    ['frame-src', ["'self'", 'https:', ...loopback]],
    ['worker-src', ["'self'"]],
    // Token and app logos over https only; data: for wallet icons (EIP-6963 announces data URIs).
    ['img-src', ["'self'", 'https:', 'data:', 'blob:', ...loopback]],
    ['font-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Every form is handled in script (preventDefault); none posts anywhere.
    ['form-action', ["'none'"]],
    // Framed only as a Safe App: by Safe{Wallet}, or by this app's own Safe Apps host (on the
    // devnet that host may be the same build on another loopback origin).
    ['frame-ancestors', ["'self'", SAFE_WALLET, ...loopback]],
    ['require-trusted-types-for', ["'script'"]],
    // The one Trusted Types policy: the service worker's URL (src/app/pwa/trustedWorkerUrl.ts).
    ['trusted-types', ['countersign-worker']],
  ];
}

/** The directives as one header value. */
export function formatPolicy(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The directives a <meta http-equiv> policy may carry: browsers ignore frame-ancestors there. */
export function metaDirectives(directives: Directives): Directives {
  return directives.filter(([name]) => name !== 'frame-ancestors');
}
