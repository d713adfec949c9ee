// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '../../../lib/authStorage';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { renderApp } from '../../../test/renderApp';

/** Lazy pages load their code on the first visit. */
const PAGE_LOAD = { timeout: 10_000 };
const TOKEN = 'a-token-of-the-digest-mail-0123456789';

describe('/unsubscribe/{token}: the digest mail’s link (issue 20)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('hr');
    clearAuth();
  });

  it('turns the alerts off without signing in and says so', async () => {
    const api = standInApi({
      'GET public/data': () => buildPublicData({}, 'hr'),
      'POST saved-searches/unsubscribe/:token': () => ({
        unsubscribed: 'SAVED_SEARCH',
        message: 'Više nećete primati obavijesti za ovo pretraživanje.',
      }),
    });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(
      await screen.findByText('Više nećete primati obavijesti za ovo pretraživanje.', {}, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Obavijesti' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prijavite se na Sponu' })).toBeTruthy();
    const calls = api.requests.filter((request) => request.path.startsWith('saved-searches/unsubscribe/'));
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST saved-searches/unsubscribe/${TOKEN}`,
    ]);
  });

  it('says when the link is not valid any more', async () => {
    standInApi({
      'GET public/data': () => buildPublicData({}, 'hr'),
      'POST saved-searches/unsubscribe/:token': () =>
        jsonResponse({ message: 'Ova poveznica za odjavu ne postoji.' }, 404),
    });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect((await screen.findByRole('alert', {}, PAGE_LOAD)).textContent).toContain(
      'Ova poveznica za odjavu ne postoji.',
    );
  });
});
