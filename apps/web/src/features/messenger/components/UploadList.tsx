import { Alert, CloseButton, Group, List, Paper, Progress, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import type { FileUploads } from '../hooks/useFileUploads';
import { formatFileSize } from '../lib/attachmentChecks';

interface UploadListProps {
  uploads: FileUploads;
}

/**
 * Issue 16: the files chosen for a message or a delivery, as chips with name, size, upload progress and
 * a remove button, and what was refused and why.
 */
export function UploadList({ uploads }: UploadListProps) {
  const { t } = useTranslation('messenger');
  const { locale } = useLanguage();
  if (uploads.uploads.length === 0 && uploads.problems.length === 0) return null;
  return (
    <>
      {uploads.problems.length > 0 && (
        <Alert
          color="red"
          role="alert"
          p="xs"
          withCloseButton
          closeButtonLabel={t('attachments.dismiss')}
          onClose={uploads.dismissProblems}
        >
          <List size="sm" spacing={2}>
            {uploads.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {uploads.uploads.length > 0 && (
        <Group gap={6} role="list" aria-label={t('attachments.listLabel')}>
          {uploads.uploads.map((item) => {
            const isPdf = item.uploaded?.kind === 'PDF' || item.name.toLowerCase().endsWith('.pdf');
            const Icon = isPdf ? IconFileTypePdf : IconPhoto;
            return (
              <Paper
                key={item.key}
                role="listitem"
                withBorder
                radius="md"
                px={8}
                py={4}
                maw="100%"
                data-testid="upload-chip"
              >
                <Group gap={6} wrap="nowrap">
                  <Icon aria-hidden size={16} style={{ flexShrink: 0 }} />
                  <Text size="xs" truncate="end" maw={160} title={item.name}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(item.size, locale)}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('attachments.remove', { name: item.name })}
                    onClick={() => uploads.remove(item.key)}
                  />
                </Group>
                {item.uploaded === null && (
                  <Progress
                    size="xs"
                    mt={2}
                    value={Math.round(item.progress * 100)}
                    aria-label={t('attachments.uploading', { name: item.name })}
                  />
                )}
              </Paper>
            );
          })}
        </Group>
      )}
    </>
  );
}
