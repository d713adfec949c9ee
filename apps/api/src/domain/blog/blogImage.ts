import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BLOG_IMAGE_SIZE } from '@spona/contracts';

/** Raster formats a post's picture may have (SVG and PDF are refused even when sharp could read them). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
/** Decompression-bomb guard: a small file may still claim enormous dimensions. */
const MAX_INPUT_PIXELS = 40_000_000;

export type BlogImage = { file: string; bytes: Buffer };

/**
 * A post's picture as Spona serves it: decoded (raster formats only), turned upright, cropped to the
 * card's box, re-encoded to WebP without metadata. Named by a hash of the result, so every process
 * that reads the same feed names it alike and the name can be cached for good. Rejects what does
 * not decode.
 */
export async function toBlogImage(input: Buffer): Promise<BlogImage> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { format } = await image.metadata();
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`not a picture: ${format ?? 'unknown'}`);
  const bytes = await image
    .rotate()
    .resize({ ...BLOG_IMAGE_SIZE, fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  return { file: `${hash}.webp`, bytes };
}
