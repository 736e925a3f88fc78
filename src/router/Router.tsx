// A router without a route table: it holds the location for whatever it wraps. Components that only
// link and read the location run under it (unit tests use it with a memory history).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './context';
import { createMemoryHistory, type History } from './history';
import { resolveTo, type NavigateFunction } from './location';

/** Props of Router. */
export interface RouterProps {
  history: History;
  children?: ReactNode;
}

/** Provides the location of `history` and moves it on navigation. */
export function Router({ history, children }: RouterProps) {
  const [location, setLocation] = useState(history.location);
  useEffect(() => history.listen(setLocation), [history]);
  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state } = {}) => {
      const path = resolveTo(to, history.location);
      if (replace) history.replace(path, state);
      else history.push(path, state);
      setLocation(history.location);
    },
    [history],
  );
  const value = useMemo(
    () => ({ location, navigate, navigation: 'idle' as const, createHref: history.createHref }),
    [history, location, navigate],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Props of MemoryRouter. */
export interface MemoryRouterProps {
  /** Hrefs of the history's entries; the last one is current. */
  initialEntries?: string[];
  children?: ReactNode;
}

/** A Router over its own in-memory history. */
export function MemoryRouter({ initialEntries, children }: MemoryRouterProps) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}
