// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import type { TSocialAccount } from '@spona/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildPublicData } from '../../../test/publicDataFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';
import { NetworksTab } from './NetworksTab';

const account = (overrides: Partial<TSocialAccount>): TSocialAccount => ({
  id: 4,
  network: { id: 1, slug: 'instagram', name: 'Instagram' },
  username: 'mia',
  external_id: null,
  followers: 1200,
  engagement_rate: null,
  verification: 'UNVERIFIED',
  verification_code: null,
  rejected_reason: null,
  ...overrides,
});

describe('NetworksTab (issue 17)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest();
  });

  it("shows support's reason for a rejected verification beside the button to ask again", async () => {
    standInApi({
      'GET influencers/social': () => [account({ rejected_reason: 'The code was not in the bio.' })],
      'GET public/data': () => buildPublicData({}, 'en'),
    });
    renderWithProviders(<NetworksTab />);
    expect(await screen.findByText('The code was not in the bio.')).toBeTruthy();
    expect(screen.getByText('Support could not verify this account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('shows no rejection while a new verification is in progress', async () => {
    standInApi({
      'GET influencers/social': () => [
        account({
          verification: 'IN_PROGRESS',
          verification_code: 'SP-1234',
          rejected_reason: 'Old reason.',
        }),
      ],
      'GET public/data': () => buildPublicData({}, 'en'),
    });
    renderWithProviders(<NetworksTab />);
    expect(await screen.findByText('SP-1234')).toBeTruthy();
    expect(screen.queryByText('Old reason.')).toBeNull();
  });
});
