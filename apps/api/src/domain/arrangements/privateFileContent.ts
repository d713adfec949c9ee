import sharp from 'sharp';
import { FILE_NAME_MAX_LENGTH, PRIVATE_FILE_MAX_BYTES, type TPrivateFileKind } from '@spona/contracts';
import { RuleViolation } from '../errors';
import { hasSignatureOf, MAX_INPUT_PIXELS } from '../images/processImage';

/** A file that passed the content checks: the bytes to store and what the row says of them. */
export type CheckedFile = {
  kind: TPrivateFileKind;
  /** The type the bytes really are (never the one the client declared). */
  contentType: string;
  name: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
};

/** Images are re-encoded in the format they came in; a GIF's first frame becomes a PNG. */
const IMAGE_OUTPUTS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/png', extension: 'png' },
} as const;
type ImageFormat = keyof typeof IMAGE_OUTPUTS;
const isImageFormat = (format: string): format is ImageFormat => Object.hasOwn(IMAGE_OUTPUTS, format);

/** A shared photo keeps its detail, but nothing larger than this is stored (px per side). */
const IMAGE_MAX_SIDE = 4096;
/** Where a PDF's `%%EOF` must be: within this many bytes of the end (readers allow trailing junk). */
const PDF_EOF_WINDOW = 1024;
const PDF_HEADER = /^%PDF-[12]\.\d/;
/** Names of PDF actions that run something when the file is opened: such a PDF is refused. */
const PDF_ACTIVE_CONTENT = ['/JavaScript', '/Launch'].map((name) => Buffer.from(name, 'latin1'));

const MB = 1024 * 1024;
const tooLarge = () =>
  new RuleViolation(
    { files: 'arrangements.fileTooLarge' },
    { kind: 'tooLarge', message: 'arrangements.fileTooLarge', vars: { mb: PRIVATE_FILE_MAX_BYTES / MB } },
  );
const refusedType = (key = 'arrangements.fileType') =>
  new RuleViolation({ files: key }, { kind: 'unsupportedType', message: key });

/**
 * Issue 16: a user's file name as it may be shown and offered for download: the last path segment,
 * without control, format (bidi overrides, zero-width) or separator characters, no leading dots,
 * with the extension of what the bytes really are, at most FILE_NAME_MAX_LENGTH characters. Pure.
 */
export function sanitiseFileName(raw: string | undefined, extension: string): string {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const base =
    cleaned
      .replace(/\.[^.]*$/, '')
      .replace(/^[\s.]+/, '')
      .trim() || 'file';
  const room = FILE_NAME_MAX_LENGTH - extension.length - 1;
  // By code points, so a cut never splits a surrogate pair.
  return `${Array.from(base).slice(0, room).join('').trim()}.${extension}`;
}

/** A PDF by its content: the header first, `%%EOF` near the end, no actions that run on opening. */
function checkPdf(bytes: Buffer, name: string | undefined): CheckedFile {
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_EOF_WINDOW));
  if (!PDF_HEADER.test(bytes.toString('latin1', 0, 8)) || !tail.includes('%%EOF', 0, 'latin1')) {
    throw refusedType('arrangements.pdfInvalid');
  }
  if (PDF_ACTIVE_CONTENT.some((action) => bytes.includes(action))) {
    throw refusedType('arrangements.pdfActive');
  }
  return {
    kind: 'PDF',
    contentType: 'application/pdf',
    name: sanitiseFileName(name, 'pdf'),
    bytes,
    width: null,
    height: null,
  };
}

/**
 * An image by its content: decoded by sharp (its signature matching the format found), at most
 * MAX_INPUT_PIXELS (an image bomb is refused before decoding), then re-encoded without metadata (EXIF,
 * GPS), turned by its EXIF orientation, at most IMAGE_MAX_SIDE. Only the re-encoded bytes are stored,
 * so whatever else the upload carried (a polyglot's appended archive) is gone with the original.
 */
async function checkImage(bytes: Buffer, name: string | undefined): Promise<CheckedFile> {
  // The header alone: dimensions are read without decoding a pixel.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format ?? '';
  if (!metadata || !isImageFormat(format) || !hasSignatureOf(format, bytes)) {
    throw refusedType();
  }
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new RuleViolation(
      { files: 'arrangements.imageTooLarge' },
      { kind: 'tooLarge', message: 'arrangements.imageTooLarge', vars: { mp: MAX_INPUT_PIXELS / 1_000_000 } },
    );
  }
  const output = IMAGE_OUTPUTS[format];
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    output.extension === 'jpg'
      ? image.jpeg({ quality: 88 })
      : output.extension === 'webp'
        ? image.webp({ quality: 88 })
        : image.png();
  const result = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    // Truncated or corrupt data that the header alone did not reveal.
    throw refusedType();
  });
  if (result.data.length > PRIVATE_FILE_MAX_BYTES) throw tooLarge();
  return {
    kind: 'IMAGE',
    contentType: output.contentType,
    name: sanitiseFileName(name, output.extension),
    bytes: result.data,
    width: result.info.width,
    height: result.info.height,
  };
}

/**
 * Issue 16: checks an uploaded file by its content, never by its name or declared type: a PDF
 * (checkPdf) or an image (checkImage, re-encoded); over PRIVATE_FILE_MAX_BYTES is 413, anything else
 * (a renamed program, a document of another kind, SVG) is 415 with the reason.
 */
export async function checkPrivateFile(bytes: Buffer, name: string | undefined): Promise<CheckedFile> {
  if (bytes.length > PRIVATE_FILE_MAX_BYTES) throw tooLarge();
  if (bytes.length === 0) throw new RuleViolation({ files: 'arrangements.fileEmpty' });
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return checkPdf(bytes, name);
  return checkImage(bytes, name);
}
