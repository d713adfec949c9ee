import { Anchor, Code } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The links the information pages' texts embed (`<mail>`, `<settings>` ... in the catalogue), for
 * `<Trans components={...}>`: the support address and the app's own pages.
 */
export function buildInfoLinks(email: string) {
  return {
    mail: <Anchor href={`mailto:${email}`} />,
    settings: <Anchor component={Link} to="/user-settings" />,
    privacy: <Anchor component={Link} to="/privacy" />,
    support: <Anchor component={Link} to="/support" />,
    reset: <Anchor component={Link} to="/reset-password" />,
    name: <Code />,
  };
}
