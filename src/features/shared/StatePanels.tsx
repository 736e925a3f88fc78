// The four non-data states every screen shares: loading, error, empty and offline-without-cache.
// Each is a live region so a screen reader hears the state change without moving focus.
import { useEffect, type ReactNode } from 'react';
import { describeError } from '../../session/errors/describeError';
import { showLoadingPanel } from '../../session/paint/loadingPanels';

/** Props of LoadingState. */
export interface LoadingStateProps {
  /** What is loading, as a sentence ("Loading balances…"). */
  label?: string;
}

/** A spinner with text. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  // While it is up, the screen's data is not: the start-up's background work waits (main.tsx).
  useEffect(() => showLoadingPanel(), []);
  return (
    <div className="state-panel loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Props of ErrorState. */
export interface ErrorStateProps {
  /** Short heading ("Balances could not be loaded"). */
  title?: string;
  /** The error; its message is shown as text. */
  error: unknown;
  /** "Try again" handler; the button is hidden without it. */
  onRetry?: () => void;
  /** Extra guidance below the message. */
  children?: ReactNode;
}

/** An error panel with the error's message and "Try again". */
export function ErrorState({
  title = 'Could not load this',
  error,
  onRetry,
  children,
}: ErrorStateProps) {
  return (
    <div className="state-panel error" role="alert">
      <p className="state-title">{title}</p>
      <p className="error-detail">{describeError(error)}</p>
      {children}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** Props of EmptyState. */
export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

/** Shown when the data loaded fine but holds nothing. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="state-panel empty" role="status">
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}

/** Props of OfflineState. */
export interface OfflineStateProps {
  /** What could not be shown ("balances"). */
  what?: string;
  onRetry?: () => void;
}

/** Offline and nothing saved on this device yet. */
export function OfflineState({ what = 'this', onRetry }: OfflineStateProps) {
  return (
    <div className="state-panel offline" role="status" aria-live="polite">
      <p className="state-title">You are offline</p>
      <p>
        This device has no saved copy of {what} yet. Connect to the internet and it loads; once
        loaded it stays available offline.
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
