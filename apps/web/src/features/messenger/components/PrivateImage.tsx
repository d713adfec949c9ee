import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import type { TPrivateFile } from '@spona/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivateFileUrl } from '../hooks/usePrivateFileUrl';

/** Side of a square thumbnail in a message or a delivery, px. */
export const THUMBNAIL_PX = 112;

const STYLES: Record<'thumbnail' | 'full', CSSProperties> = {
  thumbnail: {
    width: THUMBNAIL_PX,
    height: THUMBNAIL_PX,
    objectFit: 'cover',
    borderRadius: 'var(--mantine-radius-md)',
    display: 'block',
  },
  full: { maxWidth: '100%', maxHeight: '75dvh', objectFit: 'contain', display: 'block', margin: '0 auto' },
};

interface PrivateImageProps {
  file: TPrivateFile;
  variant: 'thumbnail' | 'full';
  /** A thumbnail that opens the lightbox: a button named after the image (not while it cannot load). */
  onOpen?: () => void;
}

/**
 * Issue 16: an image of a message or a delivery, fetched with the token; alt is its file name. While it
 * loads, a placeholder of its size; when it cannot load, says so with a retry.
 */
export function PrivateImage({ file, variant, onOpen }: PrivateImageProps) {
  const { t } = useTranslation('messenger');
  const { isLoaded, isError, retry, srcRef } = usePrivateFileUrl(file);
  const isThumbnail = variant === 'thumbnail';

  if (isError) {
    return (
      <Stack gap={4} align="center" justify="center" p="xs" w={isThumbnail ? THUMBNAIL_PX : undefined}>
        <Text size="xs" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {t('attachments.loadFailed', { name: file.name })}
        </Text>
        <Button size="compact-xs" variant="light" onClick={retry}>
          {t('attachments.retry')}
        </Button>
      </Stack>
    );
  }
  const ratio = file.width && file.height ? file.height / file.width : 1;
  const image = isLoaded ? (
    <img ref={srcRef} alt={file.name} style={STYLES[variant]} />
  ) : (
    <Skeleton
      role="img"
      aria-label={t('attachments.loading', { name: file.name })}
      w={isThumbnail ? THUMBNAIL_PX : 'min(80vw, 640px)'}
      h={isThumbnail ? THUMBNAIL_PX : `calc(min(80vw, 640px) * ${ratio})`}
      radius="md"
    />
  );
  if (!onOpen) return image;
  return (
    <UnstyledButton
      aria-label={t('attachments.openImage', { name: file.name })}
      onClick={onOpen}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {image}
    </UnstyledButton>
  );
}
