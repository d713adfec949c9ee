import { Grid, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { ownPublicProfileQuery } from '../api/profileApi';
import type { CompletionItem } from '../lib/profileCompletion';
import { parseProfileTab, tabsFor, type TProfileTab } from '../lib/profileTabs';
import { CategoriesTab } from './CategoriesTab';
import { CompletionMeter } from './CompletionMeter';
import { DataTab } from './DataTab';
import { FirstTimeGuide } from './FirstTimeGuide';
import { ModerationAlert } from './ModerationAlert';
import { NetworksTab } from './NetworksTab';
import { OffersTab, type TOfferDialog } from './OffersTab';
import { PortfolioTab } from './PortfolioTab';
import { ProfileCover } from './ProfileCover';
import { ProfilePhoto } from './ProfilePhoto';
import { PublicProfileSkeleton } from '../pages/PublicProfilePage';
import { PublicProfileView } from './PublicProfileView';
import { RatingsTab } from './RatingsTab';

/** /user-profile/offers opens the add dialog (SPEC §2). */
const ADD_OFFER_DIALOG = 'offers';

type TMode = 'edit' | 'public';

/** 'View as other' (SPEC §2): exactly the public page, with the data others get. */
function OwnPublicProfile({ user }: { user: TAuthUser }) {
  const profile = useQuery(ownPublicProfileQuery(user.type, user.id));
  if (profile.error) return <Text role="alert">{messageOfError(profile.error)}</Text>;
  if (!profile.data) return <PublicProfileSkeleton />;
  return <PublicProfileView profile={profile.data} isPreview />;
}

/**
 * The profile editor (SPEC §2): photo, completion meter, cover (issue 18), first-time guide, the tabs, and 'view as
 * other'. The tab lives in the URL (`?tab=networks`) so the meter and the guide can link to it.
 */
export function ProfileEditor({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { openDialog } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<TMode>('edit');
  const photoButtonRef = useRef<HTMLButtonElement>(null);
  const isAddOfferRoute = openDialog === ADD_OFFER_DIALOG;
  const tab: TProfileTab = isAddOfferRoute ? 'offers' : parseProfileTab(searchParams.get('tab'), user.type);
  const [editedOffer, setEditedOffer] = useState<TOfferDialog>(null);
  const offerDialog: TOfferDialog = isAddOfferRoute ? { kind: 'new' } : editedOffer;

  const selectTab = (next: TProfileTab) => {
    if (isAddOfferRoute) void navigate(`/user-profile?tab=${next}`, { replace: true });
    else setSearchParams({ tab: next }, { replace: true });
  };
  const handleOfferDialogChange = (dialog: TOfferDialog) => {
    if (isAddOfferRoute) void navigate('/user-profile?tab=offers', { replace: true });
    setEditedOffer(dialog?.kind === 'new' && isAddOfferRoute ? null : dialog);
  };
  const handleGoToStep = (item: CompletionItem) => {
    setMode('edit');
    selectTab(item.tab);
    if (item.step === 'photo') {
      photoButtonRef.current?.focus();
      photoButtonRef.current?.scrollIntoView?.({ block: 'center' });
    } else if (item.step === 'offer') {
      setEditedOffer({ kind: 'new' });
    } else {
      window.requestAnimationFrame(() => document.getElementById(`profile-tab-${item.tab}`)?.focus());
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('title')}</Title>
        <SegmentedControl
          aria-label={t('mode.label')}
          value={mode}
          onChange={(value) => setMode(value as TMode)}
          data={[
            { value: 'edit', label: t('mode.edit') },
            { value: 'public', label: t('mode.public') },
          ]}
        />
      </Group>
      {mode === 'public' ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('mode.publicHint')}
          </Text>
          <OwnPublicProfile user={user} />
        </Stack>
      ) : (
        <>
          <ModerationAlert flag={user.moderation} title={t('moderation.userTitle')} />
          <FirstTimeGuide userId={user.id} type={user.type} onGoToStep={handleGoToStep} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ProfilePhoto user={user} chooseRef={photoButtonRef} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <CompletionMeter type={user.type} onGoToStep={handleGoToStep} />
            </Grid.Col>
            <Grid.Col span={12}>
              <ProfileCover user={user} />
            </Grid.Col>
          </Grid>
          <Tabs
            id="profile"
            value={tab}
            onChange={(value) => value && selectTab(value as TProfileTab)}
            keepMounted={false}
          >
            {/* Issue 18: the tabs wrap onto a second line on a narrow phone, none off-screen. */}
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {tabsFor(user.type).map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {name === 'offers'
                    ? t(user.type === 'INFLUENCER' ? 'tabs.services' : 'tabs.offers')
                    : t(`tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="data" pt="md">
              <DataTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="categories" pt="md">
              <CategoriesTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="networks" pt="md">
              <NetworksTab />
            </Tabs.Panel>
            <Tabs.Panel value="offers" pt="md">
              <OffersTab user={user} dialog={offerDialog} onDialogChange={handleOfferDialogChange} />
            </Tabs.Panel>
            <Tabs.Panel value="portfolio" pt="md">
              <PortfolioTab />
            </Tabs.Panel>
            <Tabs.Panel value="ratings" pt="md">
              <RatingsTab user={user} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
