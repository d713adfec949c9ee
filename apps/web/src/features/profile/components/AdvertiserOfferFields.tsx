import {
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  AGE_BOUNDS,
  ENGAGEMENT_BOUNDS,
  FOLLOWER_BOUNDS,
  GENDERS,
  OFFER_MAX_INFLUENCERS,
  type TLocation,
} from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import type { OfferFormValues } from '../lib/offerForm';

interface AdvertiserOfferFieldsProps {
  form: UseFormReturnType<OfferFormValues>;
  locations: TLocation[];
}

/**
 * The parts of an advertiser's offer a creator's service does not have (SPEC §3 Offer): whom it is for
 * (targeting), how many creators it needs and what they get (compensation).
 */
export function AdvertiserOfferFields({ form, locations }: AdvertiserOfferFieldsProps) {
  const { t } = useTranslation('profile');
  const { values } = form;
  const numberProps = (field: keyof OfferFormValues, min: number, max: number, decimals = false) => ({
    min,
    max,
    allowDecimal: decimals,
    ...form.getInputProps(field),
  });
  return (
    <>
      <Divider label={t('offer.targeting')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('offer.gender')}
          clearable
          data={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          {...form.getInputProps('gender')}
        />
        <Select
          label={t('offer.location')}
          clearable
          data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          {...form.getInputProps('location_id')}
        />
        <TextInput label={t('offer.city')} {...form.getInputProps('city')} />
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('offer.ageFrom')}
            {...numberProps('age_from', AGE_BOUNDS.min, AGE_BOUNDS.max)}
          />
          <NumberInput label={t('offer.ageTo')} {...numberProps('age_to', AGE_BOUNDS.min, AGE_BOUNDS.max)} />
        </Group>
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('offer.followersFrom')}
            {...numberProps('followers_from', FOLLOWER_BOUNDS.min, FOLLOWER_BOUNDS.max)}
          />
          <NumberInput
            label={t('offer.followersTo')}
            {...numberProps('followers_to', FOLLOWER_BOUNDS.min, FOLLOWER_BOUNDS.max)}
          />
        </Group>
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('offer.engagementFrom')}
            {...numberProps('engagement_from', ENGAGEMENT_BOUNDS.min, ENGAGEMENT_BOUNDS.max, true)}
          />
          <NumberInput
            label={t('offer.engagementTo')}
            {...numberProps('engagement_to', ENGAGEMENT_BOUNDS.min, ENGAGEMENT_BOUNDS.max, true)}
          />
        </Group>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('offer.bounds', {
          ageMin: AGE_BOUNDS.min,
          ageMax: AGE_BOUNDS.max,
          followersMax: FOLLOWER_BOUNDS.max,
          engagementMax: ENGAGEMENT_BOUNDS.max,
        })}
      </Text>

      <Divider label={t('offer.compensation')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('offer.influencersNeeded')}
          min={1}
          max={OFFER_MAX_INFLUENCERS}
          allowDecimal={false}
          {...form.getInputProps('influencers_needed')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="compensation-kind-label">
            {t('offer.compensationKind')}
          </Text>
          <SegmentedControl
            aria-labelledby="compensation-kind-label"
            {...form.getInputProps('compensationKind', { withError: false })}
            data={[
              { value: 'NONE', label: t('offer.compensationNone') },
              { value: 'MONEY', label: t('offer.compensationMoney') },
              { value: 'GIVEAWAY', label: t('offer.compensationGiveaway') },
            ]}
          />
        </Stack>
      </SimpleGrid>
      {values.compensationKind === 'MONEY' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('offer.amount')}
            required
            min={0}
            decimalScale={2}
            suffix=" €"
            {...form.getInputProps('amount')}
          />
          <Switch
            mt={{ base: 0, sm: 30 }}
            label={t('offer.showAmount')}
            {...form.getInputProps('show_amount', { type: 'checkbox' })}
          />
        </SimpleGrid>
      )}
      {values.compensationKind === 'GIVEAWAY' && (
        <Textarea
          label={t('offer.giveaway')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('giveaway')}
        />
      )}
    </>
  );
}
