import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import type { TCampaign, TCampaignSendResult } from '@spona/contracts';
import { IconArrowLeft, IconEdit, IconSend, IconTargetArrow, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/apiError';
import { messageOfError } from '../../../lib/formErrors';
import { Dialog } from '../../../ui/Dialog';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatEuros } from '@spona/contracts';
import { campaignKeys, campaignQuery, removeCampaignCreator, updateCampaign } from '../api/campaignsApi';
import { AddFromShortlistDialog } from '../components/AddFromShortlistDialog';
import { AdvertisersOnly } from '../components/AdvertisersOnly';
import { CampaignCreatorItem } from '../components/CampaignCreatorItem';
import { CampaignForm, campaignFormValues } from '../components/CampaignForm';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';
import { CampaignTotals } from '../components/CampaignTotals';
import { SendCampaignDialog } from '../components/SendCampaignDialog';
import { SendResultAlert } from '../components/SendResultAlert';
import { useCampaignEvents } from '../hooks/useCampaignEvents';
import { formatPeriod } from '../lib/campaignFormat';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /campaigns/{id} (issue 20): the campaign builder, and once sent, each creator's arrangement live. */
export function CampaignPage() {
  const id = parseId(useParams().id);
  return (
    <AdvertisersOnly skeleton={<CampaignSkeleton />}>
      {id === null ? <CampaignNotFound /> : <CampaignLoader id={id} />}
    </AdvertisersOnly>
  );
}

function CampaignLoader({ id }: { id: number }) {
  const { t } = useTranslation('campaigns');
  const campaign = useQuery(campaignQuery(id));
  useCampaignEvents();
  if (campaign.error instanceof ApiError && campaign.error.status === 404) return <CampaignNotFound />;
  if (campaign.error) {
    return (
      <Stack align="center" gap="md" py="xl">
        <Text role="alert">{messageOfError(campaign.error)}</Text>
        <Button onClick={() => void campaign.refetch()}>{t('retry')}</Button>
      </Stack>
    );
  }
  if (!campaign.data) return <CampaignSkeleton />;
  return <CampaignView campaign={campaign.data} />;
}

type OpenDialog = 'edit' | 'add' | 'send' | null;

function CampaignView({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [sendResult, setSendResult] = useState<TCampaignSendResult | null>(null);
  const isDraft = campaign.status === 'DRAFT';
  const period = formatPeriod(campaign.starts_on, campaign.ends_on, locale);
  const remove = useMutation({
    mutationFn: (userId: number) => removeCampaignCreator(campaign.id, userId),
    onSuccess: (updated) => {
      queryClient.setQueryData(campaignKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });
  const handleEdit = async (input: Parameters<typeof updateCampaign>[1]) => {
    // SPEC: a sent campaign's brief no longer changes, so it is not sent again.
    const body = isDraft ? input : { ...input, brief: undefined };
    const updated = await updateCampaign(campaign.id, body);
    queryClient.setQueryData(campaignKeys.detail(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    setDialog(null);
  };

  return (
    <Stack gap="lg" data-testid="campaign-page">
      <Anchor component={Link} to="/campaigns" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft aria-hidden size={16} />
          {t('campaign.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Group gap="sm" align="center">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {campaign.name}
            </Title>
            <CampaignStatusBadge status={campaign.status} />
          </Group>
          <Group gap="md">
            {period && <Text c="dimmed">{period}</Text>}
            <Text c="dimmed">
              {campaign.budget === null
                ? t('campaign.noBudget')
                : t('campaigns.budget', { amount: formatEuros(campaign.budget, locale) })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconEdit aria-hidden size={18} />}
            onClick={() => setDialog('edit')}
          >
            {t('campaign.edit')}
          </Button>
          {isDraft && (
            <Button
              leftSection={<IconSend aria-hidden size={18} />}
              disabled={campaign.creators.length === 0}
              onClick={() => setDialog('send')}
            >
              {t('campaign.send')}
            </Button>
          )}
        </Group>
      </Group>

      {sendResult && <SendResultAlert result={sendResult} onClose={() => setSendResult(null)} />}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brief-title">
        <Title order={2} size="h4" id="brief-title">
          {t('campaign.brief')}
        </Title>
        {campaign.brief ? (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{campaign.brief}</Text>
        ) : (
          <Text c="dimmed">{t('campaign.noBrief')}</Text>
        )}
      </Paper>

      <CampaignTotals totals={campaign.totals} status={campaign.status} />

      <Stack gap="sm" component="section" aria-labelledby="creators-title">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="creators-title">
            {t('campaign.creators', { count: campaign.creators.length })}
          </Title>
          {isDraft && (
            <Button
              variant="light"
              leftSection={<IconUserPlus aria-hidden size={18} />}
              onClick={() => setDialog('add')}
            >
              {t('campaign.addFromShortlist')}
            </Button>
          )}
        </Group>
        {remove.error && (
          <Text c="red.9" role="alert">
            {messageOfError(remove.error)}
          </Text>
        )}
        {campaign.creators.length === 0 ? (
          <Paper withBorder radius="md" p="lg" bg="gray.0">
            <Text fw={600}>{t('campaign.emptyTitle')}</Text>
            <Text size="sm">{t('campaign.emptyText')}</Text>
          </Paper>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {campaign.creators.map((entry) => (
              <CampaignCreatorItem
                key={entry.creator.id}
                entry={entry}
                isSent={!isDraft}
                onRemove={isDraft ? () => remove.mutate(entry.creator.id) : null}
                isRemoving={remove.isPending && remove.variables === entry.creator.id}
              />
            ))}
          </Stack>
        )}
      </Stack>

      {dialog === 'edit' && (
        <Dialog opened onClose={() => setDialog(null)} title={t('campaign.editTitle')} size="lg">
          <CampaignForm
            initialValues={campaignFormValues(campaign)}
            submitLabel={t('campaign.save')}
            onSubmit={handleEdit}
            onCancel={() => setDialog(null)}
            isBriefLocked={!isDraft}
          />
        </Dialog>
      )}
      {dialog === 'add' && <AddFromShortlistDialog campaign={campaign} onClose={() => setDialog(null)} />}
      {dialog === 'send' && (
        <SendCampaignDialog
          campaign={campaign}
          onClose={() => setDialog(null)}
          onSent={(result) => {
            setDialog(null);
            setSendResult(result);
          }}
        />
      )}
    </Stack>
  );
}

function CampaignNotFound() {
  const { t } = useTranslation('campaigns');
  return (
    <Stack align="center" gap="md" ta="center" maw={560} mx="auto" py="xl">
      <IconTargetArrow aria-hidden size={72} stroke={1.4} color="var(--mantine-color-violet-7)" />
      <Title order={1}>{t('campaign.notFound')}</Title>
      <Button component={Link} to="/campaigns">
        {t('campaign.back')}
      </Button>
    </Stack>
  );
}

/** The page's shape while the campaign loads (and in the prerendered page). */
function CampaignSkeleton() {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="lg" role="status" aria-label={t('loading')}>
      <Skeleton h={14} w={120} />
      <Skeleton h={36} w="50%" />
      <Skeleton h={90} radius="md" />
      <Skeleton h={110} radius="md" />
      <Skeleton h={72} radius="md" />
      <Skeleton h={72} radius="md" />
    </Stack>
  );
}
