import { escapeText } from 'entities';
import sharp from 'sharp';
import { renderGeneratedAvatar } from '../../domain/images/generatedAvatar';
import type { Random } from './random';

/**
 * Issue 18: the demo set's pictures, drawn on the machine (no network) as SVG and rasterized by sharp:
 * portraits from the avatar library, and covers, offer, portfolio and link-preview pictures composed
 * of gradients, shapes, simple icons and text. Each is drawn from a seeded Random alone, so the same
 * seed gives the same bytes. The PNGs are then stored exactly like uploads (processImage, ImageStore).
 */

/** Two-stop gradients that read as brand colours; white text stays readable on each. */
const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#ff6a88', '#ff9a8b'],
  ['#185a9d', '#43cea2'],
  ['#e65c00', '#f9a825'],
  ['#667eea', '#764ba2'],
  ['#0072ff', '#00c6ff'],
  ['#b91d73', '#f953c6'],
  ['#11998e', '#38b86b'],
  ['#6a82fb', '#fc5c7d'],
  ['#2193b0', '#47b8d4'],
  ['#753a88', '#cc2b5e'],
  ['#904e95', '#e96443'],
  ['#d35400', '#ff7e5f'],
  ['#5433ff', '#20bdff'],
  ['#1d976c', '#3ab795'],
];
const INSTAGRAM_GRADIENT = ['#f58529', '#dd2a7b', '#8134af'] as const;
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';
/** Simple icons on a 100-unit box: a star, a heart, a camera, a play button, a bag, a leaf. */
const ICONS = [
  '<path d="M50 5 61 38 96 38 68 59 78 93 50 72 22 93 32 59 4 38 39 38Z"/>',
  '<path d="M50 88 12 52C-6 32 14 2 38 14 44 17 48 22 50 26 52 22 56 17 62 14 86 2 106 32 88 52Z"/>',
  '<path d="M8 30h20l8-12h28l8 12h20v58H8Z"/><circle cx="50" cy="58" r="18" fill-opacity="0.35"/>',
  '<circle cx="50" cy="50" r="45"/><path d="M40 30 72 50 40 70Z" fill-opacity="0.35"/>',
  '<path d="M18 34h64l-6 58H24Z"/><path d="M36 34V24a14 14 0 0 1 28 0v10" fill="none" stroke="#fff" stroke-width="7"/>',
  '<path d="M14 86C14 40 46 12 90 10 88 56 62 86 14 86Z"/><path d="M14 86 60 40" stroke-width="6" fill="none"/>',
];

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();

function gradient(id: string, random: Random, colours: readonly string[] = random.pick(GRADIENTS)): string {
  const angle = random.int(0, 3) * 45;
  const stops = colours
    .map((c, i) => `<stop offset="${(i / (colours.length - 1)) * 100}%" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" gradientTransform="rotate(${angle} 0.5 0.5)">${stops}</linearGradient>`;
}

/** Translucent white circles scattered over a `width`×`height` picture. */
function bubbles(random: Random, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const r = random.int(Math.round(height * 0.08), Math.round(height * 0.6));
    const opacity = (0.06 + random.next() * 0.16).toFixed(2);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join('');
}

/** A soft wave across the bottom of the picture. */
function wave(random: Random, width: number, height: number): string {
  const y = Math.round(height * (0.6 + random.next() * 0.2));
  const a = Math.round(height * 0.15);
  return `<path d="M0 ${y} C${width * 0.25} ${y - a} ${width * 0.5} ${y + a} ${width} ${y - a / 2} V${height} H0Z" fill="#fff" fill-opacity="0.14"/>`;
}

function icon(random: Random, x: number, y: number, size: number, opacity = 0.9): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="#fff" stroke="#fff" fill-opacity="${opacity}">${random.pick(ICONS)}</g>`;
}

/** Breaks a title into at most `maxLines` lines of about `width` characters (the last one shortened). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, anchor = 'start'): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * 1.2}">${escapeText(line)}</tspan>`)
    .join('');
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="bold" fill="#fff" text-anchor="${anchor}" filter="url(#shadow)">${spans}</text>`;
}

const SHADOW =
  '<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.35"/></filter>';

function svgOf(width: number, height: number, body: string, defs: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}${SHADOW}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${body}</svg>`;
}

/** A profile photo: the library's portrait on its colour background, 512 px square. */
export function drawPortrait(seed: string, options: { isBeardless: boolean }): Promise<Buffer> {
  return png(renderGeneratedAvatar(seed, { ...options, size: 512 }));
}

/**
 * A 4:1 cover banner; an advertiser's shows its company name on the right. Drawn at 1200×300, not the
 * largest cover size: soft shapes lose nothing when a wide screen enlarges them, and the demo seeds
 * faster.
 */
export function drawCover(random: Random, company: string | null): Promise<Buffer> {
  const [width, height] = [1200, 300];
  const name = company ? textLines([company], width - 60, height / 2 + 22, 64, 'end') : '';
  const body = `${bubbles(random, width, height, random.int(6, 10))}${wave(random, width, height)}${name}`;
  return png(svgOf(width, height, body, gradient('bg', random)));
}

/** Offer pictures are 4:3, small enough to seed quickly and still fill a card or a phone's lightbox. */
const OFFER_PICTURE = { width: 800, height: 600 } as const;

/**
 * An offer's first gallery picture: its title on a card with the owner's name, or under an icon
 * (`layout` 0 or 1).
 */
export function drawOfferPicture(
  random: Random,
  { title, owner, layout }: { title: string; owner: string; layout: number },
): Promise<Buffer> {
  const { width, height } = OFFER_PICTURE;
  const lines = wrapText(title, 20, 3);
  let body = bubbles(random, width, height, random.int(4, 8));
  if (layout % 2 === 0) {
    body += `<rect x="80" y="${height / 2 - 130}" width="${width - 160}" height="260" rx="24" fill="#000" fill-opacity="0.22"/>`;
    body += textLines(lines, width / 2, height / 2 - 30 - (lines.length - 1) * 24, 48, 'middle');
    body += `<text x="${width / 2}" y="${height / 2 + 95}" ${FONT} font-size="28" fill="#fff" fill-opacity="0.9" text-anchor="middle">${escapeText(owner)}</text>`;
  } else {
    body += icon(random, width / 2 - 90, 70, 180);
    body += textLines(lines, width / 2, 350, 44, 'middle');
  }
  body += wave(random, width, height);
  return png(svgOf(width, height, body, gradient('bg', random)));
}

/** A picture without text (a pattern of icons on a gradient), of `size` or an offer's 4:3. */
export function drawPatternPicture(
  random: Random,
  { width, height, colours }: { width: number; height: number; colours?: readonly string[] } = OFFER_PICTURE,
): Promise<Buffer> {
  const step = Math.round(width / 4.4);
  let body = bubbles(random, width, height, random.int(4, 8));
  for (let y = step * 0.3; y < height - step * 0.5; y += step) {
    for (let x = step * 0.3; x < width - step * 0.5; x += step) {
      body += icon(random, Math.round(x), Math.round(y), Math.round(step * 0.6), 0.25 + random.next() * 0.5);
    }
  }
  return png(svgOf(width, height, body + wave(random, width, height), gradient('bg', random, colours)));
}

/** A portfolio IMAGE item: a square campaign post with the advertiser's name. */
export function drawPortfolioPicture(random: Random, advertiser: string): Promise<Buffer> {
  const size = 720;
  const body =
    bubbles(random, size, size, random.int(5, 9)) +
    icon(random, size / 2 - 110, 130, 220) +
    textLines(wrapText(advertiser, 18, 2), size / 2, 470, 52, 'middle') +
    wave(random, size, size);
  return png(svgOf(size, size, body, gradient('bg', random)));
}

/** The picture of an Instagram post's link preview (1.91:1, as Open Graph images are), without text. */
export const drawPostPreview = (random: Random) =>
  drawPatternPicture(random, { width: 800, height: 420, colours: INSTAGRAM_GRADIENT });

/**
 * Issue 17: the screenshot of the demo's NEW bug report, a 360×640 phone screen of a conversation whose
 * keyboard covers the send button (what the report says), so the console's bug queue shows one.
 */
export function drawBugScreenshot(): Promise<Buffer> {
  const [width, height] = [360, 640];
  const bubble = (y: number, mine: boolean, w: number) =>
    `<rect x="${mine ? width - 16 - w : 16}" y="${y}" width="${w}" height="44" rx="14" fill="${mine ? '#7048e8' : '#e9ecef'}"/>`;
  const keys = Array.from({ length: 30 }, (_, i) => {
    const x = 8 + (i % 10) * 35;
    const y = 470 + Math.floor(i / 10) * 50;
    return `<rect x="${x}" y="${y}" width="30" height="40" rx="5" fill="#fff"/>`;
  }).join('');
  const body = [
    '<rect width="100%" height="100%" fill="#f8f9fa"/>',
    `<rect width="${width}" height="56" fill="#fff"/><text x="16" y="35" ${FONT} font-size="18" font-weight="bold" fill="#212529">Adria Cosmetics d.o.o.</text>`,
    bubble(80, false, 220),
    bubble(136, true, 180),
    bubble(192, false, 250),
    bubble(248, true, 140),
    `<rect x="12" y="392" width="280" height="44" rx="10" fill="#fff" stroke="#ced4da"/>`,
    `<circle cx="324" cy="414" r="20" fill="#7048e8"/>`,
    `<rect y="456" width="${width}" height="${height - 456}" fill="#ced4da"/>${keys}`,
  ].join('');
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`),
  )
    .png({ compressionLevel: 9 })
    .toBuffer();
}
