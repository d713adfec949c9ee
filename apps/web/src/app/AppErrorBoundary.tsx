import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorContent } from '../features/errors/components/ErrorContent';

interface AppErrorBoundaryState {
  hasError: boolean;
}

/** Last-resort boundary around the router, for errors outside any route. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app failed', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? (
      <main>
        <ErrorContent />
      </main>
    ) : (
      this.props.children
    );
  }
}
