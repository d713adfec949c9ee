// @vitest-environment jsdom
import '../../../test/setupDom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';
import { DeleteAccountSection } from './DeleteAccountSection';

/** The API's side: DELETE settings/account answers only when the test lets it. */
function fakeApi() {
  const deletions: RequestInit[] = [];
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/settings/account') && init?.method === 'DELETE') {
        deletions.push(init);
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      return jsonResponse({});
    }),
  );
  return { deletions, answer: (response: Response) => answer(response) };
}

function renderSection() {
  const router = createMemoryRouter(
    [
      { path: '/user-settings', element: <DeleteAccountSection /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/user-settings'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-1' } });
  return screen.getByRole('button', { name: 'Delete my account' });
}

describe('DeleteAccountSection (SPEC §6)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest();
  });

  it('sends one DELETE however often the button is clicked', async () => {
    const api = fakeApi();
    const submit = renderSection();
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(api.deletions.length).toBeGreaterThan(0));
    expect(api.deletions).toHaveLength(1);
    fireEvent.click(submit);
    await act(async () => {
      api.answer(jsonResponse({ success: true }));
    });
    expect(await screen.findByText('login page')).toBeDefined();
    expect(api.deletions).toHaveLength(1);
  });
});
