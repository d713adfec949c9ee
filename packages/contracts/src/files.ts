import { z } from 'zod';
import { zText } from './text';

/** Longest file name a path may name (stored images, initials avatars, blog images, the dev outbox). */
export const FILE_NAME_MAX_LENGTH = 200;

/** A file named in a path (`/assets/images/{file}`); each route then checks it against its own pattern. */
export const ZFileParams = z.object({ file: zText({ max: FILE_NAME_MAX_LENGTH, keepWhitespace: true }) });
export type TFileParams = z.infer<typeof ZFileParams>;

/**
 * Issue 18: the illustrated avatar generated for a user without a photo, the same image for the same
 * user every time (beside SPEC §7's initials image, which stays as it is).
 */
export const GENERATED_AVATARS_PATH = '/assets/static/avatars';
export const generatedAvatarUrl = (userId: number) => `${GENERATED_AVATARS_PATH}/${userId}.svg`;
