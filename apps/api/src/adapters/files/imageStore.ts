import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStoredFile } from './openStoredFile';
import { STORED_IMAGE_FILE, thumbnailFileOf } from '../../domain/images/assetPaths';

/** A processed image ready to be stored: the display size and its thumbnail. */
export type ImageFiles = { display: Buffer; thumbnail: Buffer };

/**
 * ARCHITECTURE.md (Files): images under DATA_DIR/uploads, named by a random id (never by the
 * uploader's file name), each with a `-thumb` twin. Object storage can replace this adapter later.
 */
export type ImageStore = {
  /** Stores both files and returns the display file's name. */
  save(files: ImageFiles): Promise<string>;
  /** Removes a stored image and its thumbnail; missing files are fine. */
  remove(file: string): Promise<void>;
  /** A stream of a stored file with its size, or undefined when the name is not one of ours. */
  open(file: string): Promise<{ stream: ReadStream; size: number } | undefined>;
};

/** ARCHITECTURE.md (Files): uploads under DATA_DIR/uploads. */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

export function createImageStore(uploadsDir: string): ImageStore {
  const resolve = (file: string) => path.join(uploadsDir, file);
  return {
    async save({ display, thumbnail }) {
      await mkdir(uploadsDir, { recursive: true });
      const file = `${randomBytes(18).toString('base64url')}.webp`;
      await writeFile(resolve(thumbnailFileOf(file)), thumbnail, { flag: 'wx' });
      await writeFile(resolve(file), display, { flag: 'wx' });
      return file;
    },
    async remove(file) {
      if (!STORED_IMAGE_FILE.test(file)) return;
      await Promise.all([
        rm(resolve(file), { force: true }),
        rm(resolve(thumbnailFileOf(file)), { force: true }),
      ]);
    },
    async open(file) {
      // The pattern allows no dots or slashes before the extension: no path leaves the directory.
      if (!STORED_IMAGE_FILE.test(file)) return undefined;
      return openStoredFile(resolve(file));
    },
  };
}
