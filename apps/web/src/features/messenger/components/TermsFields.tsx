import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_MAX_PRICE_EUR,
  TERMS_DELIVERABLE_MAX_LENGTH,
  TERMS_MAX_DELIVERABLES,
} from '@spona/contracts';
import { useId } from 'react';
import { DateField } from '../../../ui/DateField';
import { useTranslation } from 'react-i18next';
import type { TermsValues } from '../lib/termsForm';

interface TermsFieldsProps<TValues extends TermsValues> {
  form: UseFormReturnType<TValues>;
}

/**
 * Issue 16: the fields of the terms, in the request dialog and the counter-offer dialog: money in EUR
 * or a giveaway with its description, an optional deadline (the browser's own date input: keyboard and
 * phone friendly) and the deliverables, one line each, added and removed.
 */
export function TermsFields<TValues extends TermsValues>({ form: typedForm }: TermsFieldsProps<TValues>) {
  const { t } = useTranslation('messenger');
  const form = typedForm as unknown as UseFormReturnType<TermsValues>;
  const deliverablesId = useId();
  const { deliverables, compensationKind } = form.values;
  const deliverablesError = form.errors.deliverables;

  return (
    <Stack gap="sm">
      <Input.Wrapper label={t('termsForm.kind')}>
        <SegmentedControl
          fullWidth
          data={[
            { value: 'MONEY', label: t('termsForm.money') },
            { value: 'GIVEAWAY', label: t('termsForm.giveaway') },
          ]}
          value={compensationKind}
          onChange={(value) =>
            form.setFieldValue('compensationKind', value as TermsValues['compensationKind'])
          }
        />
      </Input.Wrapper>
      {compensationKind === 'GIVEAWAY' ? (
        <Textarea
          label={t('termsForm.giveawayDescription')}
          description={t('termsForm.giveawayHint')}
          autosize
          minRows={2}
          maxLength={OFFER_DESCRIPTION_MAX_LENGTH}
          required
          {...form.getInputProps('giveaway')}
        />
      ) : (
        <NumberInput
          label={t('termsForm.amount')}
          description={t('termsForm.amountHint')}
          min={0}
          max={OFFER_MAX_PRICE_EUR}
          suffix=" €"
          allowNegative={false}
          decimalScale={2}
          {...form.getInputProps('amount')}
          onChange={(value) => form.setFieldValue('amount', typeof value === 'number' ? value : '')}
        />
      )}
      <DateField
        label={t('termsForm.deadline')}
        description={t('termsForm.deadlineHint')}
        {...form.getInputProps('deadline')}
      />
      <Input.Wrapper
        id={deliverablesId}
        label={t('termsForm.deliverables')}
        description={t('termsForm.deliverablesHint')}
        error={deliverablesError}
      >
        <Stack gap={6} mt={4} role="group" aria-labelledby={`${deliverablesId}-label`}>
          {deliverables.map((_, index) => (
            <Group key={index} gap={6} wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('termsForm.deliverable', { number: index + 1 })}
                placeholder={t('termsForm.deliverablePlaceholder')}
                maxLength={TERMS_DELIVERABLE_MAX_LENGTH}
                {...form.getInputProps(`deliverables.${index}`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('termsForm.removeDeliverable', { number: index + 1 })}
                onClick={() =>
                  deliverables.length > 1
                    ? form.removeListItem('deliverables', index)
                    : form.setFieldValue('deliverables', [''])
                }
              >
                <IconTrash aria-hidden size={16} />
              </ActionIcon>
            </Group>
          ))}
          {deliverables.length < TERMS_MAX_DELIVERABLES && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus aria-hidden size={14} />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => form.insertListItem('deliverables', '')}
            >
              {t('termsForm.addDeliverable')}
            </Button>
          )}
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
