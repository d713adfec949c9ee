import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useViewportIsMobile } from '../../../ui/hooks/useIsMobile';
import { useCurrentUser } from '../../auth/currentUser';
import { ArrangementList } from '../components/ArrangementList';
import { Conversation } from '../components/Conversation';
import { useMessengerEvents } from '../hooks/useMessengerEvents';

/** Reads `/messenger/{arrangementId}`; null for the bare list. */
function parseArrangementId(splat: string | undefined): number | null | 'invalid' {
  if (!splat) return null;
  const id = Number(splat.split('/')[0]);
  return Number.isInteger(id) && id > 0 ? id : 'invalid';
}

/**
 * /messenger and /messenger/** (SPEC §2): the arrangements beside the open conversation; below
 * 768 px the list and the conversation are separate screens.
 */
export function MessengerPage() {
  const { t } = useTranslation('messenger');
  const params = useParams();
  // Undefined while a prerendered /messenger hydrates: the list, the placeholder hidden by CSS on a phone.
  const viewportIsMobile = useViewportIsMobile();
  const isMobile = viewportIsMobile ?? false;
  const user = useCurrentUser();
  useMessengerEvents();
  const arrangementId = parseArrangementId(params['*']);

  if (arrangementId === 'invalid') return <Navigate to="/messenger" replace />;

  const list = <ArrangementList selectedId={arrangementId} />;
  const conversation =
    arrangementId !== null && user ? (
      <Conversation key={arrangementId} arrangementId={arrangementId} userId={user.id} isMobile={isMobile} />
    ) : (
      <Stack h="100%" justify="center" align="center" p="xl">
        <Text c="dimmed">{t('conversation.choose')}</Text>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2" hidden={isMobile && arrangementId !== null}>
        {t('title')}
      </Title>
      {isMobile && arrangementId !== null ? (
        conversation
      ) : (
        // Below 768 px the list is a screen of its own (SPEC §2); the placeholder beside it is hidden.
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>{list}</Grid.Col>
          {viewportIsMobile !== true && (
            <Grid.Col span={{ base: 12, md: 8 }} visibleFrom={arrangementId === null ? 'sm' : undefined}>
              {conversation}
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}
