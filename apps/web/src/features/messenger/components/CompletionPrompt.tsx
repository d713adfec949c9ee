import { Alert, Button, Group, Text } from '@mantine/core';
import { ARRANGEMENT_SILENCE_PROMPT_DAYS } from '@spona/contracts';
import { useTranslation } from 'react-i18next';

interface CompletionPromptProps {
  /** Whether completing is allowed now (the API's allowed_operations). */
  canComplete: boolean;
  onComplete: () => void;
  onKeep: () => void;
}

/**
 * SPEC §4: after a long silence, asks whether the collaboration was completed: complete and rate, or
 * keep going (issue 16: the only place Keep is offered).
 */
export function CompletionPrompt({ canComplete, onComplete, onKeep }: CompletionPromptProps) {
  const { t } = useTranslation('messenger');
  return (
    <Alert color="violet" title={t('prompt.title')} role="region" aria-label={t('prompt.title')}>
      <Text size="sm" mb="xs">
        {t('prompt.text', { count: ARRANGEMENT_SILENCE_PROMPT_DAYS })}
      </Text>
      <Group gap="xs">
        {canComplete && (
          <Button size="xs" color="violet" onClick={onComplete}>
            {t('prompt.complete')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onKeep}>
          {t('prompt.keep')}
        </Button>
      </Group>
    </Alert>
  );
}
