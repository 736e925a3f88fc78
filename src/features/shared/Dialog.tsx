// A modal dialog that works by keyboard and screen reader: it takes focus when it opens, keeps Tab
// inside, closes on Escape or a click on the backdrop, and gives focus back to what opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Props of Dialog. */
export interface DialogProps {
  /** The dialog's heading (also its accessible name). */
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog; render it only while open. */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first control of the content (not the Close button) takes focus; else the dialog itself.
    const firstControl = () =>
      [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(
        (element) => !element.closest('.dialog-head'),
      );
    (firstControl() ?? dialog)?.focus();
    // Content that loads lazily gets focus when it arrives, unless the user moved focus already.
    const observer = new MutationObserver(() => {
      const first = firstControl();
      if (first && document.activeElement === dialog) {
        first.focus();
        observer.disconnect();
      }
    });
    if (dialog) observer.observe(dialog, { childList: true, subtree: true });
    // Focus goes back to the button that opened the dialog, as a native dialog does.
    return () => {
      observer.disconnect();
      opener?.focus();
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
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
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
    </div>
  );
}
