import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAuthUser, TOffer } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { ownOffersQuery, removeOffer } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { ConfirmButton } from './ConfirmButton';
import { OfferCard } from './OfferCard';
import { OfferFormDialog } from './OfferFormDialog';

/** Which offer the dialog shows: a new one, or an existing one by id. */
export type TOfferDialog = { kind: 'new' } | { kind: 'edit'; offerId: number } | null;

interface OffersTabProps {
  user: TAuthUser;
  dialog: TOfferDialog;
  onDialogChange: (dialog: TOfferDialog) => void;
}

function OfferActions({ offer, onEdit }: { offer: TOffer; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const remove = useMutation({
    mutationFn: () => removeOffer(offer.offer_id),
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('offer.removed'));
    },
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={onEdit}
        aria-label={t('offer.editLabel', { name: offer.name })}
      >
        {t('common.edit')}
      </Button>
      <ConfirmButton
        size="xs"
        label={t('common.delete')}
        ariaLabel={t('offer.removeLabel', { name: offer.name })}
        title={t('offer.removeTitle')}
        text={t('offer.removeText', { name: offer.name })}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

/** The offers tab: a creator's services or an advertiser's offers (SPEC §2, §3), with status badges. */
export function OffersTab({ user, dialog, onDialogChange }: OffersTabProps) {
  const { t } = useTranslation('profile');
  const offers = useQuery(ownOffersQuery());
  const isCreator = user.type === 'INFLUENCER';
  const editedOffer =
    dialog?.kind === 'edit' ? (offers.data?.find((o) => o.offer_id === dialog.offerId) ?? null) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">{t(isCreator ? 'offer.introService' : 'offer.introOffer')}</Text>
        <Button
          leftSection={<IconPlus aria-hidden size={18} />}
          onClick={() => onDialogChange({ kind: 'new' })}
        >
          {t(isCreator ? 'offer.addService' : 'offer.addOffer')}
        </Button>
      </Group>
      {!offers.data ? (
        <Skeleton h={120} />
      ) : offers.data.length === 0 ? (
        <Text c="dimmed">{t(isCreator ? 'public.noServices' : 'public.noOffers')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {offers.data.map((offer) => (
            <OfferCard
              key={offer.offer_id}
              offer={offer}
              isOwnerView
              actions={
                <OfferActions
                  offer={offer}
                  onEdit={() => onDialogChange({ kind: 'edit', offerId: offer.offer_id })}
                />
              }
            />
          ))}
        </SimpleGrid>
      )}
      {dialog && (dialog.kind === 'new' || editedOffer) && (
        <OfferFormDialog
          // A new key when a created offer turns the dialog into its editor.
          key={dialog.kind === 'edit' ? dialog.offerId : 'new'}
          user={user}
          offer={editedOffer}
          onCreated={(offer) => onDialogChange({ kind: 'edit', offerId: offer.offer_id })}
          onClose={() => onDialogChange(null)}
        />
      )}
    </Stack>
  );
}
