// @vitest-environment jsdom
import '../test/setupDom';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/renderApp';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher (SPEC §1 and §4)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('hr');
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('switches to English, stores it, updates <html lang> and hides the page for 100 ms', async () => {
    renderWithProviders(<LanguageSwitcher />);
    const root = screen.getByTestId('language-root');
    expect(screen.getByRole('group', { name: 'Jezik' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: /^EN/ }));

    expect(window.localStorage.getItem('locale')).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(root.style.visibility).toBe('hidden');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(root.style.visibility).toBe('');
    expect(screen.getByRole('group', { name: 'Language' })).toBeDefined();
    expect(screen.getByRole('button', { name: /^EN/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not hide the page when the current language is chosen again', () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: /^HR/ }));
    expect(screen.getByTestId('language-root').style.visibility).toBe('');
    expect(window.localStorage.getItem('locale')).toBe('hr');
  });
});
