import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, messageOfError } from '../../../lib/formErrors';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { removeProfilePhoto, uploadProfilePhoto } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { checkImageFiles } from '../lib/imageChecks';
import { useImageProblemText } from '../hooks/useImageProblemText';
import { ConfirmButton } from './ConfirmButton';

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
  const problemText = useImageProblemText();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const file = preview?.file ?? null;
  const previewUrl = preview?.url ?? null;
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${user.first_name} ${user.last_name}`;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

  // The preview's object URL is freed when it is replaced or the photo card goes away.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);
  const setFile = (next: File | null) =>
    setPreview(next ? { file: next, url: URL.createObjectURL(next) } : null);

  const upload = useMutation({
    mutationFn: (image: File) => uploadProfilePhoto(user.id, image),
    onSuccess: async () => {
      setFile(null);
      await refreshProfile();
      snackbar.show(t('photo.saved'));
    },
    onError: (error) => setProblem(fieldErrorsFromApiError(error).image ?? messageOfError(error)),
  });

  const remove = useMutation({
    mutationFn: () => removeProfilePhoto(user.id),
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('photo.removed'));
    },
    onError: (error) => setProblem(messageOfError(error)),
  });

  const handleChoose = async (chosen: File | null) => {
    setProblem(null);
    if (!chosen) return;
    const check = await checkImageFiles([chosen], 0, 1);
    const rejected = check.rejected[0];
    if (rejected) return setProblem(problemText(rejected.problem));
    setFile(chosen);
  };

  return (
    <Paper withBorder p="md" radius="md" id="profile-photo">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('photo.title')}
        </Title>
        <Group gap="md" wrap="nowrap" align="center">
          {previewUrl ? (
            <Image
              src={previewUrl}
              alt={t('photo.previewAlt')}
              w={PREVIEW_SIZE}
              h={PREVIEW_SIZE}
              radius={PREVIEW_SIZE}
              fit="cover"
            />
          ) : (
            <UserAvatar
              imageFile={user.image_file}
              initials={initials}
              alt={t('photo.alt', { name })}
              size={PREVIEW_SIZE}
              radius={PREVIEW_SIZE}
            />
          )}
          <Stack gap="xs">
            {file ? (
              <>
                <Text size="sm">{t('photo.previewHint')}</Text>
                <Group gap="xs">
                  <Button onClick={() => upload.mutate(file)} loading={upload.isPending}>
                    {t('photo.upload')}
                  </Button>
                  <Button variant="default" onClick={() => setFile(null)} disabled={upload.isPending}>
                    {t('common.cancel')}
                  </Button>
                </Group>
              </>
            ) : (
              <Group gap="xs">
                <FileButton onChange={(chosen) => void handleChoose(chosen)} accept="image/*">
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
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
