// The hooks screens use to read and move the location.
import { useContext, useMemo } from 'react';
import { RouteErrorContext, RouterContext, type RouterContextValue } from './context';
import { resolveTo, type Location, type NavigateFunction, type To } from './location';

/** The router above this component (internal: Link and the hooks below). */
export function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router)
    throw new Error('This component needs a router above it (RouterProvider or Router).');
  return router;
}

/** The current location. */
export function useLocation(): Location {
  return useRouter().location;
}

/** A function that moves the app to another location. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The current query string, parsed (one object per search, so it can be a dependency). */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Whether the next screen is still loading. */
export function useNavigation(): { state: RouterContextValue['navigation'] } {
  const { navigation } = useRouter();
  return useMemo(() => ({ state: navigation }), [navigation]);
}

/** The error the nearest route boundary caught. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** The href of `to` read against the current location. */
export function useHref(to: To): string {
  const { createHref, location } = useRouter();
  return createHref(resolveTo(to, location));
}
