import { Alert, Anchor, Button, CloseButton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataInTransition } from '../../../ui/hooks/useDataInTransition';
import { useCurrentUser } from '../../auth/currentUser';
import { fetchArrangements, messengerKeys, type TArrangementTab } from '../api/messengerApi';
import { findNextArrangementSkip, flattenArrangementPages } from '../lib/arrangementPages';
import { ArrangementListItem } from './ArrangementListItem';
import { ArrangementListItemSkeleton } from './ArrangementListItemSkeleton';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = 4;

interface ArrangementListProps {
  selectedId: number | null;
}

/** SPEC §2 messenger: the Active and History tabs with search, and the arrangements of the chosen tab. */
export function ArrangementList({ selectedId }: ArrangementListProps) {
  const { t } = useTranslation('messenger');
  const [tab, setTab] = useState<TArrangementTab>('active');
  const [text, setText] = useState('');
  const [searchText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useInfiniteQuery({
    queryKey: messengerKeys.list(tab, searchText),
    queryFn: ({ pageParam, signal }) => fetchArrangements(tab, searchText, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_lastPage, pages) => findNextArrangementSkip(pages),
    placeholderData: keepPreviousData,
  });
  // Issue 19: the first list renders in a transition, the main thread free meanwhile.
  const data = useDataInTransition(list.data);
  const arrangements = data ? flattenArrangementPages(data.pages) : [];

  return (
    <Stack gap="sm" component="section" aria-label={t('list.label')}>
      <Tabs value={tab} onChange={(value) => setTab(value === 'history' ? 'history' : 'active')}>
        <Tabs.List grow>
          <Tabs.Tab value="active">{t('tabs.active')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        {/* The selected tab's panel (the others are not mounted): what its aria-controls names. */}
        <Tabs.Panel value={tab} pt="sm">
          <Stack gap="sm">
            <TextInput
              type="search"
              aria-label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              leftSection={<IconSearch aria-hidden size={16} />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              rightSection={
                text ? <CloseButton aria-label={t('list.clearSearch')} onClick={() => setText('')} /> : null
              }
            />
            {data === undefined && !list.isError ? (
              <Stack gap={4} role="status" aria-busy="true" aria-label={t('list.loading')}>
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <ArrangementListItemSkeleton key={index} />
                ))}
              </Stack>
            ) : list.isError && !list.isFetchNextPageError ? (
              <Alert color="red" title={t('list.errorTitle')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{list.error.message}</Text>
                  <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                    {t('list.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : arrangements.length === 0 ? (
              <EmptyList tab={tab} isSearching={searchText !== ''} />
            ) : (
              <>
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {arrangements.map((arrangement) => (
                    <li key={arrangement.id}>
                      <ArrangementListItem
                        arrangement={arrangement}
                        isSelected={arrangement.id === selectedId}
                      />
                    </li>
                  ))}
                </Stack>
                {list.hasNextPage && (
                  <Button
                    variant="subtle"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {t('list.loadMore')}
                  </Button>
                )}
                {list.isFetchNextPageError && (
                  <Text size="sm" c="red" role="alert">
                    {t('list.loadMoreFailed')}
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function EmptyList({ tab, isSearching }: { tab: TArrangementTab; isSearching: boolean }) {
  const { t } = useTranslation('messenger');
  const user = useCurrentUser();
  if (isSearching) return <Text c="dimmed">{t('list.noResults')}</Text>;
  if (tab === 'history') return <Text c="dimmed">{t('list.noHistory')}</Text>;
  const isAdvertiser = user?.type === 'ADVERTISER';
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('list.emptyTitle')}</Text>
      <Text c="dimmed" size="sm">
        {t(isAdvertiser ? 'list.emptyAdvertiser' : 'list.emptyCreator')}
      </Text>
      <Anchor component={Link} to={isAdvertiser ? '/search/creators' : '/search/offers'}>
        {t(isAdvertiser ? 'list.findCreators' : 'list.findOffers')}
      </Anchor>
    </Stack>
  );
}
