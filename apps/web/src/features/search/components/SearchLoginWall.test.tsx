// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogue as enShell } from '../../../lib/catalogues/en';
import { catalogue as hrShell } from '../../../lib/catalogues/hr';
import { renderWithProviders } from '../../../test/renderApp';
import { SearchLoginWall } from './SearchLoginWall';

describe('SearchLoginWall (SPEC §2, §6)', () => {
  it.each([
    ['hr', hrShell, 'Prijavite se za pretragu'],
    ['en', enShell, 'Sign in to search'],
  ] as const)(
    'reads only texts of the shell, which a first visit to /login has (%s)',
    async (locale, shell, title) => {
      // The login page shows the wall to visitors the guard sent from a search, before any feature
      // page has loaded its texts: only the shell's catalogue is in.
      const shellOnly = i18next.createInstance();
      await shellOnly.init({ lng: locale, resources: { [locale]: shell }, defaultNS: 'common' });
      renderWithProviders(
        <I18nextProvider i18n={shellOnly}>
          <MemoryRouter initialEntries={['/login']}>
            <SearchLoginWall from="/search/offers" onSignIn={() => {}} />
          </MemoryRouter>
        </I18nextProvider>,
      );
      expect(await screen.findByRole('dialog', { name: title })).toBeDefined();
    },
  );
});
