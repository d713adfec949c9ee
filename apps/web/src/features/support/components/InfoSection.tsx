import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A section of an information page: an h2 that names it (for screen readers too) and its content. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
