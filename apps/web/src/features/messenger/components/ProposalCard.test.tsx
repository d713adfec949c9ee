// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { buildSentRequest, buildProposal } from '../../../test/arrangementFixture';
import { ProposalCard } from './ProposalCard';
import { ProposeTermsDialog } from './ProposeTermsDialog';

const normalise = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('counter-offers in the conversation', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows the other party's proposal with Accept and Decline, and accepts it", async () => {
    const arrangement = buildSentRequest({
      open_proposal: buildProposal(12),
      allowed_operations: ['CANCEL', 'SEND', 'ACCEPT_PROPOSAL', 'DECLINE_PROPOSAL', 'REPORT'],
    });
    const api = standInApi({
      'POST management/proposal/:id': () => ({ ...arrangement, open_proposal: null }),
      'GET arrangements/:id': () => arrangement,
    });
    renderWithProviders(<ProposalCard arrangement={arrangement} />);
    const card = screen.getByRole('region', { name: 'Proposed new terms' });
    expect(within(card).getByText('Ana proposed new terms')).toBeTruthy();
    expect(normalise(card.textContent)).toContain('€220');
    expect(card.textContent).toContain('Could we do 220?');
    expect(card.textContent).toContain('1 Reel');
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the new terms?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.requests).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: 'management/proposal/5',
          body: { action: 'ACCEPT', message: null },
        }),
      ),
    );
    expect(await screen.findByText('New terms accepted.')).toBeTruthy();
  });

  it('declines with a message', async () => {
    const arrangement = buildSentRequest({
      open_proposal: buildProposal(12),
      allowed_operations: ['ACCEPT_PROPOSAL', 'DECLINE_PROPOSAL'],
    });
    const api = standInApi({ 'POST management/proposal/:id': () => arrangement });
    renderWithProviders(<ProposalCard arrangement={arrangement} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the new terms?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: 'Too late for us.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === 'management/proposal/5')?.body).toEqual({
        action: 'DECLINE',
        message: 'Too late for us.',
      }),
    );
  });

  it('tells the proposer to wait, with no answer buttons', () => {
    standInApi({});
    const arrangement = buildSentRequest({ open_proposal: buildProposal(40) });
    renderWithProviders(<ProposalCard arrangement={arrangement} />);
    expect(screen.getByText('You proposed new terms')).toBeTruthy();
    expect(screen.getByText('Waiting for Ana to answer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('proposes new terms starting from the current ones, with a message', async () => {
    const arrangement = buildSentRequest();
    const api = standInApi({ 'POST management/propose/:id': () => arrangement });
    const onClose = vi.fn();
    renderWithProviders(<ProposeTermsDialog isOpen arrangement={arrangement} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Propose new terms' });
    const amount = within(dialog).getByRole('textbox', { name: 'Proposed compensation' });
    expect(amount).toHaveProperty('value', '180 €');
    expect(within(dialog).getByRole('textbox', { name: 'Deliverable 1' })).toHaveProperty(
      'value',
      '1 Instagram Reel',
    );
    fireEvent.change(amount, { target: { value: '220' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Two more stories?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.find((r) => r.path === 'management/propose/5')?.body).toEqual({
      terms: {
        compensation: { kind: 'MONEY', amount: 220 },
        deadline: null,
        deliverables: ['1 Instagram Reel'],
      },
      message: 'Two more stories?',
    });
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const arrangement = buildSentRequest();
    standInApi({
      'POST management/propose/:id': () =>
        jsonResponse(
          {
            message: 'New terms are already waiting for an answer: only one proposal can be open at a time.',
          },
          409,
        ),
    });
    const onClose = vi.fn();
    renderWithProviders(<ProposeTermsDialog isOpen arrangement={arrangement} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'New terms are already waiting for an answer: only one proposal can be open at a time.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
