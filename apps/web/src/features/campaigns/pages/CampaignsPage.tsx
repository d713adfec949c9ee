import { Card, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import type { TCampaignSummary } from '@spona/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatEuros } from '@spona/contracts';
import { campaignKeys, campaignsQuery, createCampaign } from '../api/campaignsApi';
import { AdvertisersOnly } from '../components/AdvertisersOnly';
import { CampaignForm, campaignFormValues } from '../components/CampaignForm';
import { CampaignsNav } from '../components/CampaignsNav';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';
import { formatPeriod } from '../lib/campaignFormat';

/** /campaigns (issue 20): the advertiser's campaigns and a form for a new one. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('campaigns.title')}</Title>
        <CampaignsNav current="campaigns" />
      </Group>
      <AdvertisersOnly skeleton={<CampaignListSkeleton />}>
        <CampaignsBody />
      </AdvertisersOnly>
    </Stack>
  );
}

function CampaignsBody() {
  const { t } = useTranslation('campaigns');
  const campaigns = useQuery(campaignsQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleCreate = async (input: Parameters<typeof createCampaign>[0]) => {
    const campaign = await createCampaign(input);
    queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    void navigate(`/campaigns/${campaign.id}`);
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm" component="section" aria-labelledby="campaign-list-title">
          <Title order={2} size="h3" id="campaign-list-title">
            {t('campaigns.yours')}
          </Title>
          {campaigns.isPending ? (
            <CampaignListSkeleton />
          ) : campaigns.data && campaigns.data.data.length > 0 ? (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {campaigns.data.data.map((campaign) => (
                <CampaignListItem key={campaign.id} campaign={campaign} />
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="md" p="lg" bg="gray.0">
              <Text fw={600}>{t('campaigns.emptyTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('campaigns.emptyText')}
              </Text>
            </Paper>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-campaign-title">
          <Title order={2} size="h3" id="new-campaign-title" mb="sm">
            {t('campaigns.new')}
          </Title>
          <CampaignForm
            initialValues={campaignFormValues()}
            submitLabel={t('campaigns.create')}
            onSubmit={handleCreate}
          />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function CampaignListItem({ campaign }: { campaign: TCampaignSummary }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const period = formatPeriod(campaign.starts_on, campaign.ends_on, locale);
  return (
    <li>
      <Card
        withBorder
        radius="md"
        p="md"
        component={Link}
        to={`/campaigns/${campaign.id}`}
        style={{ color: 'inherit', textDecoration: 'none' }}
        data-testid="campaign-item"
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Text>
          <CampaignStatusBadge status={campaign.status} />
        </Group>
        <Group gap="md" mt={4}>
          <Text size="sm">{t('campaigns.creatorCount', { count: campaign.creator_count })}</Text>
          {campaign.budget !== null && (
            <Text size="sm">{t('campaigns.budget', { amount: formatEuros(campaign.budget, locale) })}</Text>
          )}
          {period && (
            <Text size="sm" c="dimmed">
              {period}
            </Text>
          )}
        </Group>
      </Card>
    </li>
  );
}

/** The list's placeholders while the campaigns load (and in the prerendered page). */
function CampaignListSkeleton() {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="sm" role="status" aria-label={t('loading')}>
      <Skeleton h={76} radius="md" />
      <Skeleton h={76} radius="md" />
      <Skeleton h={76} radius="md" />
    </Stack>
  );
}
