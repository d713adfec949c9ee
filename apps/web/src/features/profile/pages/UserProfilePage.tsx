import { PageLoader } from '../../../app/PageLoader';
import { useCurrentUser } from '../../auth/currentUser';
import { ProfileEditor } from '../components/ProfileEditor';

/** /user-profile and /user-profile/{openDialog} (logged-in). /user-profile/offers opens the add-offer dialog. */
export function UserProfilePage() {
  const user = useCurrentUser();
  if (!user) return <PageLoader />;
  return <ProfileEditor user={user} />;
}
