import { Button, Group, Stack, Text } from '@mantine/core';
import { APPEAL_STATUSES, CONSOLE_PAGE_DEFAULT_LIMIT, type TConsoleAppeal } from '@spona/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptAppeal,
  consoleWorkKeys,
  fetchAppeals,
  refuseAppeal,
  type TAppealStatusFilter,
} from '../api/consoleWorkApi';
import { ReasonDialog } from '../components/work/ReasonDialog';
import { StatusFilter } from '../components/work/StatusFilter';
import { useWorkAction } from '../hooks/useWorkAction';
import { useWorkFormat } from '../hooks/useWorkFormat';
import { UserLink } from '../components/work/UserLink';
import { WorkList, type WorkColumn } from '../components/work/WorkList';
import { WorkFrame } from '../components/work/WorkFrame';

const LIMIT = CONSOLE_PAGE_DEFAULT_LIMIT;
type TDecision = { appeal: TConsoleAppeal; kind: 'accept' | 'refuse' };

/**
 * Issue 17 (SPEC §1, §4: "flagged unapproved"): the owner of a flagged account or offer appeals once
 * with a message; accepting lifts the flag, refusing keeps it with a reason they read.
 */
export function AppealsPage() {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const [status, setStatus] = useState<TAppealStatusFilter>('PENDING');
  const [skip, setSkip] = useState(0);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const { perform } = useWorkAction();
  const query = useQuery({
    queryKey: consoleWorkKeys.appeals(status, skip),
    queryFn: ({ signal }) => fetchAppeals(status, skip, LIMIT, signal),
    placeholderData: keepPreviousData,
  });
  const subjectOf = (appeal: TConsoleAppeal) =>
    appeal.subject === 'OFFER'
      ? t('appeals.subjectOffer', { name: appeal.offer_name ?? `#${appeal.offer_id ?? '?'}` })
      : t('appeals.subjectUser');

  const columns: WorkColumn<TConsoleAppeal>[] = [
    { key: 'user', header: t('columns.user'), render: (appeal) => <UserLink user={appeal.user} /> },
    {
      key: 'subject',
      header: t('columns.flagged'),
      render: (appeal) => <Text size="sm">{subjectOf(appeal)}</Text>,
    },
    {
      key: 'flag',
      header: t('columns.flagReason'),
      render: (appeal) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {appeal.flag_reason ?? '–'}
        </Text>
      ),
    },
    {
      key: 'message',
      header: t('columns.appeal'),
      render: (appeal) => (
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {appeal.message}
          </Text>
          {appeal.decision_note && (
            <Text size="xs" c="dimmed">
              {t('appeals.decisionNote', { note: appeal.decision_note })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'date',
      header: t('columns.asked'),
      render: (appeal) => (
        <Text size="sm" title={format.dateTime(appeal.created_at)}>
          {format.age(appeal.created_at)}
        </Text>
      ),
    },
  ];
  if (status === 'PENDING') {
    columns.push({
      key: 'actions',
      header: t('columns.actions'),
      isActions: true,
      render: (appeal) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            color="green"
            aria-label={t('appeals.acceptLabel', { name: appeal.user.name })}
            onClick={() => setDecision({ appeal, kind: 'accept' })}
          >
            {t('actions.accept')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={t('appeals.refuseLabel', { name: appeal.user.name })}
            onClick={() => setDecision({ appeal, kind: 'refuse' })}
          >
            {t('actions.refuse')}
          </Button>
        </Group>
      ),
    });
  }

  const current = decision?.appeal;
  return (
    <WorkFrame title={t('appeals.title')} intro={t('appeals.intro')}>
      <StatusFilter
        label={t('appeals.show')}
        value={status}
        options={APPEAL_STATUSES.map((value) => ({ value, label: t(`appealStatus.${value}`) }))}
        onChange={(next) => {
          setStatus(next);
          setSkip(0);
        }}
      />
      <WorkList
        label={t('appeals.title')}
        query={query}
        columns={columns}
        rowKey={(appeal) => appeal.id}
        emptyText={status === 'PENDING' ? t('appeals.empty') : t('appeals.emptyDecided')}
        skip={skip}
        limit={LIMIT}
        onSkipChange={setSkip}
      />
      <ReasonDialog
        isOpen={decision?.kind === 'accept'}
        title={
          current ? t('appeals.acceptTitle', { subject: subjectOf(current), name: current.user.name }) : ''
        }
        description={t('appeals.acceptHint')}
        textLabel={t('dialog.noteOptional')}
        submitLabel={t('actions.accept')}
        submitColor="green"
        onSubmit={async (note) => {
          if (!current) return;
          await perform(
            () => acceptAppeal(current.id, note),
            t('appeals.accepted', { name: current.user.name }),
          );
        }}
        onClose={() => setDecision(null)}
      />
      <ReasonDialog
        isOpen={decision?.kind === 'refuse'}
        title={
          current ? t('appeals.refuseTitle', { subject: subjectOf(current), name: current.user.name }) : ''
        }
        textLabel={t('dialog.reasonForUser')}
        isTextRequired
        submitLabel={t('actions.refuse')}
        submitColor="red"
        onSubmit={async (reason) => {
          if (!current) return;
          await perform(
            () => refuseAppeal(current.id, reason),
            t('appeals.refused', { name: current.user.name }),
          );
        }}
        onClose={() => setDecision(null)}
      />
    </WorkFrame>
  );
}
