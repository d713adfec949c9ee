import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUG_SCREENSHOT_MAX_BYTES } from '@spona/contracts';
import { RuleViolation } from '../errors';

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Length, type, CRC: the bytes of a PNG chunk besides its data. */
const CHUNK_OVERHEAD = 12;
const CHUNK_TYPE = /^[A-Za-z]{4}$/;

/**
 * Whether the bytes are one whole PNG by their structure (the claimed type is never trusted): the
 * signature, IHDR first, chunks that fit the buffer, and IEND last with nothing after it. So a
 * truncated file, or a PNG with something else appended (a polyglot), is not one. Pure.
 */
export function isPng(bytes: Buffer): boolean {
  if (
    bytes.length <= PNG_SIGNATURE.length ||
    !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
  ) {
    return false;
  }
  let offset = PNG_SIGNATURE.length;
  while (offset + CHUNK_OVERHEAD <= bytes.length) {
    const end = offset + CHUNK_OVERHEAD + bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!CHUNK_TYPE.test(type) || end > bytes.length) return false;
    if (offset === PNG_SIGNATURE.length && type !== 'IHDR') return false;
    if (type === 'IEND') return end === bytes.length;
    offset = end;
  }
  return false;
}

/**
 * The PNG bytes of a bug report's screenshot data URL (`data:<type>;base64,<data>`): too large (413)
 * over BUG_SCREENSHOT_MAX_BYTES, an unsupported type (415) when the bytes are not a PNG, whatever type
 * the URL claims.
 */
export function decodeScreenshot(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  // Checked before decoding, so an oversized screenshot costs no buffer of its size.
  if (Math.floor((base64.replace(/=+$/, '').length * 3) / 4) > BUG_SCREENSHOT_MAX_BYTES) {
    throw new RuleViolation(
      {},
      {
        kind: 'tooLarge',
        message: 'support.screenshotTooLarge',
        vars: { mb: BUG_SCREENSHOT_MAX_BYTES / 1024 / 1024 },
      },
    );
  }
  const bytes = Buffer.from(base64, 'base64');
  if (!isPng(bytes)) {
    throw new RuleViolation({}, { kind: 'unsupportedType', message: 'support.screenshotNotPng' });
  }
  return bytes;
}

/** What a stored screenshot's name looks like (the store makes them): nothing else is ever opened. */
const SCREENSHOT_FILE = /^[A-Za-z0-9_-]+\.png$/;

/**
 * Bug-report screenshots, under DATA_DIR/bug-reports: private (never served under /assets), named by a
 * random id. Support reads them from there (issue 17: `read`, for GET console/bugs/{id}/screenshot).
 */
export type ScreenshotStore = {
  save(png: Buffer): Promise<string>;
  remove(file: string): Promise<void>;
  /** The PNG's bytes, or null when the file is gone (or the name is not one of the store's). */
  read(file: string): Promise<Buffer | null>;
};

/** Where the screenshots are: DATA_DIR/bug-reports. */
export const bugReportsDirOf = (dataDir: string) => path.join(dataDir, 'bug-reports');

export function createScreenshotStore(directory: string): ScreenshotStore {
  return {
    async save(png) {
      await mkdir(directory, { recursive: true });
      const file = `${randomBytes(18).toString('base64url')}.png`;
      await writeFile(path.join(directory, file), png, { flag: 'wx', mode: 0o600 });
      return file;
    },
    async remove(file) {
      if (SCREENSHOT_FILE.test(file)) await rm(path.join(directory, file), { force: true });
    },
    async read(file) {
      if (!SCREENSHOT_FILE.test(file)) return null;
      try {
        return await readFile(path.join(directory, file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
