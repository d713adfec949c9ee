import {
  Alert,
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { OFFER_MAX_CATEGORIES, OFFER_STATUSES, type TAuthUser, type TOffer } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { focusFirstError, hasFieldErrors, messageOfError, showServerErrors } from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { DateField } from '../../../ui/DateField';
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
import { AdvertiserOfferFields } from './AdvertiserOfferFields';
import { GuidePriceHint } from './GuidePriceHint';
import { ModerationAlert } from './ModerationAlert';
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

  return (
    <Dialog opened onClose={onClose} title={title} size="xl" fullScreen={isMobile}>
      <Stack gap="lg">
        {offer?.moderation && (
          <ModerationAlert
            flag={offer.moderation}
            offerId={offer.offer_id}
            title={t('offer.card.unapprovedTitle')}
          />
        )}
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
                // A warning in the text's own colour (orange text falls short of AA), marked by an orange icon.
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconAlertTriangle
                    aria-hidden
                    size={16}
                    color="var(--mantine-color-orange-7)"
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <Text size="sm">{t('offer.noPriceNote')}</Text>
                </Group>
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

            {/* Issue 18: a creator's service has a price only; targeting, the number of creators and a
                compensation belong to an advertiser's offer. */}
            {!isCreator && <AdvertiserOfferFields form={form} locations={publicData?.locations ?? []} />}

            <Divider label={t('offer.activity')} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('offer.statusLabel')}
                allowDeselect={false}
                data={OFFER_STATUSES.map((s) => ({ value: s, label: t(`offer.status.${s}`) }))}
                {...form.getInputProps('status')}
              />
              <DateField label={t('offer.startsAt')} {...form.getInputProps('starts_at')} />
              <DateField label={t('offer.endsAt')} {...form.getInputProps('ends_at')} />
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
