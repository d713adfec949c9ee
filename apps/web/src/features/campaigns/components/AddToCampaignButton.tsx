import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { TPublicInfluencer } from '@spona/contracts';
import { IconTargetArrow } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { Dialog } from '../../../ui/Dialog';
import { PlaceHolder } from '../../../ui/PlaceHolder';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatEuros } from '@spona/contracts';
import { addCampaignCreator, campaignKeys, campaignsQuery } from '../api/campaignsApi';
import { useIsAdvertiser } from '../hooks/useIsAdvertiser';
import { findPricedServices } from '../lib/pricedServices';

/** Issue 20: "Add to campaign" on a creator's page, for advertisers: a draft campaign and a priced service. */
export function AddToCampaignButton({ creator }: { creator: TPublicInfluencer }) {
  const { t } = useTranslation('campaigns');
  const isAdvertiser = useIsAdvertiser();
  const [isOpen, setIsOpen] = useState(false);
  const button = (
    <Button
      variant="default"
      leftSection={<IconTargetArrow aria-hidden size={18} />}
      onClick={() => setIsOpen(true)}
    >
      {t('addToCampaign.button')}
    </Button>
  );
  // Issue 19: its place is kept until the signed-in user is known.
  if (isAdvertiser === undefined) return <PlaceHolder>{button}</PlaceHolder>;
  if (!isAdvertiser) return null;
  return (
    <>
      {button}
      {isOpen && <AddToCampaignDialog creator={creator} onClose={() => setIsOpen(false)} />}
    </>
  );
}

function AddToCampaignDialog({ creator, onClose }: { creator: TPublicInfluencer; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const campaigns = useQuery(campaignsQuery());
  const drafts = (campaigns.data?.data ?? []).filter((campaign) => campaign.status === 'DRAFT');
  const services = findPricedServices(creator.offers);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [offerId, setOfferId] = useState<string | null>(
    services.length === 1 ? String(services[0]?.offer_id) : null,
  );
  const add = useMutation({
    mutationFn: () =>
      addCampaignCreator(Number(campaignId), { user_id: creator.id, offer_id: Number(offerId) }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });
  const name = `${creator.first_name} ${creator.last_name}`;

  return (
    <Dialog opened onClose={onClose} title={t('addToCampaign.title', { name })} centered>
      {add.data ? (
        <Stack gap="md">
          <Text role="status">{t('addToCampaign.added', { name, campaign: add.data.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
            <Button component={Link} to={`/campaigns/${add.data.id}`}>
              {t('addToCampaign.open')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {services.length === 0 && <Text>{t('addToCampaign.noServices')}</Text>}
          {campaigns.isSuccess && drafts.length === 0 && (
            <Text>
              {t('addToCampaign.noDrafts')}{' '}
              <Anchor component={Link} to="/campaigns">
                {t('addToCampaign.createOne')}
              </Anchor>
            </Text>
          )}
          <Select
            label={t('addToCampaign.campaign')}
            placeholder={t('addToCampaign.pickCampaign')}
            data={drafts.map((campaign) => ({ value: String(campaign.id), label: campaign.name }))}
            value={campaignId}
            onChange={setCampaignId}
            disabled={drafts.length === 0}
          />
          <Select
            label={t('addToCampaign.service')}
            placeholder={t('addToCampaign.pickService')}
            data={services.map((offer) => ({
              value: String(offer.offer_id),
              label: t('serviceOption', { name: offer.name, price: formatEuros(offer.price ?? 0, locale) }),
            }))}
            value={offerId}
            onChange={setOfferId}
            disabled={services.length === 0}
          />
          {add.error && (
            <Text c="red.9" size="sm" role="alert">
              {messageOfError(add.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={!campaignId || !offerId} loading={add.isPending} onClick={() => add.mutate()}>
              {t('addToCampaign.add')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
