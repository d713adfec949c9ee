// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TArrangement } from '@spona/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildArrangement } from '../../../test/arrangementFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { Conversation } from './Conversation';

/** Opens arrangement 5 as the API answers it, with an empty thread. */
function openConversation(arrangement: TArrangement) {
  const api = standInApi({
    'GET arrangements/:id': () => arrangement,
    'GET messages/messaging/read/:id': () => ({ data: [], total: 0 }),
    'POST messages/messaging/open/:id': () => ({}),
    'POST management/keep/:id': () => ({}),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/messenger/5']}>
      <Conversation arrangementId={5} userId={12} isMobile={false} />
    </MemoryRouter>,
  );
  return api;
}

describe('Conversation: Keep only with the long-silence prompt (SPEC §4, issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('offers no Keep and no Complete right after acceptance: the way forward is a delivery', async () => {
    openConversation(buildArrangement({ allowed_operations: ['SEND', 'ABORT', 'REPORT'] }));
    expect(await screen.findByRole('button', { name: 'Abort' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete and rate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /keep going/i })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Was the collaboration completed?' })).toBeNull();
  });

  it('asks after a long silence, offering Complete and rate and Keep going, and keeps it going', async () => {
    const api = openConversation(
      buildArrangement({
        needs_completion_prompt: true,
        allowed_operations: ['SEND', 'COMPLETE', 'KEEP', 'ABORT', 'REPORT'],
      }),
    );
    const prompt = await screen.findByRole('region', { name: 'Was the collaboration completed?' });
    expect(within(prompt).getByRole('button', { name: 'Yes, complete and rate' })).toBeTruthy();
    // Keep is in the prompt, and only there.
    const actions = screen.getByRole('group', { name: 'Arrangement actions' });
    expect(within(actions).queryByRole('button', { name: 'Keep going' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /keep going/i })).toHaveLength(1);

    fireEvent.click(within(prompt).getByRole('button', { name: 'No, keep going' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the collaboration going?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === 'management/keep/5')).toBe(true),
    );
  });
});

describe('Conversation of an expired request (issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the status Expired and says no new messages can be sent', async () => {
    openConversation(buildArrangement({ status: 'EXPIRED', allowed_operations: ['REPORT'] }));
    expect((await screen.findByTestId('arrangement-status')).textContent).toBe('Expired');
    expect(screen.getByText('This arrangement is closed, so no new messages can be sent.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
