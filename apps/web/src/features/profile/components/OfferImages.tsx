import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  IMAGE_DESCRIPTION_MAX_LENGTH,
  OFFER_MAX_IMAGES,
  type TOffer,
  type TOfferImage,
} from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import {
  describeOfferImage,
  removeOfferImage,
  reorderOfferImages,
  uploadOfferImage,
} from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { checkImageFiles } from '../lib/imageChecks';
import { useImageProblemText } from '../hooks/useImageProblemText';

interface UploadState {
  total: number;
  done: number;
}

function ImageRow({
  image,
  index,
  count,
  onMove,
  isMoving,
}: {
  image: TOfferImage;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  isMoving: boolean;
}) {
  const { t } = useTranslation('profile');
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const [description, setDescription] = useState(image.description ?? '');
  const position = index + 1;
  const describe = useMutation({
    mutationFn: () => describeOfferImage(image.id, description.trim() || null),
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('offer.images.described'));
    },
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => removeOfferImage(image.id),
    onSuccess: () => refreshProfile(),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  const isDescriptionChanged = description.trim() !== (image.description ?? '');

  return (
    <Paper withBorder p="xs" radius="sm" component="li" aria-label={t('offer.images.item', { position })}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image
          src={image.thumbnail_url}
          alt={image.description || t('offer.images.item', { position })}
          w={72}
          h={72}
          radius="sm"
          fit="cover"
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('offer.images.description', { position })}
              size="xs"
              maxLength={IMAGE_DESCRIPTION_MAX_LENGTH}
              style={{ flex: 1, minWidth: 0 }}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Button
              size="xs"
              variant="light"
              disabled={!isDescriptionChanged}
              loading={describe.isPending}
              onClick={() => describe.mutate()}
            >
              {t('common.save')}
            </Button>
          </Group>
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label={t('offer.images.moveUp', { position })}
              disabled={index === 0 || isMoving}
              onClick={() => onMove(index, index - 1)}
            >
              <IconArrowUp aria-hidden size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('offer.images.moveDown', { position })}
              disabled={index === count - 1 || isMoving}
              onClick={() => onMove(index, index + 1)}
            >
              <IconArrowDown aria-hidden size={16} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={t('offer.images.remove', { position })}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <IconTrash aria-hidden size={16} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The gallery of an offer (SPEC §3, §5): upload several images with progress, describe, reorder and
 * delete them under agencies/offers/images. The pre-checks spare a useless upload; the server decides.
 */
export function OfferImages({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('profile');
  const refreshProfile = useRefreshProfile();
  const problemText = useImageProblemText();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const images = [...offer.images].sort((a, b) => a.position - b.position);

  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderOfferImages(offer.offer_id, ids),
    onSettled: () => refreshProfile(),
  });
  const handleMove = (from: number, to: number) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids);
  };

  const handleFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const check = await checkImageFiles(files, images.length);
    const found = check.rejected.map(({ file, problem }) =>
      t('offer.images.rejected', { file: file.name, problem: problemText(problem) }),
    );
    setProblems(found);
    if (check.accepted.length === 0) return;
    setUpload({ total: check.accepted.length, done: 0 });
    for (const [index, file] of check.accepted.entries()) {
      try {
        await uploadOfferImage(offer.offer_id, file);
      } catch (error) {
        const message = fieldErrorsFromApiError(error).image ?? messageOfError(error);
        found.push(t('offer.images.rejected', { file: file.name, problem: message }));
        setProblems([...found]);
      }
      setUpload({ total: check.accepted.length, done: index + 1 });
    }
    await refreshProfile();
    setUpload(null);
  };

  const percent = upload ? Math.round((upload.done / upload.total) * 100) : 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`offer-images-${offer.offer_id}`}>
      <Group justify="space-between">
        <Title order={3} size="h5" id={`offer-images-${offer.offer_id}`}>
          {t('offer.images.title', { count: images.length, max: OFFER_MAX_IMAGES })}
        </Title>
        <FileButton multiple accept="image/*" onChange={(files) => void handleFiles(files)}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              disabled={upload !== null || images.length >= OFFER_MAX_IMAGES}
            >
              {t('offer.images.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('offer.images.hint', { max: OFFER_MAX_IMAGES })}
      </Text>
      {upload && (
        <Stack gap={4} role="status">
          <Text size="sm">{t('offer.images.uploading', { done: upload.done, total: upload.total })}</Text>
          <Progress value={percent} animated aria-label={t('offer.images.progress')} />
        </Stack>
      )}
      {problems.length > 0 && (
        <Alert color="red" role="alert" title={t('offer.images.problems')}>
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {images.length > 0 && (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {images.map((image, index) => (
            <ImageRow
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              onMove={handleMove}
              isMoving={reorder.isPending}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
