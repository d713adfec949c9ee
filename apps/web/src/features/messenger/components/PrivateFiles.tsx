import { Group, Stack } from '@mantine/core';
import type { TPrivateFile } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageLightbox } from './ImageLightbox';
import { PrivateFileLink } from './PrivateFileLink';
import { PrivateImage } from './PrivateImage';

interface PrivateFilesProps {
  files: TPrivateFile[];
  /** Inside the user's own (coloured) bubble. */
  isOnColor?: boolean;
}

/**
 * Issue 16: the files of a message or a delivery: images as thumbnails that open the lightbox, PDFs as
 * named links with their size.
 */
export function PrivateFiles({ files, isOnColor = false }: PrivateFilesProps) {
  const { t } = useTranslation('messenger');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const images = files.filter((file) => file.kind === 'IMAGE');
  const documents = files.filter((file) => file.kind !== 'IMAGE');
  if (files.length === 0) return null;

  return (
    <Stack gap={6}>
      {images.length > 0 && (
        <Group gap={6} role="group" aria-label={t('attachments.imagesLabel')}>
          {images.map((file, index) => (
            <PrivateImage key={file.id} file={file} variant="thumbnail" onOpen={() => setOpenIndex(index)} />
          ))}
        </Group>
      )}
      {documents.map((file) => (
        <PrivateFileLink key={file.id} file={file} isOnColor={isOnColor} />
      ))}
      <ImageLightbox
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </Stack>
  );
}
