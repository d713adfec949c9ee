import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TConsoleOffer } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveOffer, setOfferFeatured, unapproveOffer } from '../../api/consoleWorkApi';
import { FeaturedDialog } from './FeaturedDialog';
import { ReasonDialog } from './ReasonDialog';
import { useWorkAction } from '../../hooks/useWorkAction';
import { useWorkFormat } from '../../hooks/useWorkFormat';

type TOfferDialog = { offer: TConsoleOffer; kind: 'unapprove' | 'featured' };

/**
 * Issue 17: a user's offers with what staff do to one: flag it unapproved with a reason (it leaves
 * search at once) or lift the flag, and feature it until a date or no longer.
 */
export function UserOffers({ offers }: { offers: TConsoleOffer[] }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const { perform, performNow, busyKey } = useWorkAction();
  const [dialog, setDialog] = useState<TOfferDialog | null>(null);
  const current = dialog?.offer;

  if (offers.length === 0) return <Text c="dimmed">{t('user.noOffers')}</Text>;
  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {offers.map((offer) => (
          <Paper component="li" key={offer.id} withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Group gap={6} wrap="wrap">
                <Text fw={600} size="sm">
                  {offer.name}
                </Text>
                <Badge size="sm" variant="light" color="gray">
                  {t(`offerStatus.${offer.status}`)}
                </Badge>
                {offer.unapproved && (
                  <Badge size="sm" variant="light" color="red">
                    {t('flags.unapproved')}
                  </Badge>
                )}
                {offer.featured && (
                  <Badge size="sm" variant="light" color="yellow">
                    {offer.featured_until
                      ? t('flags.featuredUntil', { date: format.date(offer.featured_until) })
                      : t('flags.featured')}
                  </Badge>
                )}
                {offer.deleted && (
                  <Badge size="sm" variant="light" color="dark">
                    {t('flags.deleted')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('user.offerFacts', {
                  type: t(`offerType.${offer.type}`),
                  date: format.date(offer.created_at),
                })}
              </Text>
              {offer.unapproved && offer.unapproved_reason && (
                <Text size="sm">{t('user.flagReason', { reason: offer.unapproved_reason })}</Text>
              )}
              {!offer.deleted && (
                <Group gap="xs">
                  {offer.unapproved ? (
                    <Button
                      size="xs"
                      color="green"
                      loading={busyKey === `approve-offer-${offer.id}`}
                      aria-label={t('user.approveOfferLabel', { name: offer.name })}
                      onClick={() =>
                        void performNow(
                          `approve-offer-${offer.id}`,
                          () => approveOffer(offer.id),
                          t('user.offerApproved', { name: offer.name }),
                        )
                      }
                    >
                      {t('actions.approve')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t('user.unapproveOfferLabel', { name: offer.name })}
                      onClick={() => setDialog({ offer, kind: 'unapprove' })}
                    >
                      {t('actions.unapprove')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('user.featureOfferLabel', { name: offer.name })}
                    onClick={() => setDialog({ offer, kind: 'featured' })}
                  >
                    {t('actions.featured')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ReasonDialog
        isOpen={dialog?.kind === 'unapprove'}
        title={current ? t('user.unapproveOfferTitle', { name: current.name }) : ''}
        description={t('user.unapproveOfferHint')}
        textLabel={t('dialog.reasonForUser')}
        isTextRequired
        submitLabel={t('actions.unapprove')}
        submitColor="red"
        onSubmit={async (reason) => {
          if (!current) return;
          await perform(
            () => unapproveOffer(current.id, reason),
            t('user.offerUnapproved', { name: current.name }),
          );
        }}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'featured' && current && (
        <FeaturedDialog
          isOpen
          subject={current.name}
          currentUntil={current.featured_until}
          isFeatured={current.featured}
          onSubmit={(until) =>
            perform(
              () => setOfferFeatured(current.id, until),
              until
                ? t('featured.saved', { subject: current.name })
                : t('featured.removed', { subject: current.name }),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
