import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { CONSOLE_PAGE_DEFAULT_LIMIT, type TConsoleVerification } from '@spona/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveVerification,
  consoleWorkKeys,
  fetchVerifications,
  rejectVerification,
} from '../api/consoleWorkApi';
import { CopyCode } from '../components/work/CopyCode';
import { ReasonDialog } from '../components/work/ReasonDialog';
import { useWorkAction } from '../hooks/useWorkAction';
import { useWorkFormat } from '../hooks/useWorkFormat';
import { UserLink } from '../components/work/UserLink';
import { WorkList, type WorkColumn } from '../components/work/WorkList';
import { WorkFrame } from '../components/work/WorkFrame';

const LIMIT = CONSOLE_PAGE_DEFAULT_LIMIT;

/**
 * Issue 17 (SPEC §3: a social account "in progress (manual, usually within hours)"): staff look for the
 * code on the account's page, then approve, or reject with a reason the creator reads.
 */
export function VerificationsPage() {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const [skip, setSkip] = useState(0);
  const [rejecting, setRejecting] = useState<TConsoleVerification | null>(null);
  const { perform, performNow, busyKey } = useWorkAction();
  const query = useQuery({
    queryKey: consoleWorkKeys.verifications(skip),
    queryFn: ({ signal }) => fetchVerifications(skip, LIMIT, signal),
    placeholderData: keepPreviousData,
  });

  const accountOf = (item: TConsoleVerification) => ({ username: item.username, network: item.network.name });
  const columns: WorkColumn<TConsoleVerification>[] = [
    { key: 'user', header: t('columns.user'), render: (item) => <UserLink user={item.user} /> },
    {
      key: 'network',
      header: t('columns.network'),
      // A network's name never breaks inside a word (the table's cells may break anywhere).
      render: (item) => <span style={{ whiteSpace: 'nowrap' }}>{item.network.name}</span>,
    },
    {
      key: 'account',
      header: t('columns.account'),
      render: (item) =>
        item.profile_url ? (
          <Anchor href={item.profile_url} target="_blank" rel="noopener noreferrer" size="sm">
            @{item.username} <VisuallyHidden>{t('verifications.opensInNewTab')}</VisuallyHidden>
            <IconExternalLink aria-hidden size={14} style={{ marginLeft: 4, verticalAlign: 'middle' }} />
          </Anchor>
        ) : (
          <Text size="sm">@{item.username}</Text>
        ),
    },
    {
      key: 'code',
      header: t('columns.code'),
      render: (item) =>
        item.verification_code ? (
          <CopyCode value={item.verification_code} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('verifications.noCode')}
          </Text>
        ),
    },
    { key: 'followers', header: t('columns.followers'), render: (item) => format.count(item.followers) },
    {
      key: 'waiting',
      header: t('columns.waiting'),
      render: (item) =>
        item.requested_at ? (
          <Text size="sm" title={format.dateTime(item.requested_at)}>
            {format.age(item.requested_at)}
          </Text>
        ) : (
          '–'
        ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      isActions: true,
      render: (item) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            color="green"
            loading={busyKey === `approve-${item.id}`}
            aria-label={t('verifications.approveLabel', accountOf(item))}
            onClick={() =>
              void performNow(
                `approve-${item.id}`,
                () => approveVerification(item.id),
                t('verifications.approved', accountOf(item)),
              )
            }
          >
            {t('actions.approve')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={t('verifications.rejectLabel', accountOf(item))}
            onClick={() => setRejecting(item)}
          >
            {t('actions.reject')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <WorkFrame title={t('verifications.title')} intro={t('verifications.intro')}>
      <WorkList
        label={t('verifications.title')}
        query={query}
        columns={columns}
        rowKey={(item) => item.id}
        emptyText={t('verifications.empty')}
        skip={skip}
        limit={LIMIT}
        onSkipChange={setSkip}
      />
      <ReasonDialog
        isOpen={rejecting !== null}
        title={rejecting ? t('verifications.rejectTitle', accountOf(rejecting)) : ''}
        description={t('verifications.rejectHint')}
        textLabel={t('dialog.reasonForUser')}
        isTextRequired
        submitLabel={t('actions.reject')}
        submitColor="red"
        onSubmit={async (reason) => {
          if (!rejecting) return;
          const item = rejecting;
          await perform(
            () => rejectVerification(item.id, reason),
            t('verifications.rejected', accountOf(item)),
          );
        }}
        onClose={() => setRejecting(null)}
      />
    </WorkFrame>
  );
}
