import type { TArrangement } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { answerProposal } from '../api/messengerApi';
import { useArrangementAction } from '../hooks/useArrangementAction';
import { ActionDialog } from './ActionDialog';
import { TermsSummary } from './TermsSummary';

interface ProposalAnswerDialogProps {
  /** ACCEPT or DECLINE the open proposal; null: closed. */
  action: 'ACCEPT' | 'DECLINE' | null;
  arrangement: TArrangement;
  onClose: () => void;
}

/**
 * Issue 16: accepting or declining the other party's proposed terms (POST management/proposal/{id}),
 * with the terms to read once more and an optional message.
 */
export function ProposalAnswerDialog({ action, arrangement, onClose }: ProposalAnswerDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  const run = useArrangementAction(arrangement.id);
  const proposal = arrangement.open_proposal;
  const isAccept = action === 'ACCEPT';
  return (
    <ActionDialog
      isOpen={action !== null && proposal !== null}
      title={t(isAccept ? 'proposal.acceptTitle' : 'proposal.declineTitle')}
      description={t(isAccept ? 'proposal.acceptText' : 'proposal.declineText')}
      textLabel={t('proposal.answerMessage')}
      submitLabel={t(isAccept ? 'proposal.accept' : 'proposal.decline')}
      submitColor={isAccept ? 'teal' : 'red'}
      onClose={onClose}
      onSubmit={async (message) => {
        await run(() =>
          answerProposal(arrangement.id, {
            action: isAccept ? 'ACCEPT' : 'DECLINE',
            message: message || null,
          }),
        );
        snackbar.show(t(isAccept ? 'snack.proposalAccepted' : 'snack.proposalDeclined'), { type: 'success' });
      }}
    >
      {proposal && <TermsSummary terms={proposal.terms} />}
    </ActionDialog>
  );
}
