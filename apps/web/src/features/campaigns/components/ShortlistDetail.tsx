import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { SHORTLIST_NAME_MAX_LENGTH, type TShortlistSummary } from '@spona/contracts';
import { IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { Dialog } from '../../../ui/Dialog';
import { deleteShortlist, renameShortlist, shortlistKeys, shortlistQuery } from '../api/shortlistsApi';
import { ShortlistCreatorCard } from './ShortlistCreatorCard';

/** Issue 20: one shortlist: rename it, delete it, and its creators with their notes. */
export function ShortlistDetail({
  summary,
  onDeleted,
}: {
  summary: TShortlistSummary;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const list = useQuery(shortlistQuery(summary.id));
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="shortlist-title" data-testid="shortlist-detail">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="shortlist-title" style={{ overflowWrap: 'anywhere' }}>
          {summary.name}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconEdit aria-hidden size={16} />}
            onClick={() => setDialog('rename')}
          >
            {t('shortlists.rename')}
          </Button>
          <Button
            variant="default"
            color="red.9"
            size="sm"
            leftSection={<IconTrash aria-hidden size={16} />}
            onClick={() => setDialog('delete')}
          >
            {t('shortlists.delete')}
          </Button>
        </Group>
      </Group>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t('loading')}>
          <Skeleton h={180} radius="md" />
          <Skeleton h={180} radius="md" />
          <Skeleton h={180} radius="md" />
        </SimpleGrid>
      ) : list.error ? (
        <Text role="alert">{messageOfError(list.error)}</Text>
      ) : list.data.creators.length === 0 ? (
        <Paper withBorder radius="md" p="lg" bg="gray.0">
          <Text fw={600}>{t('shortlists.emptyListTitle')}</Text>
          <Text size="sm" mb="sm">
            {t('shortlists.emptyListText')}
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
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.data.creators.map((entry) => (
            <ShortlistCreatorCard key={entry.creator.id} listId={summary.id} entry={entry} />
          ))}
        </SimpleGrid>
      )}
      {dialog === 'rename' && <RenameDialog summary={summary} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteDialog summary={summary} onClose={() => setDialog(null)} onDeleted={onDeleted} />
      )}
    </Stack>
  );
}

function RenameDialog({ summary, onClose }: { summary: TShortlistSummary; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const [name, setName] = useState(summary.name);
  const rename = useMutation({
    mutationFn: () => renameShortlist(summary.id, { name: name.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
      onClose();
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) rename.mutate();
  };
  return (
    <Dialog opened onClose={onClose} title={t('shortlists.renameTitle')} centered>
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('shortlists.name')}
            value={name}
            maxLength={SHORTLIST_NAME_MAX_LENGTH}
            required
            data-autofocus
            error={rename.error ? messageOfError(rename.error) : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending} disabled={!name.trim()}>
              {t('shortlists.saveName')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

function DeleteDialog({
  summary,
  onClose,
  onDeleted,
}: {
  summary: TShortlistSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteShortlist(summary.id),
    onSuccess: async () => {
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
    },
  });
  return (
    <Dialog opened onClose={onClose} title={t('shortlists.deleteTitle', { name: summary.name })} centered>
      <Stack gap="md">
        <Text>{t('shortlists.deleteText', { count: summary.creator_count })}</Text>
        {remove.error && (
          <Text c="red.9" role="alert">
            {messageOfError(remove.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('shortlists.delete')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
