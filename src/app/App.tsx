// The app root: error boundary, query client, gateway client and the router.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { createBrowserHistory, createRouter, RouterProvider } from '../router';
import { createQueryClient } from '../query/client';
import { listenForAddressBookChanges } from '../query/options/addressBook';
import { RootErrorBoundary } from './errors/RootErrorBoundary';
import { GatewayClientProvider } from '../session/gateway/GatewayClientProvider';
import { listenForOpenLinks } from '../session/push/openLinks';
import { FirstScreenUpContext } from './firstScreenUp';
import { createRoutes } from './routes';

// The outbox sender and the push token check are not needed to draw the first screen: their code
// loads once it is up.
const OutboxSync = lazy(() =>
  import('../session/outbox/OutboxSync').then((module) => ({ default: module.OutboxSync })),
);
const PushSync = lazy(() =>
  import('../session/push/PushSync').then((module) => ({ default: module.PushSync })),
);

/** Props of App (main.tsx passes what it prepared before the first render). */
export interface AppProps {
  /** A client with persisted queries already restored; a fresh one otherwise. */
  queryClient?: QueryClient;
  /** The saved gateway override, read before first render. */
  gatewayUrl?: string | null;
  /** Resolves when background work may start (main.tsx: the first screen is up). */
  firstScreenUp?: Promise<void>;
  /** Resolves at the first failed attempt of a request (its retry still to come). */
  firstFailure?: Promise<void>;
  /** Called once the first render is on the page (committed), before its paint. */
  onFirstCommit?: () => void;
}

/**
 * Whether `promise` has resolved (false without one). Set in a transition: what it lets mount does
 * not hold up a tap.
 */
function useResolved(promise: Promise<void> | undefined): boolean {
  const [resolved, setResolved] = useState(false);
  useEffect(() => {
    let mounted = true;
    void promise?.then(() => mounted && startTransition(() => setResolved(true)));
    return () => {
      mounted = false;
    };
  }, [promise]);
  return resolved;
}

/** The Countersign app. */
export function App({
  queryClient: given,
  gatewayUrl = null,
  firstScreenUp = Promise.resolve(),
  firstFailure,
  onFirstCommit,
}: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => createRouter(createRoutes(), createBrowserHistory()));
  useEffect(() => listenForAddressBookChanges(queryClient), [queryClient]);
  // A tapped notification's link moves the router (never a page load).
  useEffect(() => listenForOpenLinks((href) => router.navigate(href)), [router]);
  const firstCommit = useRef(onFirstCommit);
  useEffect(() => firstCommit.current?.(), []);
  const firstScreenIsUp = useResolved(firstScreenUp);
  const aFetchFailed = useResolved(firstFailure);
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <GatewayClientProvider initialGatewayUrl={gatewayUrl}>
          {firstScreenIsUp && (
            <Suspense fallback={null}>
              <OutboxSync />
              <PushSync />
            </Suspense>
          )}
          <FirstScreenUpContext.Provider value={firstScreenIsUp || aFetchFailed}>
            <RouterProvider router={router} />
          </FirstScreenUpContext.Provider>
        </GatewayClientProvider>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
