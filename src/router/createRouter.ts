// The app's router: a flat table of lazily loaded screens under one layout. A navigation to a screen
// whose code is not loaded yet keeps the current screen (navigation "loading") until it arrives,
// then moves the URL and the screen together; back and forward do the same after the URL moved.
import type { ComponentType, ReactNode } from 'react';
import type { History } from './history';
import {
  createPath,
  resolveTo,
  type Location,
  type NavigateOptions,
  type Path,
  type To,
} from './location';

/** What a screen's lazy import resolves to. */
export interface ScreenModule {
  Component: ComponentType;
}

/** A screen: its path (`/transactions/queue`) and the import of its code. */
export interface ScreenRoute {
  path: string;
  load: () => Promise<ScreenModule>;
  /** The screen itself when its code is in the entry (shown without waiting a tick). */
  Component?: ComponentType;
}

/** The app's routes: the layout around every screen, the screens and what to show when. */
export interface RouteTable {
  /** Renders `<Outlet />` where the screen goes. */
  layout: ReactNode;
  /** Replaces the layout when the layout itself fails. */
  layoutError: ReactNode;
  /** Inside the layout when a screen fails to load or to render. */
  screenError: ReactNode;
  /** Inside the layout while the first screen's code loads. */
  pending: ReactNode;
  screens: ScreenRoute[];
  /** The screen for any other path. */
  notFound: ScreenRoute['load'];
  /** Where a path sends the user instead (an href), if anywhere. */
  redirect?: (path: Path) => string | null;
}

/** The screen for the current location. */
export type ScreenState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

/** Everything the router knows, one immutable object per change. */
export interface RouterState {
  location: Location;
  navigation: 'idle' | 'loading';
  screen: ScreenState;
}

/** A router over `history`: its state, a way to move it and to hear it change. */
export interface AppRouter {
  readonly routes: RouteTable;
  readonly history: History;
  readonly state: RouterState;
  navigate(to: To, options?: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
  /** Stops listening to back and forward. */
  dispose(): void;
}

/** Trailing slashes off, case folded: `/Home/` and `/home` are one screen, as before. */
const normalize = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/** Whether `pathname` is the screen path `path`. */
export function samePath(path: string, pathname: string): boolean {
  return normalize(path) === normalize(pathname);
}

/** Creates the app's router and starts loading the screen at the history's location. */
export function createRouter(routes: RouteTable, history: History): AppRouter {
  const byPath = new Map(routes.screens.map((screen) => [normalize(screen.path), screen.load]));
  const loaded = new Map<ScreenRoute['load'], ComponentType>(
    routes.screens.flatMap(({ load, Component }) => (Component ? [[load, Component]] : [])),
  );
  const listeners = new Set<() => void>();
  // Only the newest navigation may commit: an older one whose code arrives late is dropped.
  let latest = 0;

  const loaderFor = (pathname: string) => byPath.get(normalize(pathname)) ?? routes.notFound;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Loads the screen for `path`, then lets `commit` move the URL and the screen together. */
  const go = (path: Path, commit: (screen: ScreenState) => void) => {
    const id = ++latest;
    const load = loaderFor(path.pathname);
    const ready = loaded.get(load);
    if (ready) return commit({ status: 'ready', Component: ready });
    if (state.screen.status !== 'loading') set({ navigation: 'loading' });
    load().then(
      ({ Component }) => {
        loaded.set(load, Component);
        if (id === latest) commit({ status: 'ready', Component });
      },
      (error: unknown) => {
        if (id === latest) commit({ status: 'failed', error });
      },
    );
  };

  const navigate = (to: To, { replace = false, state: entryState }: NavigateOptions = {}) => {
    let path = resolveTo(to, state.location);
    const redirect = routes.redirect?.(path);
    if (redirect != null) {
      path = resolveTo(redirect, path);
      replace = true;
    }
    go(path, (screen) => {
      if (replace) history.replace(path, entryState);
      else history.push(path, entryState);
      set({ location: history.location, navigation: 'idle', screen });
    });
  };

  let state: RouterState = {
    location: history.location,
    navigation: 'idle',
    screen: { status: 'loading' },
  };
  const stopListening = history.listen((location) =>
    go(location, (screen) => set({ location, navigation: 'idle', screen })),
  );
  // The first screen: through navigate, so a redirect of the start URL replaces it.
  navigate(createPath(history.location), { replace: true, state: history.location.state });

  return {
    routes,
    history,
    get state() {
      return state;
    },
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stopListening,
  };
}
