import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DashboardCardProps {
  /** Id of the heading, which names the section for assistive technology. */
  id: string;
  title: string;
  /** Beside the title (a count, a button). */
  aside?: ReactNode;
  isLoading?: boolean;
  /** Lines of the loading skeleton: about as tall as the content, so that nothing below it jumps. */
  skeletonRows?: number;
  /** Shows the translated error with a retry button instead of the content. */
  onRetry?: () => void;
  isError?: boolean;
  children?: ReactNode;
}

/** Widths of the skeleton's lines, in turn: a ragged edge reads as text. */
const SKELETON_WIDTHS = ['100%', '80%', '60%', '90%'];

/** A section of the dashboard with its loading skeleton and its error with retry. */
export function DashboardCard({
  id,
  title,
  aside,
  isLoading,
  skeletonRows = 3,
  isError,
  onRetry,
  children,
}: DashboardCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {!isLoading && !isError && aside}
        </Group>
        {isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
            {Array.from({ length: skeletonRows }, (_, index) => (
              <Skeleton key={index} h={20} w={SKELETON_WIDTHS[index % SKELETON_WIDTHS.length]} />
            ))}
          </Stack>
        ) : isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden size={18} />} title={t('error.title')}>
            <Stack gap="xs" align="flex-start">
              {t('error.text')}
              {onRetry && (
                <Button size="xs" variant="light" color="red" onClick={onRetry}>
                  {t('error.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
