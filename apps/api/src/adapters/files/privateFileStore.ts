import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStoredFile } from './openStoredFile';

/** A storage key: 24 characters of base64url, nothing that could leave the directory. */
const STORAGE_KEY = /^[A-Za-z0-9_-]{24}$/;

/**
 * Issue 16: the private files of messages and deliveries, under DATA_DIR/private-files, each named by
 * a random storage key (never the user's file name) and readable by the process only. Nothing here
 * decides who may read a file: the routes ask the arrangement's policy first. Never served under the
 * public /assets/images/. Object storage can replace this adapter later.
 */
export type PrivateFileStore = {
  /** Stores the bytes under a new random key and returns the key. */
  save(bytes: Buffer): Promise<string>;
  /** A stream of a stored file with its size, or undefined when there is none under that key. */
  open(key: string): Promise<{ stream: ReadStream; size: number } | undefined>;
  /** Removes a stored file; a missing one is fine. */
  remove(key: string): Promise<void>;
};

export function createPrivateFileStore(directory: string): PrivateFileStore {
  const resolve = (key: string) => path.join(directory, key);
  return {
    async save(bytes) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const key = randomBytes(18).toString('base64url');
      await writeFile(resolve(key), bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async open(key) {
      if (!STORAGE_KEY.test(key)) return undefined;
      return openStoredFile(resolve(key));
    },
    async remove(key) {
      if (STORAGE_KEY.test(key)) await rm(resolve(key), { force: true });
    },
  };
}
