import {
  Alert,
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AGE_BOUNDS,
  ENGAGEMENT_BOUNDS,
  FOLLOWER_BOUNDS,
  GENDERS,
  OFFER_MAX_CATEGORIES,
  OFFER_MAX_INFLUENCERS,
  OFFER_STATUSES,
  PROFILE_PATHS,
  ZOffer,
  type TAuthUser,
  type TOffer,
} from '@spona/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost, apiPut } from '../../../lib/apiClient';
import { fieldErrorsFromApiError, messageOfError, type FieldErrors } from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { Dialog } from '../../../ui/Dialog';
import { useIsMobile } from '../../../ui/useIsMobile';
import { useLanguage } from '../../../ui/useLanguage';
import { useSnackbar } from '../../../ui/useSnackbar';
import { socialAccountsQuery } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { totalFollowers } from '../lib/guidePrice';
import { buildOfferBody, offerFormValues, validateOfferForm, type OfferFormValues } from '../lib/offerForm';
import { GuidePriceHint } from './GuidePriceHint';
import { OfferImages } from './OfferImages';

interface OfferFormDialogProps {
  user: TAuthUser;
  /** The offer edited; null adds a new one. */
  offer: TOffer | null;
  /** After a new offer is saved the dialog goes on with its images. */
  onCreated: (offer: TOffer) => void;
  onClose: () => void;
}

/**
 * Adds or edits a creator's service or an advertiser's offer (SPEC §3 Offer, §7 POST/PUT offers), with
 * every field of the offer and, once it exists, its images.
 */
export function OfferFormDialog({ user, offer, onCreated, onClose }: OfferFormDialogProps) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const isMobile = useIsMobile();
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const isCreator = user.type === 'INFLUENCER';
  const publicData = useQuery(publicDataQuery(locale)).data;
  const accounts = useQuery({ ...socialAccountsQuery(), enabled: isCreator }).data ?? [];
  const [values, setValues] = useState<OfferFormValues>(() => offerFormValues(offer));
  const [isSubmitted, setSubmitted] = useState(false);
  const clientErrors = validateOfferForm(values, user.type);

  const save = useMutation({
    mutationFn: async () => {
      const body = buildOfferBody(values, user.type);
      const answer = offer
        ? await apiPut<unknown>(`${PROFILE_PATHS.offers}/${offer.offer_id}`, body)
        : await apiPost<unknown>(PROFILE_PATHS.offers, body);
      return ZOffer.parse(answer);
    },
    onSuccess: async (saved) => {
      await refreshProfile();
      snackbar.show(t(isCreator ? 'offer.savedService' : 'offer.savedOffer'));
      if (!offer) onCreated(saved);
    },
  });
  const serverErrors = save.isError ? fieldErrorsFromApiError(save.error) : {};
  const errors: FieldErrors = { ...(isSubmitted ? clientErrors : {}), ...serverErrors };
  const formError =
    save.isError && Object.keys(serverErrors).length === 0 ? messageOfError(save.error) : null;
  const set = <K extends keyof OfferFormValues>(field: K, value: OfferFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.reset();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length === 0) save.mutate();
  };

  const title = offer
    ? t(isCreator ? 'offer.editService' : 'offer.editOffer')
    : t(isCreator ? 'offer.addService' : 'offer.addOffer');
  const numberProps = (field: keyof OfferFormValues, min: number, max: number, decimals = false) => ({
    min,
    max,
    allowDecimal: decimals,
    value: values[field] as number | string,
    error: errors[`targeting.${field}`] ?? errors[field],
    onChange: (value: number | string) => set(field, value as never),
  });

  return (
    <Dialog opened onClose={onClose} title={title} size="xl" fullScreen={isMobile}>
      <Stack gap="lg">
        <form onSubmit={handleSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            <TextInput
              label={t('offer.name')}
              required
              value={values.name}
              error={errors.name}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
            <Textarea
              label={t('offer.description')}
              autosize
              minRows={3}
              value={values.description}
              error={errors.description}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
            <Textarea
              label={t('offer.descriptionEn')}
              autosize
              minRows={2}
              value={values.description_en}
              error={errors.description_en}
              onChange={(e) => set('description_en', e.currentTarget.value)}
            />

            <Stack gap="xs">
              <Switch
                label={t('offer.asAgreed')}
                checked={values.isPriceAgreed}
                onChange={(e) => set('isPriceAgreed', e.currentTarget.checked)}
              />
              {!values.isPriceAgreed && (
                <NumberInput
                  label={t('offer.price')}
                  required
                  min={0}
                  decimalScale={2}
                  suffix=" €"
                  value={values.price}
                  error={errors.price}
                  onChange={(value) => set('price', value)}
                />
              )}
              {values.isPriceAgreed && (
                <Text size="sm" c="orange.9">
                  {t('offer.noPriceNote')}
                </Text>
              )}
              {isCreator && <GuidePriceHint followers={totalFollowers(accounts)} />}
            </Stack>

            <MultiSelect
              label={t('offer.categories')}
              data={(publicData?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={values.categories}
              maxValues={OFFER_MAX_CATEGORIES}
              searchable
              error={errors.categories}
              onChange={(value) => set('categories', value)}
            />

            <Divider label={t('offer.targeting')} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('offer.gender')}
                clearable
                data={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
                value={values.gender}
                onChange={(value) => set('gender', value as OfferFormValues['gender'])}
              />
              <Select
                label={t('offer.location')}
                clearable
                data={(publicData?.locations ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
                value={values.location_id}
                error={errors['targeting.location_id']}
                onChange={(value) => set('location_id', value)}
              />
              <TextInput
                label={t('offer.city')}
                value={values.city}
                error={errors['targeting.city']}
                onChange={(e) => set('city', e.currentTarget.value)}
              />
              <Group grow gap="xs" align="flex-start">
                <NumberInput
                  label={t('offer.ageFrom')}
                  {...numberProps('age_from', AGE_BOUNDS.min, AGE_BOUNDS.max)}
                />
                <NumberInput
                  label={t('offer.ageTo')}
                  {...numberProps('age_to', AGE_BOUNDS.min, AGE_BOUNDS.max)}
                />
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
                value={values.influencers_needed}
                error={errors.influencers_needed}
                onChange={(value) => set('influencers_needed', value)}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="compensation-kind-label">
                  {t('offer.compensationKind')}
                </Text>
                <SegmentedControl
                  aria-labelledby="compensation-kind-label"
                  value={values.compensationKind}
                  onChange={(value) => set('compensationKind', value as OfferFormValues['compensationKind'])}
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
                  value={values.amount}
                  error={errors['compensation.amount'] ?? errors.compensation}
                  onChange={(value) => set('amount', value)}
                />
                <Switch
                  mt={{ base: 0, sm: 30 }}
                  label={t('offer.showAmount')}
                  checked={values.show_amount}
                  onChange={(e) => set('show_amount', e.currentTarget.checked)}
                />
              </SimpleGrid>
            )}
            {values.compensationKind === 'GIVEAWAY' && (
              <Textarea
                label={t('offer.giveaway')}
                required
                autosize
                minRows={2}
                value={values.giveaway}
                error={errors['compensation.description'] ?? errors.compensation}
                onChange={(e) => set('giveaway', e.currentTarget.value)}
              />
            )}

            <Divider label={t('offer.activity')} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('offer.statusLabel')}
                allowDeselect={false}
                data={OFFER_STATUSES.map((s) => ({ value: s, label: t(`offer.status.${s}`) }))}
                value={values.status}
                onChange={(value) => value && set('status', value as OfferFormValues['status'])}
              />
              <TextInput
                type="date"
                label={t('offer.startsAt')}
                value={values.starts_at}
                error={errors.starts_at}
                onChange={(e) => set('starts_at', e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('offer.endsAt')}
                value={values.ends_at}
                error={errors.ends_at}
                onChange={(e) => set('ends_at', e.currentTarget.value)}
              />
            </SimpleGrid>

            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            {isSubmitted && Object.keys(errors).length > 0 && (
              <Text size="sm" c="red.8" role="alert">
                {t('offer.fixErrors')}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {offer ? t('common.close') : t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        {offer ? (
          <OfferImages offer={offer} />
        ) : (
          <>
            <Divider />
            <Title order={3} size="h5">
              {t('offer.images.titleEmpty')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('offer.images.afterSave')}
            </Text>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
