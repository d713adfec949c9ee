// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { buildSentRequest, buildOffer } from '../../../test/arrangementFixture';
import { ArrangeDialog } from './ArrangeDialog';

function renderDialog(offer = buildOffer()) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ArrangeDialog
          isOpen
          offers={[offer]}
          initialOfferId={offer.offer_id}
          ownerId={12}
          ownerName="Ana Horvat"
          onClose={vi.fn()}
        />
      ),
    },
    { path: '/messenger/:id', element: <p>conversation</p> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  return { router, dialog: screen.getByRole('dialog', { name: 'Request a collaboration with Ana Horvat' }) };
}

// The terms' date field brings @mantine/dates: it loads later on a busy machine.
describe('ArrangeDialog terms', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('prefills the compensation from the offer and sends the terms it sets', async () => {
    const api = standInApi({ 'POST arrangements/new': () => buildSentRequest({ id: 77 }) });
    const { router, dialog } = renderDialog();
    const amount = within(dialog).getByRole('textbox', { name: 'Proposed compensation' });
    expect(amount).toHaveProperty('value', '150 €');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'A reel for our launch?' },
    });
    // The calendar loads with the first day field (ui/DateField.tsx): disabled until then.
    const deadline = await waitFor(() => {
      const field = within(dialog).getByLabelText<HTMLInputElement>('Deadline');
      expect(field.disabled).toBe(false);
      return field;
    });
    fireEvent.change(deadline, { target: { value: '2026-12-20' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Deliverable 1' }), {
      target: { value: '1 Instagram Reel' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a deliverable' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Deliverable 2' }), {
      target: { value: '3 stories' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messenger/77'));
    const sent = api.requests.find((request) => request.path === 'arrangements/new');
    expect(sent?.body).toMatchObject({
      offer_id: 3,
      content: 'A reel for our launch?',
      terms: {
        compensation: { kind: 'MONEY', amount: 150 },
        deadline: '2026-12-20',
        deliverables: ['1 Instagram Reel', '3 stories'],
      },
    });
  });

  it('offers a giveaway with its description, required, and removes deliverable lines', async () => {
    const api = standInApi({ 'POST arrangements/new': () => buildSentRequest({ id: 78 }) });
    const { router, dialog } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello!' },
    });
    fireEvent.click(within(dialog).getByText('Giveaway'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Describe the giveaway.')).toBeTruthy();
    expect(api.requests.filter((request) => request.path === 'arrangements/new')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'What you give' }), {
      target: { value: 'A hoodie of the new collection' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Deliverable 1' }), {
      target: { value: 'temporary' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove deliverable 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messenger/78'));
    expect(api.requests.find((request) => request.path === 'arrangements/new')?.body).toMatchObject({
      terms: {
        compensation: { kind: 'GIVEAWAY', description: 'A hoodie of the new collection' },
        deadline: null,
        deliverables: [],
      },
    });
  });

  it("shows the server's refusal of a term beside its field", async () => {
    standInApi({
      'POST arrangements/new': () =>
        jsonResponse(
          { message: 'Invalid', errors: { 'terms.deadline': ['Enter a valid date (YYYY-MM-DD).'] } },
          422,
        ),
    });
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter a valid date (YYYY-MM-DD).')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'System error' })).toBeNull();
  });
});
