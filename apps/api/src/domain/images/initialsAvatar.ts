import sharp from 'sharp';

/** SPEC §7 Assets: 1 to 3 letters (any alphabet: Š, Ž, Ć ...). */
export const INITIALS_PATTERN = /^\p{L}{1,3}$/u;
const AVATAR_SIZE = 200;
/** Calm backgrounds that keep white letters readable. */
const COLOURS = ['#1e6091', '#2a9d8f', '#6a4c93', '#c05621', '#2f855a', '#b83280', '#3c366b', '#975a16'];

function colourOf(initials: string): string {
  let hash = 0;
  for (const char of initials) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/**
 * The initials avatar as a JPEG, drawn from an SVG by sharp. `initials` must match INITIALS_PATTERN
 * (letters only, so nothing in it can be markup). The same letters always give the same image.
 */
export async function renderInitialsAvatar(initials: string): Promise<Buffer> {
  const letters = initials.toLocaleUpperCase('hr');
  const fontSize = letters.length === 3 ? 64 : 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}">
  <rect width="100%" height="100%" fill="${colourOf(letters)}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff"
    font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="bold">${letters}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
