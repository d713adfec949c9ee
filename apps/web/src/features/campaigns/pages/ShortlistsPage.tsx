import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { SHORTLIST_NAME_MAX_LENGTH } from '@spona/contracts';
import { IconBookmarks, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { createShortlist, shortlistKeys, shortlistsQuery } from '../api/shortlistsApi';
import { AdvertisersOnly } from '../components/AdvertisersOnly';
import { CampaignsNav } from '../components/CampaignsNav';
import { ShortlistDetail } from '../components/ShortlistDetail';

/** /campaigns/shortlists (issue 20): the advertiser's shortlists of saved creators. */
export function ShortlistsPage() {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('shortlists.title')}</Title>
        <CampaignsNav current="shortlists" />
      </Group>
      <AdvertisersOnly skeleton={<ShortlistsSkeleton />}>
        <ShortlistsBody />
      </AdvertisersOnly>
    </Stack>
  );
}

function ShortlistsBody() {
  const { t } = useTranslation('campaigns');
  const lists = useQuery(shortlistsQuery());
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (lists.isPending) return <ShortlistsSkeleton />;
  if (lists.error) return <Text role="alert">{messageOfError(lists.error)}</Text>;
  const all = lists.data.data;
  const chosen = all.find((list) => list.id === chosenId) ?? all[0];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        {all.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('shortlists.lists')}>
            {all.map((list) => (
              <Button
                key={list.id}
                variant={list.id === chosen?.id ? 'filled' : 'default'}
                aria-pressed={list.id === chosen?.id}
                onClick={() => setChosenId(list.id)}
                leftSection={<IconBookmarks aria-hidden size={16} />}
              >
                {t('save.listLabel', { name: list.name, count: list.creator_count })}
              </Button>
            ))}
          </Group>
        )}
        <NewShortlistForm onCreated={setChosenId} />
      </Group>
      {chosen ? (
        <ShortlistDetail key={chosen.id} summary={chosen} onDeleted={() => setChosenId(null)} />
      ) : (
        <Paper withBorder radius="md" p="lg" bg="gray.0">
          <Text fw={600}>{t('shortlists.emptyTitle')}</Text>
          <Text size="sm" mb="sm">
            {t('shortlists.emptyText')}
          </Text>
          <Button
            component={Link}
            to="/search/creators"
            variant="light"
            leftSection={<IconSearch aria-hidden size={16} />}
          >
            {t('shortlists.findCreators')}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}

function NewShortlistForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createShortlist({ name: name.trim() }),
    onSuccess: async (list) => {
      setName('');
      await queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
      onCreated(list.id);
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate();
  };
  return (
    <form onSubmit={handleSubmit}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('save.newList')}
          placeholder={t('save.newListPlaceholder')}
          value={name}
          maxLength={SHORTLIST_NAME_MAX_LENGTH}
          error={create.error ? messageOfError(create.error) : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconPlus aria-hidden size={16} />}
          loading={create.isPending}
          disabled={!name.trim()}
        >
          {t('save.create')}
        </Button>
      </Group>
    </form>
  );
}

function ShortlistsSkeleton() {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="md" role="status" aria-label={t('loading')}>
      <Group gap="xs">
        <Skeleton h={36} w={140} />
        <Skeleton h={36} w={120} />
      </Group>
      <Skeleton h={180} radius="md" />
    </Stack>
  );
}
