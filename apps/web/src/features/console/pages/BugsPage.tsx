import { Anchor, Button, NativeSelect, Stack, Text } from '@mantine/core';
import {
  BUG_REPORT_STATUSES,
  CONSOLE_PAGE_DEFAULT_LIMIT,
  type TBugReportStatus,
  type TConsoleBug,
} from '@spona/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleWorkKeys, fetchBugs, updateBug } from '../api/consoleWorkApi';
import { BugScreenshot } from '../components/work/BugScreenshot';
import { ReasonDialog } from '../components/work/ReasonDialog';
import { StatusFilter } from '../components/work/StatusFilter';
import { useWorkAction } from '../hooks/useWorkAction';
import { useWorkFormat } from '../hooks/useWorkFormat';
import { UserLink } from '../components/work/UserLink';
import { WorkList, type WorkColumn } from '../components/work/WorkList';
import { WorkFrame } from '../components/work/WorkFrame';

const LIMIT = CONSOLE_PAGE_DEFAULT_LIMIT;
type TBugFilter = TBugReportStatus | 'ALL';

/** Issue 17: bug reports with their screenshots, moved NEW → TRIAGED → DONE, with a staff note. */
export function BugsPage() {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const [filter, setFilter] = useState<TBugFilter>('NEW');
  const [skip, setSkip] = useState(0);
  const [editing, setEditing] = useState<TConsoleBug | null>(null);
  const { perform, performNow, busyKey } = useWorkAction();
  const status = filter === 'ALL' ? null : filter;
  const query = useQuery({
    queryKey: consoleWorkKeys.bugs(status, skip),
    queryFn: ({ signal }) => fetchBugs(status, skip, LIMIT, signal),
    placeholderData: keepPreviousData,
  });
  const statusOptions = BUG_REPORT_STATUSES.map((value) => ({ value, label: t(`bugStatus.${value}`) }));

  const columns: WorkColumn<TConsoleBug>[] = [
    {
      key: 'problem',
      header: t('columns.problem'),
      render: (bug) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
            {bug.problem}
          </Text>
          {bug.url && (
            <Anchor href={bug.url} target="_blank" rel="noopener noreferrer" size="xs">
              {bug.url}
            </Anchor>
          )}
          {bug.user_agent && (
            <Text size="xs" c="dimmed">
              {bug.user_agent}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'screenshot',
      header: t('columns.screenshot'),
      render: (bug) =>
        bug.has_screenshot ? (
          <BugScreenshot bugId={bug.id} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('bugs.noScreenshot')}
          </Text>
        ),
    },
    {
      key: 'user',
      header: t('columns.user'),
      render: (bug) =>
        bug.user ? (
          <UserLink user={bug.user} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('bugs.anonymous')}
          </Text>
        ),
    },
    {
      key: 'date',
      header: t('columns.date'),
      render: (bug) => <Text size="sm">{format.dateTime(bug.created_at)}</Text>,
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (bug) => (
        <NativeSelect
          size="xs"
          aria-label={t('bugs.statusLabel', { id: bug.id })}
          data={statusOptions}
          value={bug.status}
          disabled={busyKey === `status-${bug.id}`}
          onChange={(event) => {
            const next = event.currentTarget.value as TBugReportStatus;
            void performNow(
              `status-${bug.id}`,
              () => updateBug(bug.id, { status: next }),
              t('bugs.statusChanged', { status: t(`bugStatus.${next}`) }),
            );
          }}
        />
      ),
    },
    {
      key: 'note',
      header: t('columns.staffNote'),
      render: (bug) => (
        <Stack gap={4} align="flex-start">
          {bug.staff_note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {bug.staff_note}
            </Text>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t(bug.staff_note ? 'bugs.editNoteLabel' : 'bugs.addNoteLabel', { id: bug.id })}
            onClick={() => setEditing(bug)}
          >
            {bug.staff_note ? t('bugs.editNote') : t('bugs.addNote')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <WorkFrame title={t('bugs.title')} intro={t('bugs.intro')}>
      <StatusFilter
        label={t('bugs.show')}
        value={filter}
        options={[...statusOptions, { value: 'ALL' as const, label: t('bugs.all') }]}
        onChange={(next) => {
          setFilter(next);
          setSkip(0);
        }}
      />
      <WorkList
        label={t('bugs.title')}
        query={query}
        columns={columns}
        rowKey={(bug) => bug.id}
        emptyText={filter === 'NEW' ? t('bugs.empty') : t('bugs.emptyFiltered')}
        skip={skip}
        limit={LIMIT}
        onSkipChange={setSkip}
      />
      <ReasonDialog
        key={editing?.id ?? 'none'}
        isOpen={editing !== null}
        title={editing ? t('bugs.noteTitle', { id: editing.id }) : ''}
        textLabel={t('columns.staffNote')}
        initialText={editing?.staff_note ?? ''}
        submitLabel={t('bugs.saveNote')}
        onSubmit={async (note) => {
          if (!editing) return;
          const bug = editing;
          await perform(() => updateBug(bug.id, { staff_note: note || null }), t('bugs.noteSaved'));
        }}
        onClose={() => setEditing(null)}
      />
    </WorkFrame>
  );
}
