import { ActionIcon, Group, List, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import type { TSavedSearch } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import {
  deleteSavedSearch,
  SAVED_SEARCH_QUERY_KEYS,
  savedSearchesQuery,
} from '../../search/api/savedSearchesApi';
import { DASHBOARD_QUERY_KEYS } from '../lib/dashboardQueryKeys';

/** A saved search's name, or what it searches for. */
function savedSearchName(search: TSavedSearch, untitled: string): string {
  if (search.name) return search.name;
  const text = search.filters.text;
  return typeof text === 'string' && text !== '' ? `“${text}”` : untitled;
}

/** Issue 20: the user's saved searches, each with a delete button; nothing while there are none. */
export function SavedSearchList() {
  const { t } = useTranslation('dashboard');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const searches = useQuery(savedSearchesQuery());
  const remove = useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SAVED_SEARCH_QUERY_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEYS.newForYou });
    },
    onError: (error) => snackbar.show(error.message, { type: 'error' }),
  });
  if (!searches.data || searches.data.length === 0) return null;
  return (
    <List spacing={4} size="sm" listStyleType="none" p={0} aria-label={t('newForYou.saved')}>
      {searches.data.map((search) => {
        const name = savedSearchName(search, t('newForYou.untitled'));
        return (
          <List.Item key={search.id}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" truncate>
                {t(`newForYou.kind.${search.kind}`, { name })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('newForYou.delete', { name })}
                loading={remove.isPending && remove.variables === search.id}
                onClick={() => remove.mutate(search.id)}
              >
                <IconTrash aria-hidden size={16} />
              </ActionIcon>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
