// A modal dialog that works by keyboard and screen reader: it takes focus when it opens, makes the
// rest of the page inert (so neither Tab, Shift+Tab nor a screen reader's cursor can leave it), closes
// on Escape or a click on the backdrop, and gives focus back to what opened it — or, when that is
// gone (Connect replaced the button), to what the caller names.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Props of Dialog. */
export interface DialogProps {
  /** The dialog's heading (also its accessible name). */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes on close when the opener left the page; called at close time. */
  returnFocus?: () => HTMLElement | null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The page's top-level elements other than `keep`, made inert while a dialog is open. */
function inertOthers(keep: Element): () => void {
  const others = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element !== keep && element instanceof HTMLElement && !element.inert,
  );
  for (const element of others) element.inert = true;
  return () => {
    for (const element of others) element.inert = false;
  };
}

/** A modal dialog; render it only while open. */
export function Dialog({ title, onClose, children, returnFocus }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const fallback = useRef(returnFocus);
  fallback.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = backdropRef.current ? inertOthers(backdropRef.current) : () => undefined;
    // The first control of the content (not the Close button) takes focus; else the dialog itself.
    const firstControl = () =>
      [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(
        (element) => !element.closest('.dialog-head'),
      );
    (firstControl() ?? dialog)?.focus();
    // Content that loads lazily gets focus when it arrives, unless the user moved focus already;
    // content that replaces the focused control (a list becomes a form) must not drop focus to
    // the page: the new content's first control takes it.
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !dialog?.contains(active);
      if (lost || active === dialog) firstControl()?.focus();
    });
    if (dialog) observer.observe(dialog, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      restore();
      // Focus goes back to the button that opened the dialog, as a native dialog does.
      const target = opener?.isConnected ? opener : fallback.current?.();
      target?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    // From the box itself (it had focus while content loaded) Tab cycles like from its ends.
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === ref.current)) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      ref={backdropRef}
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={ref}
        className="dialog card stack"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
