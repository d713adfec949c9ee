import { Button, Group } from '@mantine/core';
import type { TArrangement, TArrangementOperation } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { abortArrangement, handleRequest, keepArrangement, reportProblem } from '../api/messengerApi';
import { useArrangementAction } from '../hooks/useArrangementAction';
import { ActionDialog } from './ActionDialog';
import { ProposalAnswerDialog } from './ProposalAnswerDialog';
import { ProposeTermsDialog } from './ProposeTermsDialog';
import { RateDialog } from './RateDialog';

/** The operations shown as header buttons, in this order (SEND is the composer). */
const HEADER_OPERATIONS: readonly TArrangementOperation[] = [
  'ACCEPT',
  'DECLINE',
  'CANCEL',
  // Issue 16: counter-offers (the open one also shows as a card above the thread).
  'PROPOSE',
  'ACCEPT_PROPOSAL',
  'DECLINE_PROPOSAL',
  'COMPLETE',
  'REVIEW',
  'KEEP',
  'ABORT',
  'REPORT',
];

type TDialogOperation = Exclude<TArrangementOperation, 'SEND'>;

const BUTTON_COLORS: Partial<Record<TDialogOperation, string>> = {
  ACCEPT: 'teal',
  DECLINE: 'red',
  ACCEPT_PROPOSAL: 'teal',
  DECLINE_PROPOSAL: 'red',
  ABORT: 'red',
  COMPLETE: 'violet',
  REVIEW: 'violet',
};

interface ArrangementActionsProps {
  arrangement: TArrangement;
  /** Opens a dialog from outside (the long-silence prompt's answers). */
  requestedOperation?: TDialogOperation | null;
  onRequestHandled?: () => void;
}

/**
 * SPEC §2: the arrangement header's actions, exactly those in `allowed_operations`, each with its
 * dialog, and the snack confirmations of SPEC §8.
 */
export function ArrangementActions({
  arrangement,
  requestedOperation,
  onRequestHandled,
}: ArrangementActionsProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  const run = useArrangementAction(arrangement.id);
  const [openOperation, setOpenOperation] = useState<TDialogOperation | null>(null);
  const operations = HEADER_OPERATIONS.filter((operation) =>
    arrangement.allowed_operations.includes(operation),
  );
  const current = requestedOperation ?? openOperation;

  const close = () => {
    setOpenOperation(null);
    onRequestHandled?.();
  };
  const confirm = (text: string) => snackbar.show(text, { type: 'success' });

  return (
    <>
      {operations.length > 0 && (
        <Group gap="xs" aria-label={t('actions.label')} role="group">
          {operations.map((operation) => (
            <Button
              key={operation}
              size="xs"
              variant={operation === 'ACCEPT' || operation === 'COMPLETE' ? 'filled' : 'light'}
              color={BUTTON_COLORS[operation as TDialogOperation]}
              onClick={() => setOpenOperation(operation as TDialogOperation)}
            >
              {t(`actions.${operation as TDialogOperation}`)}
            </Button>
          ))}
        </Group>
      )}

      <ActionDialog
        isOpen={current === 'ACCEPT'}
        title={t('dialogs.accept.title')}
        description={t('dialogs.accept.text', { offer: arrangement.offer.name })}
        submitLabel={t('actions.ACCEPT')}
        submitColor="teal"
        onClose={close}
        onSubmit={async () => {
          await run(() => handleRequest(arrangement.id, 'ACCEPT'));
          confirm(t('snack.accepted'));
        }}
      />
      <ActionDialog
        isOpen={current === 'DECLINE'}
        title={t('dialogs.decline.title')}
        description={t('dialogs.decline.text')}
        textLabel={t('dialogs.decline.label')}
        isTextRequired
        requiredMessage={t('dialogs.decline.required')}
        submitLabel={t('actions.DECLINE')}
        submitColor="red"
        onClose={close}
        onSubmit={async (message) => {
          await run(() => handleRequest(arrangement.id, 'DECLINE', message));
          confirm(t('snack.declined'));
        }}
      />
      <ActionDialog
        isOpen={current === 'CANCEL'}
        title={t('dialogs.cancel.title')}
        description={t('dialogs.cancel.text')}
        submitLabel={t('dialogs.cancel.submit')}
        submitColor="red"
        onClose={close}
        onSubmit={async () => {
          await run(() => handleRequest(arrangement.id, 'CANCEL'));
          confirm(t('snack.cancelled'));
        }}
      />
      <ProposeTermsDialog isOpen={current === 'PROPOSE'} arrangement={arrangement} onClose={close} />
      <ProposalAnswerDialog
        action={current === 'ACCEPT_PROPOSAL' ? 'ACCEPT' : current === 'DECLINE_PROPOSAL' ? 'DECLINE' : null}
        arrangement={arrangement}
        onClose={close}
      />
      <RateDialog
        isOpen={current === 'COMPLETE' || current === 'REVIEW'}
        arrangement={arrangement}
        isCompleting={current === 'COMPLETE'}
        onClose={close}
        run={run}
      />
      <ActionDialog
        isOpen={current === 'ABORT'}
        title={t('dialogs.abort.title')}
        description={t('dialogs.abort.text')}
        textLabel={t('dialogs.abort.label')}
        isTextRequired
        requiredMessage={t('dialogs.abort.required')}
        submitLabel={t('actions.ABORT')}
        submitColor="red"
        onClose={close}
        onSubmit={async (reason) => {
          await run(() => abortArrangement(arrangement.id, { reason }));
          confirm(t('snack.aborted'));
        }}
      />
      <ActionDialog
        isOpen={current === 'REPORT'}
        title={t('dialogs.report.title')}
        description={t('dialogs.report.text')}
        textLabel={t('dialogs.report.label')}
        isTextRequired
        requiredMessage={t('dialogs.report.required')}
        submitLabel={t('dialogs.report.submit')}
        onClose={close}
        onSubmit={async (content) => {
          await run(() => reportProblem(arrangement.id, { content }));
          confirm(t('snack.reported'));
        }}
      />
      <ActionDialog
        isOpen={current === 'KEEP'}
        title={t('dialogs.keep.title')}
        description={t('dialogs.keep.text')}
        submitLabel={t('actions.KEEP')}
        onClose={close}
        onSubmit={async () => {
          await run(() => keepArrangement(arrangement.id));
          confirm(t('snack.kept'));
        }}
      />
    </>
  );
}
