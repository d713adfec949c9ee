import { Anchor, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { CONSOLE_PAGE_DEFAULT_LIMIT, type TConsoleUserRow } from '@spona/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { consoleWorkKeys, fetchUsers } from '../api/consoleWorkApi';
import { ConsoleUserAvatar } from '../components/work/ConsoleUserAvatar';
import { UserFlags } from '../components/work/UserFlags';
import { useWorkFormat } from '../hooks/useWorkFormat';
import { WorkList, type WorkColumn } from '../components/work/WorkList';
import { WorkFrame } from '../components/work/WorkFrame';

const LIMIT = CONSOLE_PAGE_DEFAULT_LIMIT;
/** How long typing pauses before the search runs. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/**
 * Issue 17: find a user by name, username or email (deleted and unapproved ones too). The text is kept
 * in the address (`?text=`), so going back from a user returns to the same results.
 */
export function UsersPage() {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('text') ?? '');
  const [debouncedText] = useDebouncedValue(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ text: debouncedText, skip: 0 });
  // A new search starts at its first page.
  const skip = page.text === debouncedText ? page.skip : 0;
  const query = useQuery({
    queryKey: consoleWorkKeys.userList(debouncedText, skip),
    queryFn: ({ signal }) => fetchUsers(debouncedText, skip, LIMIT, signal),
    placeholderData: keepPreviousData,
  });

  const handleTextChange = (value: string) => {
    setText(value);
    setSearchParams(value.trim() ? { text: value.trim() } : {}, { replace: true });
  };

  const columns: WorkColumn<TConsoleUserRow>[] = [
    {
      key: 'photo',
      header: t('columns.photo'),
      render: (user) => <ConsoleUserAvatar image={user.image} userId={user.id} />,
    },
    {
      key: 'name',
      header: t('columns.name'),
      render: (user) => (
        <Anchor component={Link} to={`/console/users/${user.id}`} fw={600} size="sm">
          {user.name || t('users.noName')}
        </Anchor>
      ),
    },
    {
      key: 'username',
      header: t('columns.username'),
      render: (user) => <Text size="sm">@{user.username}</Text>,
    },
    { key: 'email', header: t('columns.email'), render: (user) => <Text size="sm">{user.email}</Text> },
    {
      key: 'type',
      header: t('columns.type'),
      render: (user) => <Text size="sm">{t(`userType.${user.type}`)}</Text>,
    },
    { key: 'flags', header: t('columns.flags'), render: (user) => <UserFlags user={user} /> },
    {
      key: 'joined',
      header: t('columns.joined'),
      render: (user) => <Text size="sm">{format.date(user.created_at)}</Text>,
    },
  ];

  return (
    <WorkFrame title={t('users.title')} intro={t('users.intro')}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => handleTextChange(event.currentTarget.value)}
          maw={480}
          autoComplete="off"
        />
      </form>
      <WorkList
        label={t('users.results')}
        query={query}
        columns={columns}
        rowKey={(user) => user.id}
        isQueue={false}
        emptyText={debouncedText ? t('users.noMatch', { text: debouncedText }) : t('users.none')}
        skip={skip}
        limit={LIMIT}
        onSkipChange={(next) => setPage({ text: debouncedText, skip: next })}
      />
    </WorkFrame>
  );
}
