import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TNotification } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { DASHBOARD_NOTIFICATIONS, notificationsQuery } from '../api/dashboardApi';
import { useMarkNotificationsRead } from '../hooks/useMarkNotificationsRead';
import { DashboardCard } from './DashboardCard';

/**
 * The user's notifications (issue 7: what happened to their arrangements, reviews, accounts and
 * offers), newest first, with the unread count; each, or all at once, can be marked read.
 */
export function NotificationsCard() {
  const { t } = useTranslation('dashboard');
  const snackbar = useSnackbar();
  const notifications = useQuery(notificationsQuery(DASHBOARD_NOTIFICATIONS));
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;

  const handleMarkRead = (body: { ids: number[] } | { all: true }) => {
    markRead.mutate(body, {
      onError: (error) => snackbar.show(error.message, { type: 'error' }),
    });
  };

  return (
    <DashboardCard
      id="dashboard-notifications"
      title={t('notifications.title')}
      isLoading={notifications.isPending}
      isError={notifications.isError}
      onRetry={() => void notifications.refetch()}
      aside={
        <Group gap="xs">
          <Badge color={unread > 0 ? 'red' : 'gray'} variant="light" data-testid="notifications-unread">
            {t('notifications.unread', { count: unread })}
          </Badge>
          {unread > 0 && (
            <Button
              size="xs"
              variant="subtle"
              loading={markRead.isPending}
              onClick={() => handleMarkRead({ all: true })}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Group>
      }
    >
      {notifications.data?.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="notifications-empty">
          {t('notifications.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {notifications.data?.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              isMarking={markRead.isPending}
              onMarkRead={() => handleMarkRead({ ids: [notification.id] })}
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

interface NotificationItemProps {
  notification: TNotification;
  isMarking: boolean;
  onMarkRead: () => void;
}

function NotificationItem({ notification, isMarking, onMarkRead }: NotificationItemProps) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(notification.created_at),
  );
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={notification.read ? undefined : 'violet.0'}
      data-testid="notification"
      data-read={notification.read}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={8} wrap="nowrap">
            <Text size="sm" fw={notification.read ? 500 : 700}>
              {notification.title}
            </Text>
            {!notification.read && (
              <Badge size="xs" color="violet" variant="filled">
                {t('notifications.unreadLabel')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{notification.text}</Text>
          <Text size="xs" c="dimmed">
            <time dateTime={notification.created_at}>{time}</time>
          </Text>
        </Stack>
        {!notification.read && (
          <Button
            size="xs"
            variant="light"
            // The text wraps, the button keeps its whole label.
            style={{ flexShrink: 0 }}
            disabled={isMarking}
            onClick={onMarkRead}
            aria-label={t('notifications.markReadOf', { title: notification.title })}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
