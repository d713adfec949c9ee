import {
  IconArrowsExchange,
  IconBan,
  IconCheck,
  IconCircleCheck,
  IconFlag,
  IconHandStop,
  IconPlayerPlay,
  IconStar,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { TArrangement, TArrangementOperation } from '@spona/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { abortArrangement, handleRequest, keepArrangement, reportProblem } from '../api/messengerApi';
import { ActionDialog } from './ActionDialog';
import { ProposalAnswerDialog } from './ProposalAnswerDialog';
import { ProposeTermsDialog } from './ProposeTermsDialog';
import { RateDialog } from './RateDialog';

/** Runs an action's call, then refreshes what it changed (hooks/useArrangementAction). */
export type RunArrangementAction = (action: () => Promise<unknown>) => Promise<void>;

/** What the dialog of every action receives. */
export interface ArrangementActionDialogProps {
  arrangement: TArrangement;
  isOpen: boolean;
  onClose: () => void;
  run: RunArrangementAction;
}

/** The operations an action can stand for: every one but SEND, which is the composer. */
export type TActionOperation = Exclude<TArrangementOperation, 'SEND'>;

/** One arrangement action: its operation (the label is `messenger:actions.{operation}`), look and dialog. */
export interface ArrangementActionEntry {
  operation: TActionOperation;
  icon: Icon;
  color?: string;
  /** The step forward: a filled button rather than a light one. */
  isPrimary?: boolean;
  /** Opened only from the long-silence prompt, never listed among the actions (issue 16, SPEC §4 keep). */
  isPromptOnly?: boolean;
  Dialog: ComponentType<ArrangementActionDialogProps>;
}

function AcceptDialog({ arrangement, isOpen, onClose, run }: ArrangementActionDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  return (
    <ActionDialog
      isOpen={isOpen}
      title={t('dialogs.accept.title')}
      description={t('dialogs.accept.text', { offer: arrangement.offer.name })}
      submitLabel={t('actions.ACCEPT')}
      submitColor="teal"
      onClose={onClose}
      onSubmit={async () => {
        await run(() => handleRequest(arrangement.id, 'ACCEPT'));
        snackbar.show(t('snack.accepted'), { type: 'success' });
      }}
    />
  );
}

function DeclineDialog({ arrangement, isOpen, onClose, run }: ArrangementActionDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  return (
    <ActionDialog
      isOpen={isOpen}
      title={t('dialogs.decline.title')}
      description={t('dialogs.decline.text')}
      textLabel={t('dialogs.decline.label')}
      isTextRequired
      requiredMessage={t('dialogs.decline.required')}
      submitLabel={t('actions.DECLINE')}
      submitColor="red"
      onClose={onClose}
      onSubmit={async (message) => {
        await run(() => handleRequest(arrangement.id, 'DECLINE', message));
        snackbar.show(t('snack.declined'), { type: 'success' });
      }}
    />
  );
}

function CancelDialog({ arrangement, isOpen, onClose, run }: ArrangementActionDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  return (
    <ActionDialog
      isOpen={isOpen}
      title={t('dialogs.cancel.title')}
      description={t('dialogs.cancel.text')}
      submitLabel={t('dialogs.cancel.submit')}
      submitColor="red"
      onClose={onClose}
      onSubmit={async () => {
        await run(() => handleRequest(arrangement.id, 'CANCEL'));
        snackbar.show(t('snack.cancelled'), { type: 'success' });
      }}
    />
  );
}

function CompleteDialog(props: ArrangementActionDialogProps) {
  return <RateDialog {...props} isCompleting />;
}

function ReviewDialog(props: ArrangementActionDialogProps) {
  return <RateDialog {...props} isCompleting={false} />;
}

function KeepDialog({ arrangement, isOpen, onClose, run }: ArrangementActionDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  return (
    <ActionDialog
      isOpen={isOpen}
      title={t('dialogs.keep.title')}
      description={t('dialogs.keep.text')}
      submitLabel={t('actions.KEEP')}
      onClose={onClose}
      onSubmit={async () => {
        await run(() => keepArrangement(arrangement.id));
        snackbar.show(t('snack.kept'), { type: 'success' });
      }}
    />
  );
}

function AbortDialog({ arrangement, isOpen, onClose, run }: ArrangementActionDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  return (
    <ActionDialog
      isOpen={isOpen}
      title={t('dialogs.abort.title')}
      description={t('dialogs.abort.text')}
      textLabel={t('dialogs.abort.label')}
      isTextRequired
      requiredMessage={t('dialogs.abort.required')}
      submitLabel={t('actions.ABORT')}
      submitColor="red"
      onClose={onClose}
      onSubmit={async (reason) => {
        await run(() => abortArrangement(arrangement.id, { reason }));
        snackbar.show(t('snack.aborted'), { type: 'success' });
      }}
    />
  );
}

function ReportDialog({ arrangement, isOpen, onClose, run }: ArrangementActionDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  return (
    <ActionDialog
      isOpen={isOpen}
      title={t('dialogs.report.title')}
      description={t('dialogs.report.text')}
      textLabel={t('dialogs.report.label')}
      isTextRequired
      requiredMessage={t('dialogs.report.required')}
      submitLabel={t('dialogs.report.submit')}
      onClose={onClose}
      onSubmit={async (content) => {
        await run(() => reportProblem(arrangement.id, { content }));
        snackbar.show(t('snack.reported'), { type: 'success' });
      }}
    />
  );
}

/**
 * SPEC §2 and issue 16: the arrangement's actions, in the order they show. An action shows only when
 * the API lists its operation in `allowed_operations`; an operation without an entry never shows (SEND
 * is the composer). Adding an action is one line here: its operation, icon, colour and dialog (a
 * component taking ArrangementActionDialogProps).
 */
function ProposeDialog({ arrangement, isOpen, onClose }: ArrangementActionDialogProps) {
  return <ProposeTermsDialog isOpen={isOpen} arrangement={arrangement} onClose={onClose} />;
}

function AcceptProposalDialog({ arrangement, isOpen, onClose }: ArrangementActionDialogProps) {
  return (
    <ProposalAnswerDialog action={isOpen ? 'ACCEPT' : null} arrangement={arrangement} onClose={onClose} />
  );
}

function DeclineProposalDialog({ arrangement, isOpen, onClose }: ArrangementActionDialogProps) {
  return (
    <ProposalAnswerDialog action={isOpen ? 'DECLINE' : null} arrangement={arrangement} onClose={onClose} />
  );
}

export const ARRANGEMENT_ACTION_ENTRIES: readonly ArrangementActionEntry[] = [
  { operation: 'ACCEPT', icon: IconCheck, color: 'teal', isPrimary: true, Dialog: AcceptDialog },
  { operation: 'DECLINE', icon: IconX, color: 'red', Dialog: DeclineDialog },
  { operation: 'CANCEL', icon: IconBan, Dialog: CancelDialog },
  // Issue 16: counter-offers (the open one also shows as a card above the thread).
  { operation: 'PROPOSE', icon: IconArrowsExchange, Dialog: ProposeDialog },
  { operation: 'ACCEPT_PROPOSAL', icon: IconCheck, color: 'teal', Dialog: AcceptProposalDialog },
  { operation: 'DECLINE_PROPOSAL', icon: IconX, color: 'red', Dialog: DeclineProposalDialog },
  // Issue 16: completing without an approved delivery is offered with the long-silence prompt only.
  {
    operation: 'COMPLETE',
    icon: IconCircleCheck,
    color: 'violet',
    isPrimary: true,
    isPromptOnly: true,
    Dialog: CompleteDialog,
  },
  { operation: 'REVIEW', icon: IconStar, color: 'violet', Dialog: ReviewDialog },
  { operation: 'KEEP', icon: IconPlayerPlay, isPromptOnly: true, Dialog: KeepDialog },
  { operation: 'ABORT', icon: IconHandStop, color: 'red', Dialog: AbortDialog },
  { operation: 'REPORT', icon: IconFlag, Dialog: ReportDialog },
];

/** The entries listed for this arrangement: allowed by the API, and not prompt-only. */
export function listArrangementActions(
  allowedOperations: readonly TArrangementOperation[],
  entries: readonly ArrangementActionEntry[] = ARRANGEMENT_ACTION_ENTRIES,
): ArrangementActionEntry[] {
  return entries.filter((entry) => !entry.isPromptOnly && allowedOperations.includes(entry.operation));
}
