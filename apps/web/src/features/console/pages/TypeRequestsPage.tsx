import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  CONSOLE_PAGE_DEFAULT_LIMIT,
  TYPE_REQUEST_STATUSES,
  type TConsoleTypeRequest,
  type TTypeRequestStatus,
} from '@spona/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveTypeRequest,
  consoleWorkKeys,
  fetchTypeRequests,
  refuseTypeRequest,
} from '../api/consoleWorkApi';
import { ReasonDialog } from '../components/work/ReasonDialog';
import { StatusFilter } from '../components/work/StatusFilter';
import { useWorkAction } from '../hooks/useWorkAction';
import { useWorkFormat } from '../hooks/useWorkFormat';
import { UserLink } from '../components/work/UserLink';
import { WorkList, type WorkColumn } from '../components/work/WorkList';
import { WorkFrame } from '../components/work/WorkFrame';

const LIMIT = CONSOLE_PAGE_DEFAULT_LIMIT;
type TDecision = { request: TConsoleTypeRequest; kind: 'approve' | 'refuse' };

/**
 * Issue 17 (SPEC §1, §5: the account type is changed "on request from support"): approval changes the
 * type only with no active arrangement, and archives the offers the new type cannot have.
 */
export function TypeRequestsPage() {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const [status, setStatus] = useState<TTypeRequestStatus>('PENDING');
  const [skip, setSkip] = useState(0);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const { perform } = useWorkAction();
  const query = useQuery({
    queryKey: consoleWorkKeys.typeRequests(status, skip),
    queryFn: ({ signal }) => fetchTypeRequests(status, skip, LIMIT, signal),
    placeholderData: keepPreviousData,
  });
  const typeChange = (request: TConsoleTypeRequest) => ({
    from: t(`userType.${request.from_type}`),
    to: t(`userType.${request.to_type}`),
  });

  const columns: WorkColumn<TConsoleTypeRequest>[] = [
    { key: 'user', header: t('columns.user'), render: (request) => <UserLink user={request.user} /> },
    {
      key: 'change',
      header: t('columns.change'),
      render: (request) => <Text size="sm">{t('typeRequests.change', typeChange(request))}</Text>,
    },
    {
      key: 'reason',
      header: t('columns.reason'),
      render: (request) => (
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {request.reason}
          </Text>
          {request.decision_note && (
            <Text size="xs" c="dimmed">
              {t('typeRequests.decisionNote', { note: request.decision_note })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'active',
      header: t('columns.activeArrangements'),
      render: (request) => (
        <Text size="sm" c={request.active_arrangements > 0 ? 'red.8' : undefined}>
          {format.count(request.active_arrangements)}
        </Text>
      ),
    },
    {
      key: 'offers',
      header: t('columns.offersToArchive'),
      render: (request) => (
        <Text size="sm" c={request.offers_to_archive > 0 ? 'orange.9' : undefined}>
          {format.count(request.offers_to_archive)}
        </Text>
      ),
    },
    {
      key: 'date',
      header: t('columns.asked'),
      render: (request) => (
        <Text size="sm" title={format.dateTime(request.created_at)}>
          {format.age(request.created_at)}
        </Text>
      ),
    },
  ];
  if (status === 'PENDING') {
    columns.push({
      key: 'actions',
      header: t('columns.actions'),
      isActions: true,
      render: (request) => {
        const isBlocked = request.active_arrangements > 0;
        const blockedText = t('typeRequests.blocked', { count: request.active_arrangements });
        return (
          <Stack gap={4} align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <Tooltip label={blockedText} disabled={!isBlocked} withArrow>
                <Button
                  size="xs"
                  color="green"
                  // A disabled button takes no focus; aria-disabled keeps the explanation reachable.
                  data-disabled={isBlocked || undefined}
                  aria-disabled={isBlocked}
                  aria-label={t('typeRequests.approveLabel', { name: request.user.name })}
                  onClick={(event) => {
                    if (isBlocked) event.preventDefault();
                    else setDecision({ request, kind: 'approve' });
                  }}
                >
                  {t('actions.approve')}
                </Button>
              </Tooltip>
              <Button
                size="xs"
                variant="default"
                aria-label={t('typeRequests.refuseLabel', { name: request.user.name })}
                onClick={() => setDecision({ request, kind: 'refuse' })}
              >
                {t('actions.refuse')}
              </Button>
            </Group>
            {isBlocked && (
              <Text size="xs" c="dimmed">
                {blockedText}
              </Text>
            )}
          </Stack>
        );
      },
    });
  }

  const current = decision?.request;
  return (
    <WorkFrame title={t('typeRequests.title')} intro={t('typeRequests.intro')}>
      <StatusFilter
        label={t('typeRequests.show')}
        value={status}
        options={TYPE_REQUEST_STATUSES.map((value) => ({ value, label: t(`requestStatus.${value}`) }))}
        onChange={(next) => {
          setStatus(next);
          setSkip(0);
        }}
      />
      <WorkList
        label={t('typeRequests.title')}
        query={query}
        columns={columns}
        rowKey={(request) => request.id}
        emptyText={status === 'PENDING' ? t('typeRequests.empty') : t('typeRequests.emptyDecided')}
        skip={skip}
        limit={LIMIT}
        onSkipChange={setSkip}
      />
      <ReasonDialog
        isOpen={decision?.kind === 'approve'}
        title={current ? t('typeRequests.approveTitle', { name: current.user.name }) : ''}
        description={
          current && (
            <Stack gap="xs">
              <Text size="sm">{t('typeRequests.approveHint', typeChange(current))}</Text>
              {current.offers_to_archive > 0 && (
                <Alert color="orange">
                  {t('typeRequests.archiveWarning', { count: current.offers_to_archive })}
                </Alert>
              )}
            </Stack>
          )
        }
        textLabel={t('dialog.noteOptional')}
        submitLabel={t('actions.approve')}
        submitColor="green"
        onSubmit={async (note) => {
          if (!current) return;
          await perform(
            () => approveTypeRequest(current.id, note),
            t('typeRequests.approved', { name: current.user.name }),
          );
        }}
        onClose={() => setDecision(null)}
      />
      <ReasonDialog
        isOpen={decision?.kind === 'refuse'}
        title={current ? t('typeRequests.refuseTitle', { name: current.user.name }) : ''}
        textLabel={t('dialog.reasonForUser')}
        isTextRequired
        submitLabel={t('actions.refuse')}
        submitColor="red"
        onSubmit={async (reason) => {
          if (!current) return;
          await perform(
            () => refuseTypeRequest(current.id, reason),
            t('typeRequests.refused', { name: current.user.name }),
          );
        }}
        onClose={() => setDecision(null)}
      />
    </WorkFrame>
  );
}
