import { ActionIcon, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowNarrowLeft, IconArrowNarrowRight } from '@tabler/icons-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { useIsMobile } from './hooks/useIsMobile';

/** A horizontal move at least this long (px), and longer than it is high, is a swipe. */
const SWIPE_MIN_PX = 48;

/** One picture of a gallery as the lightbox shows it. */
export interface LightboxImage {
  key: string | number;
  /** What the picture shows (its description, else a name): the alt text and the dialog's title. */
  alt: string;
  /** The full-size picture; absent when `renderImage` draws it (a private file fetched with the token). */
  src?: string;
}

interface LightboxProps {
  images: LightboxImage[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Draws a picture another way than `<img src>` (the messenger's private files). */
  renderImage?: (image: LightboxImage) => ReactNode;
}

const IMAGE_STYLE = {
  maxWidth: '100%',
  maxHeight: '75dvh',
  objectFit: 'contain',
  display: 'block',
  margin: '0 auto',
} as const;

/** Where a key moves to in a gallery of `total` (wrapping at both ends), or null for other keys. */
function indexAfterKey(key: string, index: number, total: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % total;
    case 'ArrowLeft':
      return (index - 1 + total) % total;
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return null;
  }
}

/**
 * Issue 18: the one lightbox of the app (profile galleries, the messenger's images): a picture full
 * size in a dialog, the arrow keys (and Home, End) or a swipe move between the pictures, Escape closes.
 * The focus stays inside while open and goes back to what opened it (the thumbnail) on closing.
 */
export function Lightbox({ images, index, onIndexChange, onClose, renderImage }: LightboxProps) {
  const { t } = useTranslation('gallery');
  const isMobile = useIsMobile();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const image = index === null ? undefined : images[index];
  const hasSeveral = images.length > 1;
  const isOpen = image !== undefined;
  const opener = useRef<HTMLElement | null>(null);

  // The focus goes back to what opened the lightbox (the thumbnail). Kept here rather than left to
  // the dialog, which records it only when it opens after its first render: a lightbox whose code
  // loads on the first click mounts already open.
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [isOpen]);
  useEffect(() => {
    if (isOpen || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    // After the dialog has let the focus go.
    const timeout = window.setTimeout(() => target.focus({ preventScroll: true }), 10);
    return () => window.clearTimeout(timeout);
  }, [isOpen]);

  const moveTo = (next: number | null) => {
    if (next !== null && next !== index) onIndexChange(next);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (index === null || !hasSeveral) return;
    const next = indexAfterKey(event.key, index, images.length);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };
  const handlePointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || index === null || !hasSeveral) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    // A swipe to the left brings the next picture, as on a phone's photo roll.
    moveTo(indexAfterKey(dx < 0 ? 'ArrowRight' : 'ArrowLeft', index, images.length));
  };

  return (
    <Dialog
      opened={isOpen}
      onClose={onClose}
      returnFocus={false}
      title={image?.alt}
      size="min(96vw, 1100px)"
      centered
      fullScreen={isMobile}
      onKeyDown={handleKeyDown}
    >
      {image && index !== null && (
        // On a phone the dialog fills the screen: the picture sits in its middle.
        <Stack gap="sm" justify="center" mih={isMobile ? 'calc(100dvh - 96px)' : undefined}>
          <Box
            data-testid="lightbox-stage"
            onPointerDown={handlePointerDown}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
            // Vertical pans still scroll; horizontal ones are ours.
            style={{ touchAction: 'pan-y', userSelect: 'none' }}
          >
            {renderImage ? (
              renderImage(image)
            ) : (
              <img key={image.key} src={image.src} alt={image.alt} draggable={false} style={IMAGE_STYLE} />
            )}
          </Box>
          {hasSeveral && (
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon
                variant="light"
                size="xl"
                aria-label={t('lightbox.previous')}
                onClick={() => moveTo(indexAfterKey('ArrowLeft', index, images.length))}
              >
                <IconArrowNarrowLeft aria-hidden size={22} />
              </ActionIcon>
              <Stack gap={0} align="center">
                <Text size="sm" fw={600} aria-live="polite">
                  <span aria-hidden>{t('lightbox.counter', { index: index + 1, total: images.length })}</span>
                  <VisuallyHidden>
                    {t('lightbox.position', { index: index + 1, total: images.length })}
                  </VisuallyHidden>
                </Text>
                <Text size="xs" c="dimmed" visibleFrom="sm" ta="center">
                  {t('lightbox.hint')}
                </Text>
              </Stack>
              <ActionIcon
                variant="light"
                size="xl"
                aria-label={t('lightbox.next')}
                onClick={() => moveTo(indexAfterKey('ArrowRight', index, images.length))}
              >
                <IconArrowNarrowRight aria-hidden size={22} />
              </ActionIcon>
            </Group>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
