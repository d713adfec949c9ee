// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import type { TMessage, TNotification } from '@spona/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { appEvents } from '../../../lib/appEvents';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildArrangement } from '../../../test/arrangementFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { NotificationsCard } from '../components/NotificationsCard';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startDashboardRefresh } from './dashboardRefresh';

function buildNotification(id: number): TNotification {
  return {
    id,
    kind: 'ARRANGEMENT_NEW',
    data: { arrangement_id: 5 },
    read: false,
    read_at: null,
    created_at: '2026-01-02T10:00:00.000Z',
    title: `New request ${id}`,
    text: 'Ana K. sent you a request.',
  };
}

function buildMessage(): TMessage {
  return {
    id: 90,
    type: 'TEXT',
    sender: 40,
    receiver: 12,
    arrangement: 5,
    content: 'Hello',
    message_key: null,
    created_at: '2026-01-02T10:00:00.000Z',
    attachments: [],
    seen_at: null,
    data: null,
  };
}

/** The dashboard's notifications card, following the real-time events as the app does. */
function LiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => startDashboardRefresh(queryClient), [queryClient]);
  return <NotificationsCard />;
}

describe('startDashboardRefresh', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a new notification after a real-time burst without a reload, fetching once', async () => {
    /** The notifications as the server has them; the test adds one as the request arrives there. */
    const notifications: TNotification[] = [];
    const api = standInApi({
      'GET dashboard/notifications/:n': () => ({
        data: notifications,
        unread: notifications.filter((notification) => !notification.read).length,
      }),
    });
    const reads = () => api.requests.filter((request) => request.path.startsWith('dashboard/notifications/'));
    renderWithProviders(<LiveNotifications />);
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    expect(reads()).toHaveLength(1);

    // One new request arrives as ArrangementEvent NEW and the MessageEvent of its message.
    notifications.push(buildNotification(1));
    appEvents.emit('arrangementNew', { arrangement: buildArrangement({ status: 'REQUESTED' }) });
    appEvents.emit('messageNew', { message: buildMessage() });
    appEvents.emit('messageSeen', { arrangementId: 5, userId: 12, seenAt: '2026-03-01T10:00:00.000Z' });

    expect(await screen.findByText('New request 1')).toBeTruthy();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread');
    expect(reads()).toHaveLength(2);
  });

  it('refreshes on a change of an arrangement too', async () => {
    const notifications: TNotification[] = [];
    standInApi({
      'GET dashboard/notifications/:n': () => ({ data: notifications, unread: notifications.length }),
    });
    renderWithProviders(<LiveNotifications />);
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();

    notifications.push(buildNotification(2));
    appEvents.emit('arrangementChanged', { arrangement: buildArrangement({ status: 'IN_PROGRESS' }) });
    await waitFor(() => expect(screen.getByText('New request 2')).toBeTruthy());
  });
});
