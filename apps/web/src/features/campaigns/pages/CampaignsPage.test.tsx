// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildAuthUser } from '../../../test/authUserFixture';
import { buildPublicData } from '../../../test/publicDataFixture';
import { renderApp, signInForTest } from '../../../test/renderApp';

/** Lazy pages load their code on the first visit. */
const PAGE_LOAD = { timeout: 10_000 };

function standIn(type: 'ADVERTISER' | 'INFLUENCER') {
  return standInApi({
    'GET auth/user': () => buildAuthUser({ type }),
    'GET public/data': () => buildPublicData({}, 'en'),
    'GET campaigns': () => ({ data: [] }),
  });
}

describe('/campaigns (issue 20)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest();
  });

  it('tells a creator that campaigns are for advertisers, and asks for no campaigns', async () => {
    const api = standIn('INFLUENCER');
    renderApp('/campaigns');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaigns are for advertisers' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(api.requests.some((request) => request.path === 'campaigns')).toBe(false);
  });

  it('shows an advertiser without campaigns what to do next, beside the new campaign form', async () => {
    standIn('ADVERTISER');
    renderApp('/campaigns');
    expect(await screen.findByText('No campaigns yet — create one', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'New campaign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create campaign' })).toBeTruthy();
  });
});
