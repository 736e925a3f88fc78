// Build-time configuration, read once from `import.meta.env` (Vite inlines `VITE_*` values at build
// time). Optional integrations are `undefined` when not configured: the feature is then off and the
// screen that offers it says why.

import { DEFAULT_GATEWAY_URL } from './gateway/constants';

declare global {
  interface ImportMetaEnv {
    /** Safe Client Gateway base URL, without a trailing slash. */
    readonly VITE_GATEWAY_URL?: string;
    /** `'true'` builds the devnet flavour (local gateway, local test signer). */
    readonly VITE_DEVNET?: string;
    /** Semver of this build; vite.config.ts defaults it to package.json's version. */
    readonly VITE_APP_VERSION?: string;
    readonly VITE_FIREBASE_API_KEY?: string;
    readonly VITE_FIREBASE_PROJECT_ID?: string;
    readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
    readonly VITE_FIREBASE_APP_ID?: string;
    readonly VITE_FIREBASE_VAPID_KEY?: string;
    readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
    /** Devnet builds: the local chain's JSON-RPC URL, shipped as that chain's default RPC. */
    readonly VITE_DEVNET_RPC_URL?: string;
  }
}

/** Firebase Cloud Messaging options; present only when every field is configured. */
export interface FirebaseConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

/** The app's build-time configuration. */
export interface AppConfig {
  /** Gateway base URL (no trailing slash). */
  gatewayUrl: string;
  /** Devnet build: local gateway and the local test signer. */
  devnet: boolean;
  /** App version (semver), sent with push registrations and shown in settings. */
  appVersion: string;
  /** FCM push; `undefined` turns push notifications off. */
  firebase: FirebaseConfig | undefined;
  /** WalletConnect v2 project id; `undefined` turns WalletConnect off. */
  walletConnectProjectId: string | undefined;
}

/** Default production gateway (defined once, by the gateway layer). */
export { DEFAULT_GATEWAY_URL };

/** Treats empty and whitespace-only values as missing. */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Builds the configuration from a `VITE_*` environment record (exported for tests). */
export function readConfig(env: ImportMetaEnv = import.meta.env): AppConfig {
  const apiKey = optional(env.VITE_FIREBASE_API_KEY);
  const projectId = optional(env.VITE_FIREBASE_PROJECT_ID);
  const messagingSenderId = optional(env.VITE_FIREBASE_MESSAGING_SENDER_ID);
  const appId = optional(env.VITE_FIREBASE_APP_ID);
  const vapidKey = optional(env.VITE_FIREBASE_VAPID_KEY);
  const firebase =
    apiKey && projectId && messagingSenderId && appId && vapidKey
      ? { apiKey, projectId, messagingSenderId, appId, vapidKey }
      : undefined;
  return {
    gatewayUrl: (optional(env.VITE_GATEWAY_URL) ?? DEFAULT_GATEWAY_URL).replace(/\/+$/, ''),
    devnet: env.VITE_DEVNET === 'true',
    appVersion: optional(env.VITE_APP_VERSION) ?? '0.0.0',
    firebase,
    walletConnectProjectId: optional(env.VITE_WALLETCONNECT_PROJECT_ID),
  };
}

/** This build's configuration. */
export const config: AppConfig = readConfig();
