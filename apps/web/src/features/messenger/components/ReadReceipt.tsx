import { Group, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReadReceiptProps {
  /** When the other participant saw the message, or null: sent, not seen yet. */
  seenAt: string | null;
  /** Colour of the text on the bubble. */
  color: string;
}

/** Issue 16: "Sent" or "Seen" under one of the user's own messages, with a check (two when seen). */
export function ReadReceipt({ seenAt, color }: ReadReceiptProps) {
  const { t } = useTranslation('messenger');
  const Icon = seenAt ? IconChecks : IconCheck;
  return (
    <Group gap={2} wrap="nowrap" c={color} data-testid="read-receipt" data-seen={seenAt ? true : undefined}>
      <Icon size={14} stroke={2} aria-hidden />
      <Text span size="xs" c={color}>
        {seenAt ? t('receipt.seen') : t('receipt.sent')}
      </Text>
    </Group>
  );
}
