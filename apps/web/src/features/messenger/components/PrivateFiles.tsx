import { Group, Stack } from '@mantine/core';
import type { TPrivateFile } from '@spona/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateFileLink } from './PrivateFileLink';
import { PrivateImage } from './PrivateImage';

/** Loaded when an image is first opened (as the profile's GalleryLightbox: the first route's budget). */
const Lightbox = lazy(() => import('../../../ui/Lightbox').then(({ Lightbox }) => ({ default: Lightbox })));

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
  // Kept once opened, so that closing runs the dialog's own exit (and its focus return).
  const [isLightboxNeeded, setIsLightboxNeeded] = useState(false);
  if (openIndex !== null && !isLightboxNeeded) setIsLightboxNeeded(true);
  const imageFiles = files.filter((file) => file.kind === 'IMAGE');
  const images = imageFiles.map((file) => ({ key: file.id, alt: file.name }));
  const documents = files.filter((file) => file.kind !== 'IMAGE');
  if (files.length === 0) return null;

  return (
    <Stack gap={6}>
      {images.length > 0 && (
        <Group gap={6} role="group" aria-label={t('attachments.imagesLabel')}>
          {imageFiles.map((file, index) => (
            <PrivateImage key={file.id} file={file} variant="thumbnail" onOpen={() => setOpenIndex(index)} />
          ))}
        </Group>
      )}
      {documents.map((file) => (
        <PrivateFileLink key={file.id} file={file} isOnColor={isOnColor} />
      ))}
      {isLightboxNeeded && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            // Private files are fetched with the token, not linked.
            renderImage={({ key }) => {
              const file = imageFiles.find((candidate) => candidate.id === key);
              return file && <PrivateImage key={file.id} file={file} variant="full" />;
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
