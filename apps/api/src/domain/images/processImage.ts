import sharp from 'sharp';
import { COVER_IMAGE_SIZE, COVER_THUMBNAIL_SIZE } from '@spona/contracts';
import type { ImageFiles } from '../../adapters/files/imageStore';
import { RuleViolation } from '../errors';

/** Raster formats we accept (SVG and PDF are refused even when the decoder could read them). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Decompression-bomb guard: a 5 MB file may still claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * How big an image is kept: `inside` keeps its proportions within the box; `cover` crops it to the box's
 * proportions (the largest such crop the image has, at most the box), keeping the part `position` picks.
 */
export type ImageSize = {
  width: number;
  height: number;
  fit: 'inside' | 'cover';
  /** sharp's crop strategy for `cover` (default: the centre). */
  position?: 'attention' | 'entropy';
};
/** How big the display image and the thumbnail are. */
export type ImageSizes = { display: ImageSize; thumbnail: ImageSize };
/** Offer gallery: up to 1600 px and a 400 px thumbnail, proportions kept. */
export const OFFER_IMAGE_SIZES: ImageSizes = {
  display: { width: 1600, height: 1600, fit: 'inside' },
  thumbnail: { width: 400, height: 400, fit: 'inside' },
};
/** Profile photo: a 512 px square and a 128 px one. */
export const PROFILE_IMAGE_SIZES: ImageSizes = {
  display: { width: 512, height: 512, fit: 'cover' },
  thumbnail: { width: 128, height: 128, fit: 'cover' },
};
/** Issue 18: a profile's cover, a 4:1 banner cropped around what sharp finds most interesting. */
export const COVER_IMAGE_SIZES: ImageSizes = {
  display: { ...COVER_IMAGE_SIZE, fit: 'cover', position: 'attention' },
  thumbnail: { ...COVER_THUMBNAIL_SIZE, fit: 'cover', position: 'attention' },
};
/** Issue 18: a portfolio item's picture and a link preview's, kept like an offer's gallery image. */
export const PORTFOLIO_IMAGE_SIZES: ImageSizes = OFFER_IMAGE_SIZES;

/**
 * The box an upright image of `width`×`height` is resized to: for `cover`, the box scaled down until
 * the image fills it (never enlarged, so a small upload keeps the box's proportions); for `inside`,
 * the box as it is (sharp keeps the image within it without enlarging).
 */
export function targetBox(size: ImageSize, width: number, height: number): ImageSize {
  if (size.fit !== 'cover') return size;
  const scale = Math.min(1, width / size.width, height / size.height);
  return {
    ...size,
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => buffer[offset + i] === byte);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

/** The file really starts with the signature of the format the decoder found. */
export function hasSignatureOf(format: string, buffer: Buffer): boolean {
  switch (format) {
    case 'jpeg':
      return startsWith(buffer, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'webp':
      return startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8);
    case 'gif':
      return startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'));
    case 'heif':
      return startsWith(buffer, ascii('ftyp'), 4);
    default:
      return false;
  }
}

/** Signatures of documents, archives and markup that have no business inside an image. */
const FOREIGN_SIGNATURES = ['%PDF-', '<script', '<html', '<?php', '<svg', 'PK\u0003\u0004'].map((s) =>
  Buffer.from(s, 'latin1'),
);

/** Bytes after the format's own end (PNG after IEND, WebP after its RIFF size) mark a polyglot. */
function hasTrailingData(format: string, buffer: Buffer): boolean {
  if (format === 'webp') return buffer.readUInt32LE(4) + 8 < buffer.length;
  if (format !== 'png') return false;
  let offset = 8;
  while (offset + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset < buffer.length;
  }
  return true;
}

/**
 * Issue 4 images: accepts a file only when its content decodes as a raster image whose signature
 * matches, with nothing of another format inside ('Selected file is not of valid image type', SPEC
 * §5). Re-encodes it as WebP at a display size and a thumbnail size, after honouring the EXIF
 * orientation; sharp writes no metadata (EXIF, GPS, XMP) unless asked, so none survives.
 */
export async function processImage(buffer: Buffer, sizes: ImageSizes): Promise<ImageFiles> {
  const invalid = () => new RuleViolation({ image: 'images.invalidType' });
  const metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw invalid();
    });
  const format = metadata.format ?? '';
  if (
    !ACCEPTED_FORMATS.has(format) ||
    !hasSignatureOf(format, buffer) ||
    hasTrailingData(format, buffer) ||
    FOREIGN_SIGNATURES.some((signature) => buffer.includes(signature))
  ) {
    throw invalid();
  }
  // The box is measured on the upright image (a photo taken sideways swaps its sides).
  const upright = metadata.autoOrient ?? { width: metadata.width ?? 1, height: metadata.height ?? 1 };
  const encode = (size: ImageSize) => {
    const { position, ...box } = targetBox(size, upright.width, upright.height);
    return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        ...box,
        withoutEnlargement: true,
        ...(position ? { position: sharp.strategy[position] } : {}),
      })
      .webp({ quality: 82 })
      .toBuffer();
  };
  try {
    const [display, thumbnail] = await Promise.all([encode(sizes.display), encode(sizes.thumbnail)]);
    return { display, thumbnail };
  } catch {
    // Truncated or corrupt data that the header alone did not reveal.
    throw invalid();
  }
}
