import { z } from 'zod';
import { zText } from './text';

/** Longest file name a path may name (stored images, initials avatars, blog images, the dev outbox). */
export const FILE_NAME_MAX_LENGTH = 200;

/** A file named in a path (`/assets/images/{file}`); each route then checks it against its own pattern. */
export const ZFileParams = z.object({ file: zText({ max: FILE_NAME_MAX_LENGTH, keepWhitespace: true }) });
export type TFileParams = z.infer<typeof ZFileParams>;
