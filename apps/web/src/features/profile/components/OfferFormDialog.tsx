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
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AGE_BOUNDS,
  ENGAGEMENT_BOUNDS,
  FOLLOWER_BOUNDS,
  GENDERS,
  OFFER_MAX_CATEGORIES,
  OFFER_MAX_INFLUENCERS,
  OFFER_STATUSES,
  type TAuthUser,
  type TOffer,
} from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { focusFirstError, hasFieldErrors, messageOfError, showServerErrors } from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { Dialog } from '../../../ui/Dialog';
import { useIsMobile } from '../../../ui/hooks/useIsMobile';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { saveOffer, socialAccountsQuery } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { totalFollowers } from '../lib/guidePrice';
import {
  buildOfferBody,
  offerFieldOf,
  offerFormValues,
  validateOfferForm,
  type OfferFormValues,
} from '../lib/offerForm';
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
  const form = useForm<OfferFormValues>({
    initialValues: offerFormValues(offer),
    validate: (values) => validateOfferForm(values, user.type),
    onValuesChange: () => save.reset(),
  });
  const { values, errors } = form;
  const save = useMutation({
    mutationFn: (submitted: OfferFormValues) =>
      saveOffer(offer?.offer_id ?? null, buildOfferBody(submitted, user.type)),
    onSuccess: async (saved) => {
      await refreshProfile();
      snackbar.show(t(isCreator ? 'offer.savedService' : 'offer.savedOffer'));
      if (!offer) onCreated(saved);
    },
    onError: (error) => showServerErrors(form, error, (field) => offerFieldOf(field, values)),
  });
  const formError = save.isError && !hasFieldErrors(save.error) ? messageOfError(save.error) : null;

  const title = offer
    ? t(isCreator ? 'offer.editService' : 'offer.editOffer')
    : t(isCreator ? 'offer.addService' : 'offer.addOffer');
  const numberProps = (field: keyof OfferFormValues, min: number, max: number, decimals = false) => ({
    min,
    max,
    allowDecimal: decimals,
    ...form.getInputProps(field),
  });

  return (
    <Dialog opened onClose={onClose} title={title} size="xl" fullScreen={isMobile}>
      <Stack gap="lg">
        <form
          onSubmit={form.onSubmit((submitted) => save.mutate(submitted), focusFirstError(form))}
          noValidate
          aria-label={title}
        >
          <Stack gap="md">
            <TextInput label={t('offer.name')} required {...form.getInputProps('name')} />
            <Textarea
              label={t('offer.description')}
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <Textarea
              label={t('offer.descriptionEn')}
              autosize
              minRows={2}
              {...form.getInputProps('description_en')}
            />

            <Stack gap="xs">
              <Switch
                label={t('offer.asAgreed')}
                {...form.getInputProps('isPriceAgreed', { type: 'checkbox' })}
              />
              {!values.isPriceAgreed && (
                <NumberInput
                  label={t('offer.price')}
                  required
                  min={0}
                  decimalScale={2}
                  suffix=" €"
                  {...form.getInputProps('price')}
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
              maxValues={OFFER_MAX_CATEGORIES}
              searchable
              {...form.getInputProps('categories')}
            />

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
                data={(publicData?.locations ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
                {...form.getInputProps('location_id')}
              />
              <TextInput label={t('offer.city')} {...form.getInputProps('city')} />
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

            <Divider label={t('offer.activity')} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('offer.statusLabel')}
                allowDeselect={false}
                data={OFFER_STATUSES.map((s) => ({ value: s, label: t(`offer.status.${s}`) }))}
                {...form.getInputProps('status')}
              />
              <TextInput type="date" label={t('offer.startsAt')} {...form.getInputProps('starts_at')} />
              <TextInput type="date" label={t('offer.endsAt')} {...form.getInputProps('ends_at')} />
            </SimpleGrid>

            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            {Object.keys(errors).length > 0 && (
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
