import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorContent } from '../features/errors/components/ErrorContent';

/** The error boundary around the routes: any render or loading error shows the /error content. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed', error);
  }, [error]);
  return <ErrorContent />;
}
