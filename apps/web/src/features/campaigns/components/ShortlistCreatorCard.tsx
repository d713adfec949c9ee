import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { SHORTLIST_NOTE_MAX_LENGTH, type TShortlistEntry } from '@spona/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { ProfileAvatar } from '../../profile/components/ProfileAvatar';
import { formatNumber, formatEuros } from '@spona/contracts';
import { removeShortlistCreator, saveShortlistCreator, shortlistKeys } from '../api/shortlistsApi';

/** Issue 20: a saved creator in a shortlist: who they are, the note (editable) and a remove button. */
export function ShortlistCreatorCard({ listId, entry }: { listId: number; entry: TShortlistEntry }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const { creator } = entry;
  const name = `${creator.first_name} ${creator.last_name}`;
  const [note, setNote] = useState(entry.note ?? '');
  const refresh = () => queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
  const saveNote = useMutation({
    mutationFn: () => saveShortlistCreator(listId, { user_id: creator.id, note: note.trim() || null }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => removeShortlistCreator(listId, creator.id),
    onSuccess: refresh,
  });
  const isNoteChanged = note.trim() !== (entry.note ?? '');
  const error = saveNote.error ?? remove.error;

  return (
    <li data-testid="shortlist-creator" data-name={name}>
      <Paper withBorder radius="md" p="sm" h="100%">
        <Stack gap="xs" h="100%">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ProfileAvatar user={creator} alt="" size={56} radius={56} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/creator/${creator.id}`} fw={700} lineClamp={1}>
                  {name}
                </Anchor>
                <Text size="sm">
                  {t('creator.followers', {
                    count: creator.followers_count,
                    formatted: formatNumber(creator.followers_count, locale),
                  })}
                </Text>
                {creator.price_from !== null && (
                  <Text size="sm" c="dimmed">
                    {t('shortlists.priceFrom', { price: formatEuros(creator.price_from, locale) })}
                  </Text>
                )}
              </Stack>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('shortlists.removeCreator', { name })}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <IconTrash aria-hidden size={18} />
            </ActionIcon>
          </Group>
          {creator.categories.length > 0 && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {creator.categories.map((category) => category.name).join(' · ')}
            </Text>
          )}
          <Textarea
            label={t('shortlists.note')}
            placeholder={t('shortlists.notePlaceholder')}
            value={note}
            maxLength={SHORTLIST_NOTE_MAX_LENGTH}
            autosize
            minRows={2}
            maxRows={5}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {isNoteChanged && (
            <Group justify="flex-end">
              <Button size="xs" loading={saveNote.isPending} onClick={() => saveNote.mutate()}>
                {t('shortlists.saveNote')}
              </Button>
            </Group>
          )}
          {error && (
            <Text size="sm" c="red.9" role="alert">
              {messageOfError(error)}
            </Text>
          )}
        </Stack>
      </Paper>
    </li>
  );
}
