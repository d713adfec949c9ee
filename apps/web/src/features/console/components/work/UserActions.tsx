import { Button, Group } from '@mantine/core';
import type { TConsoleUserDetail } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../../lib/formErrors';
import { useSnackbar } from '../../../../ui/hooks/useSnackbar';
import {
  approveUser,
  deleteUser,
  fetchUserExport,
  resendConfirmation,
  setUserFeatured,
  unapproveUser,
} from '../../api/consoleWorkApi';
import { FeaturedDialog } from './FeaturedDialog';
import { ReasonDialog } from './ReasonDialog';
import { saveBlob } from '../../lib/saveBlob';
import { useWorkAction } from '../../hooks/useWorkAction';

type TUserDialog = 'unapprove' | 'featured' | 'delete' | null;

/**
 * Issue 17: what staff do to a user: flag unapproved with a reason or lift it, feature until a date,
 * send the confirmation mail again, export their data (GDPR access), delete at their request.
 */
export function UserActions({ detail }: { detail: TConsoleUserDetail }) {
  const { t } = useTranslation('consoleWork');
  const snackbar = useSnackbar();
  const { perform, performNow, busyKey } = useWorkAction();
  const [dialog, setDialog] = useState<TUserDialog>(null);
  const [isExporting, setIsExporting] = useState(false);
  const { user } = detail;
  const name = user.name || `@${user.username}`;
  const close = () => setDialog(null);

  // Not a change: nothing to refresh (a refresh would read the user again, which is audited).
  const handleExport = async () => {
    setIsExporting(true);
    try {
      saveBlob(await fetchUserExport(user.id), `spona-user-${user.id}.json`);
      snackbar.show(t('user.exported', { name }));
    } catch (error) {
      snackbar.show(messageOfError(error), { type: 'error' });
    } finally {
      setIsExporting(false);
    }
  };

  if (user.deleted) return null;
  return (
    <>
      <Group gap="sm">
        {user.unapproved ? (
          <Button
            color="green"
            loading={busyKey === 'approve'}
            onClick={() =>
              void performNow('approve', () => approveUser(user.id), t('user.approved', { name }))
            }
          >
            {t('actions.approve')}
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={() => setDialog('unapprove')}>
            {t('actions.unapprove')}
          </Button>
        )}
        <Button variant="default" onClick={() => setDialog('featured')}>
          {t('actions.featured')}
        </Button>
        {!user.email_verified && (
          <Button
            variant="default"
            loading={busyKey === 'resend'}
            onClick={() =>
              void performNow(
                'resend',
                () => resendConfirmation(user.id),
                t('user.confirmationSent', { email: user.email }),
              )
            }
          >
            {t('user.resendConfirmation')}
          </Button>
        )}
        <Button variant="default" loading={isExporting} onClick={() => void handleExport()}>
          {t('user.export')}
        </Button>
        <Button color="red" variant="subtle" onClick={() => setDialog('delete')}>
          {t('user.delete')}
        </Button>
      </Group>
      <ReasonDialog
        isOpen={dialog === 'unapprove'}
        title={t('user.unapproveTitle', { name })}
        description={t('user.unapproveHint')}
        textLabel={t('dialog.reasonForUser')}
        isTextRequired
        submitLabel={t('actions.unapprove')}
        submitColor="red"
        onSubmit={(reason) => perform(() => unapproveUser(user.id, reason), t('user.unapproved', { name }))}
        onClose={close}
      />
      {dialog === 'featured' && (
        <FeaturedDialog
          isOpen
          subject={name}
          currentUntil={user.featured_until}
          isFeatured={user.featured}
          onSubmit={(until) =>
            perform(
              () => setUserFeatured(user.id, until),
              until ? t('featured.saved', { subject: name }) : t('featured.removed', { subject: name }),
            )
          }
          onClose={close}
        />
      )}
      <ReasonDialog
        isOpen={dialog === 'delete'}
        title={t('user.deleteTitle', { name })}
        description={t('user.deleteHint')}
        textLabel={t('user.deleteReason')}
        isTextRequired
        confirmWord={user.username}
        submitLabel={t('user.delete')}
        submitColor="red"
        onSubmit={(reason) => perform(() => deleteUser(user.id, reason), t('user.deleted', { name }))}
        onClose={close}
      />
    </>
  );
}
