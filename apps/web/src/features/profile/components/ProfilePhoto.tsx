import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { removeProfilePhoto, uploadProfilePhoto } from '../api/profileApi';
import { useImageUpload } from '../hooks/useImageUpload';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { ConfirmButton } from './ConfirmButton';
import { UploadProgress } from './UploadProgress';

const PREVIEW_SIZE = 120;

interface ProfilePhotoProps {
  user: TAuthUser;
  /** The choose-photo button, focused when the completion meter points at the photo. */
  chooseRef?: Ref<HTMLButtonElement>;
}

/** The profile photo (SPEC §2): choose, preview, upload (POST users/{id}/image) or remove it. */
export function ProfilePhoto({ user, chooseRef }: ProfilePhotoProps) {
  const { t } = useTranslation('profile');
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const photo = useImageUpload({
    upload: (image, options) => uploadProfilePhoto(user.id, image, options),
    savedText: t('photo.saved'),
  });
  const name = `${user.first_name} ${user.last_name}`;

  const remove = useMutation({
    mutationFn: () => removeProfilePhoto(user.id),
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('photo.removed'));
    },
    onError: photo.showError,
  });

  return (
    <Paper withBorder p="md" radius="md" id="profile-photo">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('photo.title')}
        </Title>
        {/* Issue 18: wraps under the picture on a narrow phone instead of pushing the page sideways. */}
        <Group gap="md" align="center">
          {photo.preview ? (
            <Image
              src={photo.preview.url}
              alt={t('photo.previewAlt')}
              w={PREVIEW_SIZE}
              h={PREVIEW_SIZE}
              radius={PREVIEW_SIZE}
              fit="cover"
            />
          ) : (
            <UserAvatar
              imageFile={user.image_file}
              userId={user.id}
              alt={t('photo.alt', { name })}
              size={PREVIEW_SIZE}
              radius={PREVIEW_SIZE}
            />
          )}
          <Stack gap="xs" style={{ flex: '1 1 12rem', minWidth: 0 }}>
            {photo.preview ? (
              <>
                <Text size="sm">{t('photo.previewHint')}</Text>
                <Group gap="xs">
                  <Button onClick={photo.save} loading={photo.isUploading}>
                    {t('photo.upload')}
                  </Button>
                  <Button variant="default" onClick={photo.cancel} disabled={photo.isUploading}>
                    {t('common.cancel')}
                  </Button>
                </Group>
                <UploadProgress progress={photo.progress} />
              </>
            ) : (
              <Group gap="xs">
                <FileButton onChange={(chosen) => void photo.choose(chosen)} accept="image/*">
                  {(props) => (
                    <Button {...props} ref={chooseRef}>
                      {user.image_file ? t('photo.change') : t('photo.choose')}
                    </Button>
                  )}
                </FileButton>
                {user.image_file && (
                  <ConfirmButton
                    label={t('photo.remove')}
                    title={t('photo.removeTitle')}
                    text={t('photo.removeText')}
                    loading={remove.isPending}
                    onConfirm={() => remove.mutate()}
                  />
                )}
              </Group>
            )}
            <Text size="xs" c="dimmed">
              {t('photo.hint')}
            </Text>
          </Stack>
        </Group>
        {photo.problem && (
          <Alert color="red" role="alert">
            {photo.problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
