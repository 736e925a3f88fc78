// The header's menu button (a disclosure: a button that shows and hides a list of links and
// controls): Settings, Address book, Outbox, the theme and Install. It keeps the phone header to one
// row; Escape or a click elsewhere closes it and focus returns to the button.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '../../router';

// The panel's code loads on the first open: the first route carries only the button.
const HeaderMenuPanel = lazy(() => import('./HeaderMenuPanel'));

/** Props of HeaderMenu. */
export interface HeaderMenuProps {
  /** The open Safe's `?safe=` value, kept in every link. */
  safe: string | null;
}

/** The "Menu" button and its panel. */
export function HeaderMenu({ safe }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted (hidden when closed), so reopening is instant.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Following a link closes the menu (the route changes under it).
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <div
      className="header-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button header-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        data-testid="header-menu"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <div id={panelId} className="header-menu-panel card stack" hidden={!open}>
        {opened && (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <HeaderMenuPanel safe={safe} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
