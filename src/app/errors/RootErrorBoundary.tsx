// Last line of defence around the whole app: never a white screen, whatever throws.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

/** Props of RootErrorBoundary. */
export interface RootErrorBoundaryProps {
  children: ReactNode;
  /** Where "Go home" leads (a full page load, as the app state may be broken). */
  onHome?: () => void;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors of its children and shows ErrorPanel instead. */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="app-error" id="main">
        <ErrorPanel
          error={this.state.error}
          onRetry={() => this.setState({ error: undefined, failed: false })}
          onHome={this.props.onHome ?? (() => window.location.assign('/'))}
        />
      </main>
    );
  }
}
