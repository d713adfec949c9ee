import { InfoPage } from './InfoPage';

/** /privacy (no guard): the privacy policy the consent banner links to (SPEC §1). */
export function PrivacyPage() {
  return <InfoPage section="privacy" />;
}
