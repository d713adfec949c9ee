import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { ARRANGEMENT_STATUSES, type TArrangementStatus, type TConsoleReportDetail } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { fetchArrangementFile } from '../../api/consoleWorkApi';
import { FileDownloadButton } from './FileDownloadButton';
import { useWorkFormat } from '../../hooks/useWorkFormat';

const isStatus = (text: string): text is TArrangementStatus =>
  (ARRANGEMENT_STATUSES as readonly string[]).includes(text);

/**
 * Issue 17: a reported arrangement's conversation, read-only: each message with its sender's name and
 * time, system lines set apart, attachments downloadable by staff.
 */
export function ReportConversation({ report }: { report: TConsoleReportDetail }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const { requester, receiver, id: arrangementId } = report.arrangement;
  const nameOf = (senderId: number | null) => {
    if (senderId === requester.id) return requester.name;
    if (senderId === receiver.id) return receiver.name;
    return t('conversation.unknownSender');
  };

  if (report.messages.length === 0) {
    return <Text c="dimmed">{t('conversation.empty')}</Text>;
  }
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('conversation.title')}
    >
      {report.messages.map((message) =>
        message.type === 'SYSTEM' ? (
          <Box component="li" key={message.id} py={4}>
            <Text size="xs" c="dimmed" ta="center" fs="italic">
              {isStatus(message.text) ? t(`conversation.statusLine.${message.text}`) : message.text}
              {' · '}
              {format.dateTime(message.created_at)}
            </Text>
          </Box>
        ) : (
          <Paper
            component="li"
            key={message.id}
            withBorder
            p="xs"
            radius="md"
            bg={message.sender_id === requester.id ? 'var(--mantine-color-gray-0)' : undefined}
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {nameOf(message.sender_id)}
              </Text>
              <Text size="xs" c="dimmed">
                {format.dateTime(message.created_at)}
              </Text>
            </Group>
            {message.text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Text>
            )}
            {message.attachments.length > 0 && (
              <Group gap="xs" mt={6}>
                {message.attachments.map((file) => (
                  <FileDownloadButton
                    key={file.id}
                    name={file.name}
                    onFetch={() => fetchArrangementFile(arrangementId, file.id)}
                  />
                ))}
              </Group>
            )}
          </Paper>
        ),
      )}
    </Stack>
  );
}
