// An anchor that moves the app without a page load (and stays a plain link for new tabs).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useRouter } from './hooks';
import { createPath, resolveTo, type To } from './location';

/** Props of Link: an anchor's attributes, with `to` instead of `href`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current entry (a link to where the user already is always replaces). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether a click is the plain left click that should stay in the app. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link inside the app. */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = useHref(to);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        const same = createPath(resolveTo(to, location)) === createPath(location);
        navigate(to, { replace: replace ?? same, state });
      }}
    />
  );
}
