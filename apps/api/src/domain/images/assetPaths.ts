/**
 * Where images are served (SPEC §7 Assets): uploads at /assets/images/{image_file}, generated initials
 * avatars at /assets/static/initials/{initials}.jpeg.
 */
export const IMAGES_PATH = '/assets/images';
export const INITIALS_PATH = '/assets/static/initials';

/** Stored files are `<random id>.webp` with a `<random id>-thumb.webp` beside them. */
export const STORED_IMAGE_FILE = /^[A-Za-z0-9_-]{16,64}(-thumb)?\.webp$/;

export const imageUrl = (file: string) => `${IMAGES_PATH}/${file}`;

export const thumbnailFileOf = (file: string) => file.replace(/\.webp$/, '-thumb.webp');

/** Up to two upper-case letters: first and last name ('Ana Horvat' -> 'AH'); '?' never happens. */
export function initialsOf(firstName: string, lastName: string): string {
  const letter = (name: string) => /\p{L}/u.exec(name)?.[0]?.toLocaleUpperCase('hr') ?? '';
  const initials = `${letter(firstName)}${letter(lastName)}`;
  return initials === '' ? 'S' : initials;
}

export const initialsUrl = (initials: string) => `${INITIALS_PATH}/${encodeURIComponent(initials)}.jpeg`;
