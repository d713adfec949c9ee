import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CAMPAIGN_MAX_BUDGET_EUR,
  CAMPAIGN_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  type TCampaign,
  type TCampaignCreate,
} from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { messageOfError, showServerErrors } from '../../../lib/formErrors';
import { DateField } from '../../../ui/DateField';
import { useLanguage } from '../../../ui/hooks/useLanguage';

export interface CampaignFormValues {
  name: string;
  brief: string;
  starts_on: string;
  ends_on: string;
  budget: number | string;
}

/** The form's values of a campaign (empty for a new one). */
export function campaignFormValues(campaign?: TCampaign): CampaignFormValues {
  return {
    name: campaign?.name ?? '',
    brief: campaign?.brief ?? '',
    starts_on: campaign?.starts_on ?? '',
    ends_on: campaign?.ends_on ?? '',
    budget: campaign?.budget ?? '',
  };
}

/** The request body of the form's values: empty fields are null. */
export function campaignInputOf(values: CampaignFormValues): TCampaignCreate {
  return {
    name: values.name.trim(),
    brief: values.brief.trim() || null,
    starts_on: values.starts_on || null,
    ends_on: values.ends_on || null,
    budget: typeof values.budget === 'number' ? values.budget : null,
  };
}

interface CampaignFormProps {
  initialValues: CampaignFormValues;
  submitLabel: string;
  /** Saves; a refusal comes back as a thrown error and shows on the form. */
  onSubmit: (input: TCampaignCreate) => Promise<unknown>;
  onCancel?: () => void;
  /** A sent campaign's brief no longer changes. */
  isBriefLocked?: boolean;
}

/** Issue 20: a campaign's name, brief, dates and budget. */
export function CampaignForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  isBriefLocked,
}: CampaignFormProps) {
  const { t } = useTranslation('campaigns');
  const isCroatian = useLanguage().locale === 'hr';
  const form = useForm<CampaignFormValues>({
    initialValues,
    validate: {
      name: (value) => (value.trim() ? null : t('form.nameRequired')),
      ends_on: (value, values) =>
        value && values.starts_on && value < values.starts_on ? t('form.endBeforeStart') : null,
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await onSubmit(campaignInputOf(values));
    } catch (error) {
      if (!showServerErrors(form, error)) form.setFieldError('name', messageOfError(error));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          required
          maxLength={CAMPAIGN_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('form.brief')}
          description={t('form.briefHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={isBriefLocked}
          {...form.getInputProps('brief')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DateField label={t('form.startsOn')} {...form.getInputProps('starts_on')} />
          <DateField
            label={t('form.endsOn')}
            minDate={form.values.starts_on || undefined}
            {...form.getInputProps('ends_on')}
          />
          <NumberInput
            label={t('form.budget')}
            suffix=" €"
            min={0}
            max={CAMPAIGN_MAX_BUDGET_EUR}
            decimalScale={2}
            thousandSeparator={isCroatian ? '.' : ','}
            decimalSeparator={isCroatian ? ',' : '.'}
            allowNegative={false}
            {...form.getInputProps('budget')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('form.datesHint')}
        </Text>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
