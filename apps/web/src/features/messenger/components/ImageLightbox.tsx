import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TPrivateFile } from '@spona/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { useIsMobile } from '../../../ui/hooks/useIsMobile';
import { PrivateImage } from './PrivateImage';

interface ImageLightboxProps {
  images: TPrivateFile[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Issue 16: the images of one message (or delivery) full size. Escape closes and the focus goes back
 * to the thumbnail (the dialog's own behaviour); the arrow keys and buttons move between the images.
 */
export function ImageLightbox({ images, index, onIndexChange, onClose }: ImageLightboxProps) {
  const { t } = useTranslation('messenger');
  const isMobile = useIsMobile();
  const file = index === null ? undefined : images[index];
  const hasSeveral = images.length > 1;

  useEffect(() => {
    if (index === null || !hasSeveral) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      onIndexChange((index + step + images.length) % images.length);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [index, hasSeveral, images.length, onIndexChange]);

  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + images.length) % images.length);
  };

  return (
    <Dialog
      opened={file !== undefined}
      onClose={onClose}
      title={file?.name}
      size="min(96vw, 1100px)"
      centered
      fullScreen={isMobile}
    >
      {file && (
        <Stack gap="sm">
          <PrivateImage key={file.id} file={file} variant="full" />
          {hasSeveral && index !== null && (
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={t('attachments.lightbox.previous')}
                onClick={() => move(-1)}
              >
                <IconChevronLeft aria-hidden size={20} />
              </ActionIcon>
              <Stack gap={0} align="center">
                <Text size="sm" aria-live="polite">
                  {t('attachments.lightbox.position', { index: index + 1, total: images.length })}
                </Text>
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {t('attachments.lightbox.hint')}
                </Text>
              </Stack>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={t('attachments.lightbox.next')}
                onClick={() => move(1)}
              >
                <IconChevronRight aria-hidden size={20} />
              </ActionIcon>
            </Group>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
