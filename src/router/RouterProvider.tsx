// Renders a router's state: the layout with the screen in its outlet, each behind an error
// boundary that shows the route's error element and clears on the next navigation.
import { Component, useDeferredValue, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  OutletContext,
  RouteErrorContext,
  RouterContext,
  type RouterContextValue,
} from './context';
import type { AppRouter, ScreenState } from './createRouter';

/** Props of RouteBoundary. */
interface RouteBoundaryProps {
  /** A new value (the next navigation) clears a caught error. */
  resetKey: string;
  fallback: ReactNode;
  children?: ReactNode;
}

interface RouteBoundaryState {
  /** What was caught, if anything, and the key it was caught under. */
  caught: { error: unknown } | null;
  resetKey: string;
}

/** Catches a render error of its children and shows `fallback` with it until the next navigation. */
class RouteBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteBoundaryProps,
    state: RouteBoundaryState,
  ): Partial<RouteBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return (
      <RouteErrorContext.Provider value={caught.error}>
        {this.props.fallback}
      </RouteErrorContext.Provider>
    );
  }
}

function screenElement(screen: ScreenState, pending: ReactNode, failed: ReactNode): ReactNode {
  if (screen.status === 'loading') return pending;
  if (screen.status === 'failed')
    return <RouteErrorContext.Provider value={screen.error}>{failed}</RouteErrorContext.Provider>;
  return <screen.Component />;
}

/** Props of RouterProvider. */
export interface RouterProviderProps {
  router: AppRouter;
}

/** Renders the app's routes for `router`. */
export function RouterProvider({ router }: RouterProviderProps) {
  const current = useSyncExternalStore(router.subscribe, () => router.state);
  // Rendered as a transition: a store's update renders synchronously, and a screen whose code
  // arrived with its data already there (the first requests) was mounted whole in one task (~30–50
  // ms on this machine, x4 on a phone). Deferred, that render yields to the browser every few
  // milliseconds; location, navigation and screen stay one consistent state while it runs.
  const { location, navigation, screen } = useDeferredValue(current);
  const { routes, history } = router;
  const value = useMemo(
    () => ({ location, navigation, navigate: router.navigate, createHref: history.createHref }),
    [history, location, navigation, router.navigate],
  );
  return useMemo(
    () => <Routes value={value} routes={routes} screen={screen} />,
    [value, routes, screen],
  );
}

/** The layout with the screen in its outlet, for one router state. */
function Routes({
  value,
  routes,
  screen,
}: {
  value: RouterContextValue;
  routes: AppRouter['routes'];
  screen: ScreenState;
}) {
  const { location } = value;
  return (
    <RouterContext.Provider value={value}>
      <RouteBoundary resetKey={location.key} fallback={routes.layoutError}>
        <OutletContext.Provider
          value={
            <RouteBoundary resetKey={location.key} fallback={routes.screenError}>
              {screenElement(screen, routes.pending, routes.screenError)}
            </RouteBoundary>
          }
        >
          {routes.layout}
        </OutletContext.Provider>
      </RouteBoundary>
    </RouterContext.Provider>
  );
}
