// Puts one GatewayClient in React context. Query keys start with the client's base URL, so
// switching the gateway in Settings switches the whole cache namespace at once.
import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
// The client module itself, not the barrel: the actions build their answer checks at module
// level, which keeps every one of them (and the request code) in the entry through the barrel.
import { createGatewayClient, type GatewayClient } from '../../gateway/client';
import { config } from '../../config';

/** What the gateway context offers. */
export interface GatewayContextValue {
  /** The client every query option factory takes. */
  client: GatewayClient;
  /** Base URL in use. */
  gatewayUrl: string;
  /** The build's default base URL. */
  defaultGatewayUrl: string;
  /** True when Settings overrides the default. */
  overridden: boolean;
  /** Validates, saves and switches to `url`; `null` resets to the default. Throws when invalid. */
  setGatewayUrl(url: string | null): Promise<void>;
}

/** Why a save failed before it began: the code that saves could not be loaded. */
export const SAVING_CODE_UNAVAILABLE =
  'the app could not load the code that saves this setting (offline, or a newer version was published since this page opened). Nothing changed: reload the page and save again.';

/** The gateway context (null outside a provider). */
export const GatewayContext = createContext<GatewayContextValue | null>(null);

/** Props of GatewayClientProvider. */
export interface GatewayClientProviderProps {
  /** Saved override read before first render (`loadGatewayUrlOverride`); null = default. */
  initialGatewayUrl?: string | null;
  /** A ready client (tests): used as is, `setGatewayUrl` then only changes the URL. */
  client?: GatewayClient;
  /** The default base URL (tests); the build's config otherwise. */
  defaultGatewayUrl?: string;
  children: ReactNode;
}

/** Provides the gateway client to the app. */
export function GatewayClientProvider({
  initialGatewayUrl = null,
  client: injected,
  defaultGatewayUrl = config.gatewayUrl,
  children,
}: GatewayClientProviderProps) {
  const [override, setOverride] = useState<string | null>(initialGatewayUrl);
  const gatewayUrl = injected?.baseUrl ?? override ?? defaultGatewayUrl;
  const client = useMemo(
    () => injected ?? createGatewayClient({ baseUrl: gatewayUrl }),
    [injected, gatewayUrl],
  );
  const setGatewayUrl = useCallback(async (url: string | null) => {
    // Stored first: the switch happens only once the value is safely saved. The saving code comes
    // with the first save (a Settings action), not with the first route.
    const { saveGatewayUrlOverride } = await import('./saveGatewayUrl').catch((cause: unknown) => {
      // Offline without the worker's copy, or a tab older than the deployed app: the browser's
      // own words ("Failed to fetch dynamically imported module …") say neither.
      throw new Error(SAVING_CODE_UNAVAILABLE, { cause });
    });
    setOverride(await saveGatewayUrlOverride(url));
  }, []);
  const value = useMemo<GatewayContextValue>(
    () => ({
      client,
      gatewayUrl,
      defaultGatewayUrl,
      overridden: gatewayUrl !== defaultGatewayUrl,
      setGatewayUrl,
    }),
    [client, gatewayUrl, defaultGatewayUrl, setGatewayUrl],
  );
  return <GatewayContext.Provider value={value}>{children}</GatewayContext.Provider>;
}
