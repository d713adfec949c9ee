import type { TConsoleUserRef, TConsoleUserRow, TConsoleVerification } from '@spona/contracts';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadConsoleTexts } from '../features/console/lib/consoleTexts';
import { writeStaffSession } from '../features/console/lib/staffSession';
import { renderWithProviders } from './renderApp';

/** Issue 17: a user as the console's rows name them. */
export function buildConsoleUserRef(id: number, overrides: Partial<TConsoleUserRef> = {}): TConsoleUserRef {
  return {
    id,
    type: 'INFLUENCER',
    name: `User ${id}`,
    username: `user${id}`,
    email: `user${id}@example.com`,
    image: null,
    deleted: false,
    ...overrides,
  };
}

export function buildConsoleUserRow(id: number, overrides: Partial<TConsoleUserRow> = {}): TConsoleUserRow {
  return {
    ...buildConsoleUserRef(id),
    email_verified: true,
    unapproved: false,
    featured_until: null,
    featured: false,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildConsoleVerification(
  id: number,
  overrides: Partial<TConsoleVerification> = {},
): TConsoleVerification {
  return {
    id,
    user: buildConsoleUserRef(100 + id),
    network: { id: 1, name: 'Instagram' },
    username: `creator${id}`,
    profile_url: `https://www.instagram.com/creator${id}/`,
    verification_code: `SPONA-${id}ABC`,
    followers: 12500,
    state: 'IN_PROGRESS',
    requested_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

/** The console's texts and a signed-in staff tab, as the console's chunk has them. */
export async function prepareConsole(): Promise<void> {
  await loadConsoleTexts();
  writeStaffSession({
    token_type: 'Bearer',
    expires_in: 3600,
    access_token: 'staff-token',
    scope: 'console',
  });
}

/** Renders one console page at `path` (its route `pattern`), inside the app's providers. */
export function renderConsolePage(element: ReactElement, pattern: string, path = pattern) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  return { ...renderWithProviders(createElement(RouterProvider, { router })), router };
}
