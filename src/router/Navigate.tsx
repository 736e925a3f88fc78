// Moves the app as soon as it renders (a redirect inside a screen).
import { useEffect } from 'react';
import { useNavigate } from './hooks';
import type { To } from './location';

/** Props of Navigate. */
export interface NavigateProps {
  to: To;
  replace?: boolean;
}

/** Navigates to `to` once mounted; renders nothing. */
export function Navigate({ to, replace = false }: NavigateProps) {
  const navigate = useNavigate();
  // Once per mount, as a redirect: the target is read when the redirect happens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => navigate(to, { replace }), []);
  return null;
}
