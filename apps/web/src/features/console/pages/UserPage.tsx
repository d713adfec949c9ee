import { Alert, Anchor, Stack } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { consoleWorkKeys, fetchUser } from '../api/consoleWorkApi';
import { StaffNotes } from '../components/work/StaffNotes';
import { UserActions } from '../components/work/UserActions';
import { UserFacts } from '../components/work/UserFacts';
import { UserArrangements, UserReports, UserRequests } from '../components/work/UserHistory';
import { UserOffers } from '../components/work/UserOffers';
import { WorkFrame } from '../components/work/WorkFrame';
import { WorkSection } from '../components/work/WorkSection';

/**
 * Issue 17: one user whole (profile, social accounts, offers, arrangements, reports, flags, requests,
 * staff notes) and what staff can do to them and their offers. The read is recorded in the audit log.
 */
export function UserPage() {
  const { t } = useTranslation('consoleWork');
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: consoleWorkKeys.user(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    enabled: isValidId,
    // Each read is audited: no reading again on a window's focus.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const back = (
    <Anchor component={Link} to="/console/users" size="sm">
      {t('user.back')}
    </Anchor>
  );
  const detail = query.data;
  const title = detail ? detail.user.name || `@${detail.user.username}` : t('user.title');

  if (!isValidId || query.isError) {
    return (
      <WorkFrame title={t('user.title')}>
        <Alert color="red" role="alert">
          {isValidId ? messageOfError(query.error) : t('user.notFound')}
        </Alert>
        {back}
      </WorkFrame>
    );
  }
  return (
    <WorkFrame title={title}>
      {back}
      {!detail ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton h={160} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <>
          <WorkSection title={t('user.profile')}>
            <UserFacts detail={detail} />
            <UserActions detail={detail} />
          </WorkSection>
          <WorkSection title={t('user.offers')}>
            <UserOffers offers={detail.offers} />
          </WorkSection>
          <WorkSection title={t('user.arrangements')}>
            <UserArrangements detail={detail} />
          </WorkSection>
          <WorkSection title={t('user.reports')}>
            <UserReports detail={detail} />
          </WorkSection>
          <WorkSection title={t('user.requests')}>
            <UserRequests detail={detail} />
          </WorkSection>
          <WorkSection title={t('notes.title')}>
            <StaffNotes userId={detail.user.id} notes={detail.notes} />
          </WorkSection>
        </>
      )}
    </WorkFrame>
  );
}
