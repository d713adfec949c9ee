import { Button, CloseButton, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import type { TUserType } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/hooks/useIsMobile';
import { profileStrengthQuery } from '../api/profileApi';
import { dismissGuide, isGuideDismissed } from '../lib/guideDismissal';
import { describeCompletion, type CompletionItem } from '../lib/profileCompletion';

interface FirstTimeGuideProps {
  userId: number;
  type: TUserType;
  onGoToStep: (item: CompletionItem) => void;
}

/**
 * The first-time guide of SPEC §2: walks through the completion steps of SPEC §9 one by one. Once
 * dismissed (or finished) it never comes back for this user (kept in localStorage).
 */
export function FirstTimeGuide({ userId, type, onGoToStep }: FirstTimeGuideProps) {
  const { t } = useTranslation('profile');
  const isMobile = useIsMobile();
  const [isDismissed, setDismissed] = useState(() => isGuideDismissed(userId));
  const strength = useQuery(profileStrengthQuery());
  if (isDismissed || !strength.data) return null;

  const completion = describeCompletion(strength.data, type);
  const active = completion.nextStep
    ? completion.items.indexOf(completion.nextStep)
    : completion.items.length;
  const handleDismiss = () => {
    dismissGuide(userId);
    setDismissed(true);
  };

  return (
    <Paper withBorder p="md" radius="md" bg="violet.0" component="section" aria-labelledby="guide-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id="guide-title">
              {t('guide.title')}
            </Title>
            <Text size="sm">{t('guide.intro')}</Text>
          </Stack>
          <CloseButton aria-label={t('guide.dismiss')} onClick={handleDismiss} />
        </Group>
        <Stepper
          active={active}
          size="sm"
          orientation={isMobile ? 'vertical' : 'horizontal'}
          allowNextStepsSelect={false}
        >
          {completion.items.map((item) => (
            <Stepper.Step
              key={item.step}
              label={t(item.labelKey)}
              description={t(`guide.steps.${item.name}`)}
            />
          ))}
        </Stepper>
        <Group gap="xs">
          {completion.nextStep ? (
            <Button onClick={() => onGoToStep(completion.nextStep!)}>
              {t('guide.goTo', { step: t(completion.nextStep.labelKey) })}
            </Button>
          ) : (
            <>
              <Text size="sm" fw={600}>
                {t('guide.finished')}
              </Text>
              <Button onClick={handleDismiss}>{t('guide.close')}</Button>
            </>
          )}
          {completion.nextStep && (
            <Button variant="subtle" onClick={handleDismiss}>
              {t('guide.skip')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
