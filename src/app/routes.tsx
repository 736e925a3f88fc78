// The route table: Safe{Wallet}-compatible paths, each screen loaded on demand from its feature.
import { lazy, type ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootRouteError } from './errors/RootRouteError';
import { RouteError } from './errors/RouteError';
import { LoadingFallback } from './layout/LoadingFallback';
import { Layout } from './layout/Layout';
import { ROUTES, homeLink, linkHref } from '../session/routes/links';

/**
 * The header's Safe switcher and wallet, on every screen. Lazy, so it adds nothing to the first
 * route's JS; until it arrives the header shows the Safe as text (see Header).
 */
const HeaderBar = lazy(() => import('../features/shared/header/HeaderBar'));

/** A child route's path: the app path without its leading `/`. */
const child = (path: string) => path.slice(1);

/** A screen route: `path` and the lazy import of its component. */
interface ScreenRoute {
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
}

const SCREENS: ScreenRoute[] = [
  {
    path: child(ROUTES.welcome),
    load: () =>
      import('../features/welcome/WelcomeScreen').then((m) => ({ Component: m.WelcomeScreen })),
  },
  {
    path: child(ROUTES.home),
    load: () =>
      import('../features/dashboard/DashboardScreen').then((m) => ({
        Component: m.DashboardScreen,
      })),
  },
  {
    path: child(ROUTES.balances),
    load: () =>
      import('../features/assets/BalancesScreen').then((m) => ({ Component: m.BalancesScreen })),
  },
  {
    path: child(ROUTES.nfts),
    load: () => import('../features/assets/NftsScreen').then((m) => ({ Component: m.NftsScreen })),
  },
  {
    path: child(ROUTES.queue),
    load: () => import('../features/queue/QueueScreen').then((m) => ({ Component: m.QueueScreen })),
  },
  {
    path: child(ROUTES.history),
    load: () =>
      import('../features/history/HistoryScreen').then((m) => ({ Component: m.HistoryScreen })),
  },
  {
    path: child(ROUTES.transaction),
    load: () =>
      import('../features/tx-details/TxDetailsScreen').then((m) => ({
        Component: m.TxDetailsScreen,
      })),
  },
  {
    path: child(ROUTES.messages),
    load: () =>
      import('../features/messages/MessagesScreen').then((m) => ({ Component: m.MessagesScreen })),
  },
  {
    path: child(ROUTES.message),
    load: () =>
      import('../features/messages/MessageDetailsScreen').then((m) => ({
        Component: m.MessageDetailsScreen,
      })),
  },
  {
    path: child(ROUTES.addressBook),
    load: () =>
      import('../features/address-book/AddressBookScreen').then((m) => ({
        Component: m.AddressBookScreen,
      })),
  },
  {
    path: child(ROUTES.setup),
    load: () =>
      import('../features/settings/SetupScreen').then((m) => ({ Component: m.SetupScreen })),
  },
  {
    path: child(ROUTES.notifications),
    load: () =>
      import('../features/notifications/NotificationsScreen').then((m) => ({
        Component: m.NotificationsScreen,
      })),
  },
  {
    path: child(ROUTES.emailAlerts),
    load: () =>
      import('../features/email-alerts/EmailAlertsScreen').then((m) => ({
        Component: m.EmailAlertsScreen,
      })),
  },
  {
    path: child(ROUTES.apps),
    load: () =>
      import('../features/safe-apps/AppsScreen').then((m) => ({ Component: m.AppsScreen })),
  },
  {
    path: child(ROUTES.openApp),
    load: () =>
      import('../features/safe-apps/OpenAppScreen').then((m) => ({ Component: m.OpenAppScreen })),
  },
  {
    path: child(ROUTES.outbox),
    load: () =>
      import('../features/outbox/OutboxScreen').then((m) => ({ Component: m.OutboxScreen })),
  },
  {
    path: child(ROUTES.bundles),
    load: () =>
      import('../features/bundles/BundlesScreen').then((m) => ({ Component: m.BundlesScreen })),
  },
  {
    path: child(ROUTES.newTransaction),
    load: () =>
      import('../features/tx-flows/new/NewTransactionScreen').then((m) => ({
        Component: m.NewTransactionScreen,
      })),
  },
];

/** Screens a signer moves between all day: their code is fetched ahead, when the browser is idle. */
const EAGER_SCREENS = new Set([
  child(ROUTES.home),
  child(ROUTES.queue),
  child(ROUTES.history),
  child(ROUTES.transaction),
  child(ROUTES.messages),
]);

/**
 * Loads the everyday screens' code once the page is idle, so switching tabs renders restored data
 * at once instead of waiting for a chunk (the chunks are precached; this only parses them early).
 */
export function preloadEverydayScreens(
  whenIdle: (run: () => void) => void = (run) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 200),
  screens: ScreenRoute[] = SCREENS,
): void {
  whenIdle(() => {
    for (const screen of screens) {
      // A failed preload is harmless: the route loads (and reports) it again when visited.
      if (EAGER_SCREENS.has(screen.path)) void screen.load().catch(() => undefined);
    }
  });
}

/**
 * Starts loading the code of the screen at `pathname` now, so it arrives while saved data is
 * restored instead of after the first render asks for it (the router's own import of the same
 * module then resolves at once).
 */
export function preloadScreenAt(pathname: string, screens: ScreenRoute[] = SCREENS): void {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const screen = screens.find((candidate) => candidate.path === path);
  // A failed preload is harmless: the route loads (and reports) it again when rendered.
  void screen?.load().catch(() => undefined);
}

/** `/`: a Safe link without a screen opens its home, anything else the welcome screen. */
export function rootRedirect({ request }: LoaderFunctionArgs): Response {
  const safe = new URL(request.url).searchParams.get('safe');
  return redirect(linkHref(homeLink(safe)));
}

/** The app's routes (also used by tests with a memory router). */
export function createRoutes(screens: ScreenRoute[] = SCREENS): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout headerBar={<HeaderBar />} />,
      errorElement: <RootRouteError />,
      hydrateFallbackElement: <LoadingFallback label="Loading Countersign…" />,
      children: [
        { index: true, loader: rootRedirect },
        ...screens.map(({ path, load }) => ({ path, lazy: load, errorElement: <RouteError /> })),
        // Rarely seen: its code loads only when a path is unknown.
        {
          path: '*',
          lazy: () => import('./errors/NotFound').then((m) => ({ Component: m.NotFound })),
          errorElement: <RouteError />,
        },
      ],
    },
  ];
}
