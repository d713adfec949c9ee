import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorContent } from '../features/errors/components/ErrorContent';

interface BoundaryProps {
  children: ReactNode;
  /** The history entry shown: going to another one clears the error. */
  locationKey: string;
}

interface BoundaryState {
  hasError: boolean;
  locationKey: string;
}

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { hasError: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorContent /> : this.props.children;
  }
}

/**
 * The error boundary around the routes: a render error or a page whose code cannot be loaded shows
 * the /error content (SPEC §2) until the user goes to another page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <LocationErrorBoundary locationKey={key}>{children}</LocationErrorBoundary>;
}
