// @vitest-environment jsdom
import '../../../test/setupDom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TArrangement } from '@spona/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildArrangement, buildDelivery } from '../../../test/arrangementFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { messengerKeys } from '../api/messengerApi';
import { Conversation } from './Conversation';

const PENDING = buildArrangement({
  deliveries: [buildDelivery(31, { links: ['https://example.com/reel'] })],
  allowed_operations: ['SEND', 'ABORT', 'COMPLETE', 'REPORT', 'APPROVE', 'REVISE'],
});
const COMPLETED = buildArrangement({
  status: 'COMPLETED',
  deliveries: [buildDelivery(31, { status: 'APPROVED', links: ['https://example.com/reel'] })],
  allowed_operations: ['REVIEW', 'REPORT'],
});

let current: TArrangement;

function renderConversation() {
  return renderWithProviders(
    <MemoryRouter>
      <Conversation arrangementId={5} userId={7} isMobile={false} />
    </MemoryRouter>,
  );
}

describe('Conversation: the rating after an approval (issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  beforeEach(() => {
    current = PENDING;
    standInApi({
      'GET arrangements/:id': () => current,
      'GET messages/messaging/read/:id': () => ({ data: [], total: 0 }),
      'POST messages/messaging/open/:id': () => ({ success: true }),
      'POST management/approve/:id': () => {
        current = COMPLETED;
        return COMPLETED;
      },
    });
  });

  it('opens the rating dialog for the advertiser who approved the delivery', async () => {
    renderConversation();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the delivery?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('dialog', { name: 'Rate the collaboration' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve the delivery?' })).toBeNull());
    // The keyboard is in the rating dialog, not left behind on the closed one.
    const rating = screen.getByRole('dialog', { name: 'Rate the collaboration' });
    await waitFor(() => expect(rating.contains(document.activeElement)).toBe(true));
  });

  it('opens it for the other side when the completion arrives', async () => {
    const { queryClient } = renderConversation();
    await screen.findByRole('button', { name: 'Approve' });
    // What the ArrangementEvent CHANGED handler does (useMessengerEvents).
    act(() => queryClient.setQueryData(messengerKeys.detail(5), { ...COMPLETED, side: 'CREATOR' }));
    expect(await screen.findByRole('dialog', { name: 'Rate the collaboration' })).toBeTruthy();
  });

  it('does not prompt when the arrangement was already completed when opened', async () => {
    current = COMPLETED;
    renderConversation();
    expect(await screen.findByRole('button', { name: 'Rate' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
