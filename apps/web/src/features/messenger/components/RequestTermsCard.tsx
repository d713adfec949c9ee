import { Paper, Stack, Text } from '@mantine/core';
import type { TArrangement } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { TermsSummary } from './TermsSummary';

interface RequestTermsCardProps {
  arrangement: TArrangement;
}

/**
 * Issue 16: the request as its receiver reads it, first thing above the thread: what is offered,
 * by when and what is to be delivered, before they accept, decline or propose other terms.
 */
export function RequestTermsCard({ arrangement }: RequestTermsCardProps) {
  const { t } = useTranslation('messenger');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('terms.requestLabel')}>
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t('terms.requestTitle', { name: arrangement.other_party.first_name })}
        </Text>
        <TermsSummary terms={arrangement.terms} />
      </Stack>
    </Paper>
  );
}
