import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NOTE_MAX_LENGTH } from '@spona/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../lib/formErrors';
import {
  createShortlist,
  removeShortlistCreator,
  saveShortlistCreator,
  shortlistKeys,
  shortlistsQuery,
} from '../api/shortlistsApi';

interface SaveCreatorMenuProps {
  creatorId: number;
  creatorName: string;
}

/**
 * Issue 20: the advertiser's lists, each ticked when the creator is in it (a tick saves or removes),
 * a new list made on the spot with the creator in it, and a note saved with the creator.
 */
export function SaveCreatorMenu({ creatorId, creatorName }: SaveCreatorMenuProps) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const lists = useQuery(shortlistsQuery());
  const [note, setNote] = useState('');
  const [newName, setNewName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
  const noteOrUndefined = note.trim() ? note.trim() : undefined;

  const toggle = useMutation({
    mutationFn: async ({ listId, isSaved }: { listId: number; isSaved: boolean }) => {
      if (isSaved) await removeShortlistCreator(listId, creatorId);
      else await saveShortlistCreator(listId, { user_id: creatorId, note: noteOrUndefined });
    },
    onSettled: refresh,
  });
  const create = useMutation({
    mutationFn: async (name: string) => {
      const list = await createShortlist({ name });
      await saveShortlistCreator(list.id, { user_id: creatorId, note: noteOrUndefined });
    },
    onSuccess: () => setNewName(''),
    onSettled: refresh,
  });
  const error = toggle.error ?? create.error;

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    if (newName.trim()) create.mutate(newName.trim());
  };

  return (
    <Stack gap="sm" w={280} maw="calc(100vw - 32px)">
      <Text fw={700} size="sm">
        {t('save.title', { name: creatorName })}
      </Text>
      {lists.isPending ? (
        <Stack gap={6} role="status" aria-label={t('loading')}>
          <Skeleton h={20} />
          <Skeleton h={20} w="70%" />
        </Stack>
      ) : lists.data && lists.data.data.length > 0 ? (
        <Stack gap={8} role="group" aria-label={t('save.lists')}>
          {lists.data.data.map((list) => {
            const isSaved = list.creator_ids.includes(creatorId);
            return (
              <Checkbox
                key={list.id}
                label={t('save.listLabel', { name: list.name, count: list.creator_count })}
                checked={isSaved}
                disabled={toggle.isPending}
                onChange={() => toggle.mutate({ listId: list.id, isSaved })}
              />
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('save.noLists')}
        </Text>
      )}
      <Textarea
        label={t('save.note')}
        description={t('save.noteHint')}
        value={note}
        maxLength={SHORTLIST_NOTE_MAX_LENGTH}
        autosize
        minRows={2}
        maxRows={4}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <form onSubmit={handleCreate}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('save.newList')}
            placeholder={t('save.newListPlaceholder')}
            value={newName}
            maxLength={SHORTLIST_NAME_MAX_LENGTH}
            onChange={(event) => setNewName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" loading={create.isPending} disabled={!newName.trim()}>
            {t('save.create')}
          </Button>
        </Group>
      </form>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {messageOfError(error)}
        </Text>
      )}
    </Stack>
  );
}
