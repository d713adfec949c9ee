import { PRIVATE_FILE_MAX_BYTES, type TPrivateFileKind } from '@spona/contracts';
import { hasImageSignature } from '../../profile/lib/imageChecks';

/** Why a chosen file is not uploaded (issue 16); the server keeps the final word. */
export type TAttachmentProblem = 'invalidType' | 'tooLarge' | 'tooMany';

/** `%PDF-`, how every PDF starts. */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];

async function readHead(file: File): Promise<Uint8Array> {
  const head = file.slice(0, 12);
  // jsdom's Blob lacks arrayBuffer(); a Response reads any Blob.
  const buffer =
    typeof head.arrayBuffer === 'function'
      ? await head.arrayBuffer()
      : await new Response(head).arrayBuffer();
  return new Uint8Array(buffer);
}

/** What a file is by its first bytes (its name and type can lie): an image, a PDF, or neither. */
export async function detectAttachmentKind(file: File): Promise<TPrivateFileKind | null> {
  const head = await readHead(file);
  if (hasImageSignature(head)) return 'IMAGE';
  if (PDF_SIGNATURE.every((byte, i) => head[i] === byte)) return 'PDF';
  return null;
}

/**
 * Issue 16 pre-checks of a file chosen for a message or a delivery: an image or a PDF by its content,
 * at most PRIVATE_FILE_MAX_BYTES. Null when it may be uploaded.
 */
export async function checkAttachment(file: File): Promise<TAttachmentProblem | null> {
  if ((await detectAttachmentKind(file)) === null) return 'invalidType';
  if (file.size > PRIVATE_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A file size as people read it: 0.8 kB, 12 kB, 1.2 MB (in the interface's language). */
export function formatFileSize(bytes: number, locale: string): string {
  const isMegabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: isMegabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: bytes < 10 * 1024 || isMegabytes ? 1 : 0,
  }).format(bytes / (isMegabytes ? 1024 * 1024 : 1024));
}
