import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import type { TCampaign, TShortlistEntry } from '@spona/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { Dialog } from '../../../ui/Dialog';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { publicProfileQuery } from '../../profile/api/profileApi';
import { formatNumber, formatEuros } from '@spona/contracts';
import { addCampaignCreator, campaignKeys } from '../api/campaignsApi';
import { shortlistQuery, shortlistsQuery } from '../api/shortlistsApi';
import { findPricedServices } from '../lib/pricedServices';

interface AddFromShortlistDialogProps {
  campaign: TCampaign;
  onClose: () => void;
}

/** Issue 20: adds creators of a shortlist to a draft campaign, each on one of their priced services. */
export function AddFromShortlistDialog({ campaign, onClose }: AddFromShortlistDialogProps) {
  const { t } = useTranslation('campaigns');
  const lists = useQuery(shortlistsQuery());
  const [listId, setListId] = useState<string | null>(null);
  const firstListId = lists.data?.data[0]?.id;
  const chosenId = listId ?? (firstListId === undefined ? null : String(firstListId));

  return (
    <Dialog opened onClose={onClose} title={t('addFromShortlist.title')} size="lg">
      <Stack gap="md">
        {lists.isPending ? (
          <Skeleton h={36} />
        ) : lists.data && lists.data.data.length > 0 ? (
          <Select
            label={t('addFromShortlist.list')}
            data={lists.data.data.map((list) => ({
              value: String(list.id),
              label: t('save.listLabel', { name: list.name, count: list.creator_count }),
            }))}
            value={chosenId}
            onChange={setListId}
            allowDeselect={false}
          />
        ) : (
          <Text>
            {t('addFromShortlist.noLists')}{' '}
            <Anchor component={Link} to="/search/creators">
              {t('addFromShortlist.search')}
            </Anchor>
          </Text>
        )}
        {chosenId && <ShortlistCandidates campaign={campaign} listId={Number(chosenId)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

function ShortlistCandidates({ campaign, listId }: { campaign: TCampaign; listId: number }) {
  const { t } = useTranslation('campaigns');
  const list = useQuery(shortlistQuery(listId));
  if (list.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    );
  }
  if (list.error) return <Text role="alert">{messageOfError(list.error)}</Text>;
  if (list.data.creators.length === 0) return <Text c="dimmed">{t('addFromShortlist.emptyList')}</Text>;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {list.data.creators.map((entry) => (
        <ShortlistCandidate
          key={entry.creator.id}
          campaign={campaign}
          entry={entry}
          isInCampaign={campaign.creators.some((item) => item.creator.id === entry.creator.id)}
        />
      ))}
    </Stack>
  );
}

function ShortlistCandidate({
  campaign,
  entry,
  isInCampaign,
}: {
  campaign: TCampaign;
  entry: TShortlistEntry;
  isInCampaign: boolean;
}) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const { creator } = entry;
  const name = `${creator.first_name} ${creator.last_name}`;
  const profile = useQuery({ ...publicProfileQuery('INFLUENCER', creator.id), enabled: !isInCampaign });
  const services = profile.data ? findPricedServices(profile.data.offers) : [];
  const [offerId, setOfferId] = useState<string | null>(null);
  const chosenOfferId = offerId ?? (services[0] ? String(services[0].offer_id) : null);
  const add = useMutation({
    mutationFn: () =>
      addCampaignCreator(campaign.id, { user_id: creator.id, offer_id: Number(chosenOfferId) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(campaignKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });

  return (
    <li data-testid="shortlist-candidate" data-name={name}>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" gap="sm" align="flex-end">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 160px' }}>
            <Text fw={700}>{name}</Text>
            <Text size="sm" c="dimmed">
              {t('creator.followers', {
                count: creator.followers_count,
                formatted: formatNumber(creator.followers_count, locale),
              })}
            </Text>
          </Stack>
          {isInCampaign ? (
            <Text size="sm" fw={600}>
              {t('addFromShortlist.inCampaign')}
            </Text>
          ) : profile.isPending ? (
            <Skeleton h={36} w={200} />
          ) : services.length === 0 ? (
            <Text size="sm" c="dimmed" maw={260}>
              {t('addFromShortlist.noServices')}
            </Text>
          ) : (
            <Group gap="xs" align="flex-end" wrap="wrap" style={{ flex: '1 1 260px' }} justify="flex-end">
              <Select
                label={t('addFromShortlist.service', { name })}
                data={services.map((offer) => ({
                  value: String(offer.offer_id),
                  label: t('serviceOption', {
                    name: offer.name,
                    price: formatEuros(offer.price ?? 0, locale),
                  }),
                }))}
                value={chosenOfferId}
                onChange={setOfferId}
                allowDeselect={false}
                style={{ flex: '1 1 180px' }}
              />
              <Button
                loading={add.isPending}
                onClick={() => add.mutate()}
                aria-label={t('addFromShortlist.addName', { name })}
              >
                {t('addFromShortlist.add')}
              </Button>
            </Group>
          )}
        </Group>
        {add.error && (
          <Text size="sm" c="red.9" role="alert" mt={4}>
            {messageOfError(add.error)}
          </Text>
        )}
      </Paper>
    </li>
  );
}
