import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface InfoArticleProps {
  title: string;
  /** A line under the title, such as the date a policy takes effect. */
  meta?: ReactNode;
  lead: string;
  children: ReactNode;
}

/** An information page (about, support, privacy): the h1, a lead paragraph and the page's sections. */
export function InfoArticle({ title, meta, lead, children }: InfoArticleProps) {
  return (
    <Stack component="article" gap="xl" maw={760}>
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        {meta && (
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
        )}
        <Text size="lg">{lead}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
