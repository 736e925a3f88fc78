// The layer arrows of docs/architecture.md as one ESLint rule: every relative import in src/ is
// resolved to the folder it lands in and checked against what the importing folder may use, so a
// wrong-way import (a feature reaching into another feature, the shell into a screen, a lower layer
// into a higher one) fails lint instead of waiting for review.
import { dirname, join, relative, sep } from 'node:path';

/**
 * What each part of src/ may import besides itself. A feature is `features/<name>`; a key with a
 * file path (`session/routes/links`) allows that module alone.
 */
export const ALLOWED_IMPORTS = {
  errors: [],
  // The app's own router: React and nothing of the app.
  router: [],
  gateway: ['errors'],
  safe: ['errors', 'gateway'],
  storage: ['errors', 'gateway'],
  // The app-side Safe Apps client: "the Safe that opened this app" is a wallet (imported lazily).
  wallet: ['errors', 'gateway', 'storage', 'safe-apps/client'],
  query: ['errors', 'gateway', 'safe', 'storage', 'wallet'],
  session: [
    'errors',
    'gateway',
    'safe',
    'storage',
    'wallet',
    'query',
    'config',
    'router',
    'safe-apps/protocol',
  ],
  'features/shared': [
    'errors',
    'gateway',
    'safe',
    'storage',
    'wallet',
    'query',
    'session',
    'config',
    'router',
    'safe-apps/protocol',
  ],
  feature: [
    'errors',
    'gateway',
    'safe',
    'storage',
    'wallet',
    'query',
    'session',
    'config',
    'router',
    'safe-apps/protocol',
    'safe-apps/host',
    'features/shared',
  ],
  app: ['errors', 'gateway', 'safe', 'storage', 'wallet', 'query', 'session', 'config', 'router'],
  sw: [
    'errors',
    'gateway',
    'safe',
    'storage',
    'config',
    'session/routes/links',
    'session/gateway/gatewayUrl',
    // The outbox drain (claim, send, "already delivered?"), shared by page and worker.
    'session/outbox/drainOutbox',
  ],
  config: ['gateway'],
  // The Safe Apps contract: a pure protocol core, and the app-side client third-party apps import
  // (built alone as a library, so it may use nothing of the app but the core and the errors).
  'safe-apps/protocol': ['errors'],
  'safe-apps/client': ['errors', 'safe-apps/protocol'],
  // The host of embedded apps: the session-level service screens use (no React in its core).
  'safe-apps/host': [
    'errors',
    'gateway',
    'safe',
    'storage',
    'query',
    'session',
    'config',
    'safe-apps/protocol',
  ],
};

/**
 * Feature folders that are not screens but capabilities every screen may use: the shared UI, and
 * the signing flows (which use the shared UI themselves). Listed lowest first: each may import the
 * ones before it, never the ones after.
 */
export const SHARED_FEATURES = ['features/shared', 'features/tx-flows'];

/** The one app file that may load screens: the route table. */
export const ROUTE_TABLE = 'app/routes.tsx';

/** App files that load screens besides the route table: the idle preloads (their own chunk). */
export const SCREEN_LOADERS = [ROUTE_TABLE, 'app/idlePreloads.ts'];

/** The part of src/ a path (relative to src/, `/`-separated) belongs to. */
export function partOf(srcPath) {
  const [top, second] = srcPath.split('/');
  if (top === 'features') return `features/${second}`;
  if (top === 'safe-apps') return `safe-apps/${second}`;
  if (top === 'config.ts') return 'config';
  if (top === 'main.tsx') return 'main';
  return top;
}

const withoutExtension = (path) => path.replace(/\.(tsx?|jsx?|mjs)$/, '').replace(/\/index$/, '');

/** Why `fromPath` may not import `toPath` (both relative to src/), or null when it may. */
export function layerViolation(fromPath, toPath) {
  const from = partOf(fromPath);
  const to = partOf(toPath);
  if (from === to || from === 'main') return null;
  if (from.startsWith('features/') && to.startsWith('features/')) {
    const fromRank = SHARED_FEATURES.indexOf(from);
    const toRank = SHARED_FEATURES.indexOf(to);
    // A screen may use every shared module; a shared module only the ones below it.
    const allowed = toRank >= 0 && (fromRank < 0 || toRank < fromRank);
    return allowed
      ? null
      : `${from} may not reach into ${to}: share it through ${SHARED_FEATURES.join(' or ')} or a lower layer.`;
  }
  if (from === 'app' && to.startsWith('features/')) {
    return SCREEN_LOADERS.includes(fromPath)
      ? null
      : `src/app reaches screens only through the route table (${ROUTE_TABLE}).`;
  }
  const key = from.startsWith('features/') && !SHARED_FEATURES.includes(from) ? 'feature' : from;
  const allowed = ALLOWED_IMPORTS[key];
  if (!allowed) return null;
  const target = withoutExtension(toPath);
  if (allowed.includes(to) || allowed.includes(target)) return null;
  return `src/${from} may not import src/${to === 'features/shared' || to.startsWith('features/') ? to : target} (allowed: ${allowed.join(', ') || 'nothing else in src'}).`;
}

/** The ESLint rule: reports every relative import that crosses the layers the wrong way. */
const allowedImportsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer arrows of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const srcRoot = join(context.cwd ?? process.cwd(), 'src');
    // Only files in src/ and imports that land in src/ are layered.
    const inSrc = (path) => path.startsWith(srcRoot + sep);
    if (!inSrc(filename)) return {};
    const fromPath = relative(srcRoot, filename).split(sep).join('/');
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = join(dirname(filename), source);
      if (!inSrc(target)) return;
      const toPath = relative(srcRoot, target).split(sep).join('/');
      const message = layerViolation(fromPath, toPath);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The local plugin that carries the rule. */
export const layersPlugin = { rules: { 'allowed-imports': allowedImportsRule } };
