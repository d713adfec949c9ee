import { CloseButton, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PwaBannerProps {
  /** The banner's accessible name (it is a region landmark). */
  label: string;
  testId?: string;
  icon: ReactNode;
  /** The message; announced politely when `isStatus` (an update or connection notice). */
  children: ReactNode;
  isStatus?: boolean;
  /** The banner's buttons, before the close button. */
  actions?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
}

/** One bar of the banners slot (app/Banners.tsx stacks them along the bottom edge). */
export function PwaBanner({
  label,
  testId,
  icon,
  children,
  isStatus = false,
  actions,
  onClose,
  closeLabel,
}: PwaBannerProps) {
  return (
    <Paper
      component="section"
      aria-label={label}
      data-testid={testId}
      shadow="md"
      radius={0}
      px="sm"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="center" gap="sm" wrap="nowrap">
        <span
          aria-hidden
          style={{ display: 'flex', flexShrink: 0, color: 'var(--mantine-primary-color-filled)' }}
        >
          {icon}
        </span>
        <Text size="sm" role={isStatus ? 'status' : undefined} style={{ flex: '0 1 40rem', minWidth: 0 }}>
          {children}
        </Text>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {actions}
          {onClose && <CloseButton size="lg" aria-label={closeLabel} onClick={onClose} />}
        </Group>
      </Group>
    </Paper>
  );
}
