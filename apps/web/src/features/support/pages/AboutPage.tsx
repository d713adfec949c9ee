import { InfoPage } from './InfoPage';

/** /about (no guard). */
export function AboutPage() {
  return <InfoPage section="about" />;
}
