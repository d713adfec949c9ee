import { Button, Group } from '@mantine/core';
import { ACTIVE_ARRANGEMENT_STATUSES, type TConsoleReportDetail } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abortReportedArrangement, messageReportParty, resolveReport } from '../../api/consoleWorkApi';
import { ReasonDialog } from './ReasonDialog';
import { useWorkAction } from '../../hooks/useWorkAction';

type TDialog = 'resolve' | 'REQUESTER' | 'RECEIVER' | 'abort' | null;

/**
 * Issue 17: what staff do with a problem report: resolve it with a note (the reporter reads it),
 * message either party (a mail and a notification), or abort the arrangement on the reporter's behalf.
 */
export function ReportActions({ report }: { report: TConsoleReportDetail }) {
  const { t } = useTranslation('consoleWork');
  const { perform } = useWorkAction();
  const [dialog, setDialog] = useState<TDialog>(null);
  const { requester, receiver } = report.arrangement;
  const isResolved = report.resolved_at !== null;
  const canAbort = ACTIVE_ARRANGEMENT_STATUSES.includes(report.arrangement.status);
  const party = dialog === 'REQUESTER' ? requester : dialog === 'RECEIVER' ? receiver : null;
  const close = () => setDialog(null);

  return (
    <>
      <Group gap="sm">
        {!isResolved && (
          <Button color="green" onClick={() => setDialog('resolve')}>
            {t('report.resolve')}
          </Button>
        )}
        <Button variant="default" onClick={() => setDialog('REQUESTER')}>
          {t('report.messageParty', { name: requester.name })}
        </Button>
        <Button variant="default" onClick={() => setDialog('RECEIVER')}>
          {t('report.messageParty', { name: receiver.name })}
        </Button>
        {canAbort && (
          <Button color="red" variant="light" onClick={() => setDialog('abort')}>
            {t('report.abort')}
          </Button>
        )}
      </Group>
      <ReasonDialog
        isOpen={dialog === 'resolve'}
        title={t('report.resolveTitle')}
        description={t('report.resolveHint')}
        textLabel={t('dialog.noteOptional')}
        submitLabel={t('report.resolve')}
        submitColor="green"
        onSubmit={(note) => perform(() => resolveReport(report.id, note), t('report.resolved'))}
        onClose={close}
      />
      <ReasonDialog
        isOpen={party !== null}
        title={party ? t('report.messageTitle', { name: party.name }) : ''}
        description={t('report.messageHint')}
        textLabel={t('dialog.message')}
        isTextRequired
        submitLabel={t('report.send')}
        onSubmit={async (text) => {
          if (dialog !== 'REQUESTER' && dialog !== 'RECEIVER') return;
          const to = dialog;
          const name = (to === 'REQUESTER' ? requester : receiver).name;
          await perform(() => messageReportParty(report.id, { to, text }), t('report.messageSent', { name }));
        }}
        onClose={close}
      />
      <ReasonDialog
        isOpen={dialog === 'abort'}
        title={t('report.abortTitle')}
        description={t('report.abortHint', { name: report.reporter.name })}
        textLabel={t('dialog.reasonForUsers')}
        isTextRequired
        confirmLabel={t('report.abortConfirm')}
        submitLabel={t('report.abort')}
        submitColor="red"
        onSubmit={(reason) => perform(() => abortReportedArrangement(report.id, reason), t('report.aborted'))}
        onClose={close}
      />
    </>
  );
}
