import { InfoPage } from './InfoPage';

/** /support (no guard): how to reach the help desk. */
export function SupportPage() {
  return <InfoPage section="support" />;
}
