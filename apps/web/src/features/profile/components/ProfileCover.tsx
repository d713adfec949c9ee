import { Alert, Box, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { COVER_IMAGE_SIZE, type TAuthUser } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { removeProfileCover, uploadProfileCover } from '../api/profileApi';
import { useImageUpload } from '../hooks/useImageUpload';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { ConfirmButton } from './ConfirmButton';
import { UploadProgress } from './UploadProgress';

/**
 * The banner's shape, as the server crops it (4:1). CSS aspect-ratio rather than Mantine's AspectRatio,
 * whose chunk the home page shares: using it here split it out of the first route's budget.
 */
const COVER_RATIO = COVER_IMAGE_SIZE.width / COVER_IMAGE_SIZE.height;

/**
 * Issue 18: the profile's cover, a banner above the public page of a creator or an advertiser:
 * choose, preview at the banner's shape, upload with progress (POST users/{id}/cover) or remove it.
 */
export function ProfileCover({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('profile');
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const cover = useImageUpload({
    upload: (image, options) => uploadProfileCover(user.id, image, options),
    savedText: t('cover.saved'),
  });
  const remove = useMutation({
    mutationFn: () => removeProfileCover(user.id),
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('cover.removed'));
    },
    onError: cover.showError,
  });
  const src =
    cover.preview?.url ?? (user.cover_file ? `/assets/images/${encodeURIComponent(user.cover_file)}` : null);

  return (
    <Paper withBorder p="md" radius="md" id="profile-cover">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('cover.title')}
        </Title>
        {src ? (
          <Image
            src={src}
            alt={cover.preview ? t('cover.previewAlt') : t('cover.alt')}
            radius="sm"
            fit="cover"
            style={{ aspectRatio: COVER_RATIO }}
          />
        ) : (
          <Box
            bg="var(--mantine-color-default-hover)"
            style={{
              aspectRatio: COVER_RATIO,
              borderRadius: 'var(--mantine-radius-sm)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Text size="sm" c="dimmed" ta="center" px="sm">
              {t('cover.none')}
            </Text>
          </Box>
        )}
        {cover.preview ? (
          <>
            <Text size="sm">{t('cover.previewHint')}</Text>
            <Group gap="xs">
              <Button onClick={cover.save} loading={cover.isUploading}>
                {t('cover.upload')}
              </Button>
              <Button variant="default" onClick={cover.cancel} disabled={cover.isUploading}>
                {t('common.cancel')}
              </Button>
            </Group>
            <UploadProgress progress={cover.progress} />
          </>
        ) : (
          <Group gap="xs">
            <FileButton onChange={(chosen) => void cover.choose(chosen)} accept="image/*">
              {(props) => (
                <Button {...props}>{user.cover_file ? t('cover.change') : t('cover.choose')}</Button>
              )}
            </FileButton>
            {user.cover_file && (
              <ConfirmButton
                label={t('cover.remove')}
                title={t('cover.removeTitle')}
                text={t('cover.removeText')}
                loading={remove.isPending}
                onConfirm={() => remove.mutate()}
              />
            )}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('cover.hint')}
        </Text>
        {cover.problem && (
          <Alert color="red" role="alert">
            {cover.problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
