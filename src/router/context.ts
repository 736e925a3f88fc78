// What the router hands down: the location, how to move, whether a screen is loading, the
// matched screen (for the layout's outlet) and the error a route boundary caught.
import { createContext, type ReactNode } from 'react';
import type { Location, NavigateFunction, Path } from './location';

/** The router's state as components read it. */
export interface RouterContextValue {
  location: Location;
  navigate: NavigateFunction;
  /** `loading` while the next screen's code is fetched (the current one stays on screen). */
  navigation: 'idle' | 'loading';
  createHref(path: Path): string;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** The element the layout's `<Outlet />` renders. */
export const OutletContext = createContext<ReactNode>(null);

/** What a route's error boundary caught (read by its error element). */
export const RouteErrorContext = createContext<unknown>(undefined);
