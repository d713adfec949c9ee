import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconBookmarkPlus } from '@tabler/icons-react';
import type { TSavedSearchKind } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { useIsLoggedIn } from '../../auth/hooks/useAuthRecord';
import { DASHBOARD_QUERY_KEYS } from '../../dashboard/lib/dashboardQueryKeys';
import { SAVED_SEARCH_QUERY_KEYS, saveSearch } from '../api/savedSearchesApi';
import { savedSearchFiltersOf } from '../lib/savedSearchFilters';

/**
 * Issue 20: saves the search page's current filters; its new matches then come in the daily digest
 * and under 'New for you' on the dashboard. Only for a signed-in user.
 */
export function SaveSearchButton({
  kind,
  query,
}: {
  kind: TSavedSearchKind;
  query: Record<string, unknown>;
}) {
  const { t } = useTranslation('search');
  const isLoggedIn = useIsLoggedIn();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveSearch({ kind, filters: savedSearchFiltersOf(query) }),
    onSuccess: () => {
      snackbar.show(t('saved.done'));
      void queryClient.invalidateQueries({ queryKey: SAVED_SEARCH_QUERY_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEYS.newForYou });
    },
    onError: (error) => snackbar.show(error.message || t('saved.failed'), { type: 'error' }),
  });
  if (!isLoggedIn) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconBookmarkPlus aria-hidden size={18} />}
      loading={save.isPending}
      onClick={() => save.mutate()}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('saved.save')}
    </Button>
  );
}
