import { ErrorContent } from '../components/ErrorContent';

/** /error (no guard). */
export function ErrorPage() {
  return <ErrorContent />;
}
