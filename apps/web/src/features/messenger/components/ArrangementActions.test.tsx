// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MOBILE_BREAKPOINT_PX, type TArrangement } from '@spona/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildArrangement } from '../../../test/arrangementFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { ArrangementActions } from './ArrangementActions';

/** The screen is `width` px wide: Mantine's media queries answer as a browser of that width would. */
function setScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: maxWidth ? width <= Number(maxWidth[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function renderActions(overrides: Partial<TArrangement>) {
  return renderWithProviders(<ArrangementActions arrangement={buildArrangement(overrides)} />);
}

const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

describe('ArrangementActions', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows every allowed action as a button on a desktop, in the order of the entries', () => {
    setScreenWidth(DESKTOP_WIDTH);
    renderActions({ status: 'REQUESTED', allowed_operations: ['REPORT', 'DECLINE', 'ACCEPT'] });
    const group = screen.getByRole('group', { name: 'Arrangement actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline', 'Report a problem']);
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('leaves out operations that have no entry (SEND is the composer; jobs are never offered)', () => {
    setScreenWidth(DESKTOP_WIDTH);
    renderActions({ allowed_operations: ['SEND', 'AUTO_APPROVE', 'ABORT'] });
    const group = screen.getByRole('group', { name: 'Arrangement actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Abort']);
  });

  it('shows nothing when no action is allowed', () => {
    setScreenWidth(PHONE_WIDTH);
    renderActions({ status: 'COMPLETED', allowed_operations: ['SEND'] });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never lists Keep or Complete among the actions: they belong to the long-silence prompt', () => {
    setScreenWidth(DESKTOP_WIDTH);
    renderActions({
      allowed_operations: ['COMPLETE', 'KEEP', 'ABORT', 'REPORT'],
      needs_completion_prompt: true,
    });
    expect(screen.queryByRole('button', { name: 'Keep going' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete and rate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Abort' })).toBeTruthy();
  });

  it('opens the Keep dialog when the prompt asks for it', async () => {
    setScreenWidth(DESKTOP_WIDTH);
    const arrangement = buildArrangement({ allowed_operations: ['KEEP'], needs_completion_prompt: true });
    renderWithProviders(<ArrangementActions arrangement={arrangement} requestedOperation="KEEP" />);
    expect(await screen.findByRole('dialog', { name: 'Keep the collaboration going?' })).toBeTruthy();
  });

  it('folds the actions into one keyboard-usable menu on a phone', async () => {
    setScreenWidth(PHONE_WIDTH);
    expect(PHONE_WIDTH).toBeLessThan(MOBILE_BREAKPOINT_PX);
    renderActions({ status: 'REQUESTED', allowed_operations: ['ACCEPT', 'DECLINE', 'REPORT'] });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Actions' });
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');

    fireEvent.click(menuButton);
    // jsdom lays nothing out, so Mantine's popover takes its button for detached and keeps the
    // dropdown `display: none`: the items are read past that (hidden: true).
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    // A real menu: its items are reached with the arrow keys and Escape closes it (Mantine Menu).
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(menu?.getAttribute('role')).toBe('menu');
    expect(items.every((item) => menu?.contains(item))).toBe(true);
    expect(items.map((item) => item.textContent)).toEqual(['Accept', 'Decline', 'Report a problem']);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Decline', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Decline the request' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('shows the menu in Croatian as Radnje', async () => {
    setScreenWidth(PHONE_WIDTH);
    await i18n.changeLanguage('hr');
    try {
      renderActions({ allowed_operations: ['ABORT'] });
      expect(screen.getByRole('button', { name: 'Radnje' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
