import { UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

interface LightboxThumbnailProps {
  src: string;
  /** Larger versions for wide cards and dense screens (`srcset` and `sizes`). */
  srcSet?: string;
  sizes?: string;
  /** What the picture shows (its description): its alt text, and the button's name with it. */
  alt: string;
  /** Width over height of the box the picture fills (cropped to it). */
  ratio: number;
  onOpen: () => void;
  style?: CSSProperties;
  /** The page's largest first picture (issue 19): loaded at once and first, not when scrolled to. */
  isPriority?: boolean;
}

/**
 * Issue 18: a gallery picture as a button that opens it in the lightbox (ui/Lightbox). The button
 * takes the focus on a click too (Safari does not), so that the lightbox gives it back on closing.
 */
export function LightboxThumbnail({
  src,
  srcSet,
  sizes,
  alt,
  ratio,
  onOpen,
  style,
  isPriority = false,
}: LightboxThumbnailProps) {
  const { t } = useTranslation('gallery');
  return (
    <UnstyledButton
      aria-label={t('openImage', { alt })}
      onClick={(event) => {
        event.currentTarget.focus();
        onOpen();
      }}
      display="block"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-sm)', cursor: 'zoom-in', ...style }}
    >
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        draggable={false}
        style={{
          display: 'block',
          width: '100%',
          aspectRatio: ratio,
          objectFit: 'cover',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-default-hover)',
        }}
      />
    </UnstyledButton>
  );
}
