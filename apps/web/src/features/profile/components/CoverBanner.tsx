import { Box } from '@mantine/core';
import { COVER_IMAGE_SIZE } from '@spona/contracts';

/** The banner's shape, as the server crops it (4:1). */
export const COVER_RATIO = COVER_IMAGE_SIZE.width / COVER_IMAGE_SIZE.height;

/** Without a cover: the brand's colours in soft light, so an empty banner still looks intended. */
const FALLBACK_BACKGROUND = [
  'radial-gradient(circle at 85% 20%, rgb(255 255 255 / 0.28) 0 18%, transparent 19%)',
  'radial-gradient(circle at 12% 110%, rgb(255 255 255 / 0.18) 0 30%, transparent 31%)',
  'linear-gradient(120deg, var(--mantine-color-violet-7), var(--mantine-color-grape-5) 55%, var(--mantine-color-orange-4))',
].join(', ');

/**
 * Issue 18: the cover at the top of a public profile, a 4:1 banner as wide as the page (its height
 * follows the width, from a phone to a desktop); a soft gradient when the profile has none.
 */
export function CoverBanner({ src, alt }: { src: string | null; alt: string }) {
  if (!src) {
    return (
      <Box
        data-testid="cover-fallback"
        style={{ aspectRatio: COVER_RATIO, background: FALLBACK_BACKGROUND }}
      />
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      style={{
        display: 'block',
        width: '100%',
        aspectRatio: COVER_RATIO,
        objectFit: 'cover',
        background: 'var(--mantine-color-default-hover)',
      }}
    />
  );
}
