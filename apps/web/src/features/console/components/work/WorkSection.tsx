import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** Issue 17: a titled part of a console detail page (a landmark named by its heading). */
export function WorkSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
