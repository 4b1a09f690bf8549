import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, StatusScreen } from '#web/components/ui';

/**
 * Shown when a page fails to render or its code fails to download (for example after a deploy
 * while the tab was open). Reloading fetches the current build.
 */
function RouteErrorScreen() {
  return (
    <main id="main" className="page">
      <StatusScreen
        tone="error"
        title="Something went wrong"
        message="This page could not be displayed. Reloading usually fixes it."
        actions={<Button onClick={() => window.location.reload()}>Reload Page</Button>}
      />
    </main>
  );
}

interface BoundaryState {
  failed: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
