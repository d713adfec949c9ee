import { IMAGE_MAX_BYTES, OFFER_MAX_IMAGES } from '@spona/contracts';

/** Why a chosen file is not uploaded (SPEC §5 and §8): the server keeps the final word. */
export type TImageProblem = 'invalidType' | 'tooLarge' | 'tooMany';

export interface ImageCheck {
  accepted: File[];
  rejected: { file: File; problem: TImageProblem }[];
}

const SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF
  // WebP: RIFF....WEBP
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];

/** Whether the first bytes are those of a JPEG, PNG, GIF or WebP (the name and type can lie). */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return SIGNATURES.some(
    (signature) =>
      bytes.length >= signature.length && signature.every((byte, i) => byte === null || bytes[i] === byte),
  );
}

async function readHead(file: File): Promise<Uint8Array> {
  const head = file.slice(0, 12);
  // jsdom's Blob lacks arrayBuffer(); a Response reads any Blob.
  const buffer =
    typeof head.arrayBuffer === 'function'
      ? await head.arrayBuffer()
      : await new Response(head).arrayBuffer();
  return new Uint8Array(buffer);
}

/**
 * Client-side pre-checks of chosen images (SPEC §5): an image by its content, at most 5 MB, and no
 * more than `maxCount` in all with the `existingCount` already uploaded (15 per offer).
 */
export async function checkImageFiles(
  files: readonly File[],
  existingCount = 0,
  maxCount: number = OFFER_MAX_IMAGES,
): Promise<ImageCheck> {
  const result: ImageCheck = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!hasImageSignature(await readHead(file))) {
      result.rejected.push({ file, problem: 'invalidType' });
    } else if (file.size > IMAGE_MAX_BYTES) {
      result.rejected.push({ file, problem: 'tooLarge' });
    } else if (existingCount + result.accepted.length >= maxCount) {
      result.rejected.push({ file, problem: 'tooMany' });
    } else {
      result.accepted.push(file);
    }
  }
  return result;
}
