// The route table: Safe{Wallet}-compatible paths, each screen loaded on demand from its feature.
import { lazy } from 'react';
import { WelcomeScreen } from '../features/welcome/WelcomeScreen';
import { samePath, type Path, type RouteTable, type ScreenRoute } from '../router';
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

const SCREENS: ScreenRoute[] = [
  {
    path: ROUTES.welcome,
    // In the entry: the first screen of a first visit paints without one more round trip, and
    // what it uses (queries, the gateway request, state panels) every other screen uses too.
    Component: WelcomeScreen,
    load: async () => ({ Component: WelcomeScreen }),
  },
  {
    path: ROUTES.home,
    load: () =>
      import('../features/dashboard/DashboardScreen').then((m) => ({
        Component: m.DashboardScreen,
      })),
  },
  {
    path: ROUTES.balances,
    load: () =>
      import('../features/assets/BalancesScreen').then((m) => ({ Component: m.BalancesScreen })),
  },
  {
    path: ROUTES.nfts,
    load: () => import('../features/assets/NftsScreen').then((m) => ({ Component: m.NftsScreen })),
  },
  {
    path: ROUTES.queue,
    load: () => import('../features/queue/QueueScreen').then((m) => ({ Component: m.QueueScreen })),
  },
  {
    path: ROUTES.history,
    load: () =>
      import('../features/history/HistoryScreen').then((m) => ({ Component: m.HistoryScreen })),
  },
  {
    path: ROUTES.transaction,
    load: () =>
      import('../features/tx-details/TxDetailsScreen').then((m) => ({
        Component: m.TxDetailsScreen,
      })),
  },
  {
    path: ROUTES.messages,
    load: () =>
      import('../features/messages/MessagesScreen').then((m) => ({ Component: m.MessagesScreen })),
  },
  {
    path: ROUTES.message,
    load: () =>
      import('../features/messages/MessageDetailsScreen').then((m) => ({
        Component: m.MessageDetailsScreen,
      })),
  },
  {
    path: ROUTES.addressBook,
    load: () =>
      import('../features/address-book/AddressBookScreen').then((m) => ({
        Component: m.AddressBookScreen,
      })),
  },
  {
    path: ROUTES.setup,
    load: () =>
      import('../features/settings/SetupScreen').then((m) => ({ Component: m.SetupScreen })),
  },
  {
    path: ROUTES.notifications,
    load: () =>
      import('../features/notifications/NotificationsScreen').then((m) => ({
        Component: m.NotificationsScreen,
      })),
  },
  {
    path: ROUTES.emailAlerts,
    load: () =>
      import('../features/email-alerts/EmailAlertsScreen').then((m) => ({
        Component: m.EmailAlertsScreen,
      })),
  },
  {
    path: ROUTES.apps,
    load: () =>
      import('../features/safe-apps/AppsScreen').then((m) => ({ Component: m.AppsScreen })),
  },
  {
    path: ROUTES.openApp,
    load: () =>
      import('../features/safe-apps/OpenAppScreen').then((m) => ({ Component: m.OpenAppScreen })),
  },
  {
    path: ROUTES.outbox,
    load: () =>
      import('../features/outbox/OutboxScreen').then((m) => ({ Component: m.OutboxScreen })),
  },
  {
    path: ROUTES.bundles,
    load: () =>
      import('../features/bundles/BundlesScreen').then((m) => ({ Component: m.BundlesScreen })),
  },
  {
    path: ROUTES.newTransaction,
    load: () =>
      import('../features/tx-flows/new/NewTransactionScreen').then((m) => ({
        Component: m.NewTransactionScreen,
      })),
  },
];

/**
 * Starts loading the code of the screen at `pathname` now, so it arrives while saved data is
 * restored instead of after the first render asks for it (the router's own import of the same
 * module then resolves at once).
 */
export function preloadScreenAt(pathname: string, screens: ScreenRoute[] = SCREENS): void {
  const screen = screens.find((candidate) => samePath(candidate.path, pathname));
  // A failed preload is harmless: the route loads (and reports) it again when rendered.
  void screen?.load().catch(() => undefined);
}

/** `/`: a Safe link without a screen opens its home, anything else the welcome screen. */
export function rootRedirect({ pathname, search }: Path): string | null {
  if (pathname !== '/') return null;
  return linkHref(homeLink(new URLSearchParams(search).get('safe')));
}

/** The app's routes (also used by tests with a memory history). */
export function createRoutes(screens: ScreenRoute[] = SCREENS): RouteTable {
  return {
    layout: <Layout headerBar={<HeaderBar />} />,
    layoutError: <RootRouteError />,
    screenError: <RouteError />,
    pending: <LoadingFallback label="Loading Countersign…" />,
    screens,
    redirect: rootRedirect,
    // Rarely seen: its code loads only when a path is unknown.
    notFound: () => import('./errors/NotFound').then((m) => ({ Component: m.NotFound })),
  };
}
