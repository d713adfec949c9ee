import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface WorkFrameProps {
  title: string;
  intro?: ReactNode;
  /** Beside the title: filters, a search box. */
  children: ReactNode;
}

/** Issue 17: a console work page: its heading (and the document's title), a line on what it is for. */
export function WorkFrame({ title, intro, children }: WorkFrameProps) {
  const { t } = useTranslation('consoleWork');
  const documentTitle = t('documentTitle', { page: title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
