// @vitest-environment jsdom
import '../test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { buildPublicData, jsonResponse } from '../test/publicDataFixture';
import { renderWithProviders } from '../test/renderApp';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('language refinement by public data (SPEC §1)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('hr');
  });

  it('takes the locale the public data call answers with', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(buildPublicData({}, 'en')),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LanguageSwitcher />);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(window.localStorage.getItem('locale')).toBe('en');
    expect(await screen.findByRole('group', { name: 'Language' })).toBeDefined();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('App-language')).toBe('hr');
  });

  it('keeps the language when the answer agrees', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(buildPublicData({}, 'hr')),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LanguageSwitcher />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(i18n.language).toBe('hr');
    expect(screen.getByRole('group', { name: 'Jezik' })).toBeDefined();
  });
});
