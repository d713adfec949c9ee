/**
 * Makes the icons of the installable app (issue 7; listed in apps/web/pwa.config.ts) from
 * apps/web/public/logo.svg into apps/web/public/icons/, the same bytes on every run:
 * - icon-192.png, icon-512.png: the logo as it is (rounded square, transparent corners);
 * - icon-maskable-512.png: full bleed in the logo's own background colour, the logo in the central
 *   70 % (its glyph well inside the 80 % safe circle), so no launcher mask cuts it;
 * - apple-touch-icon.png (180 px): full bleed and opaque, as iOS rounds the corners itself.
 * Usage: node --import tsx scripts/generate-pwa-icons.ts (commit the PNGs it writes).
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SharpModule from 'sharp';
import { resolveAppColors } from '../apps/web/src/app/appColors';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOGO = path.join(ROOT, 'apps/web/public/logo.svg');
const OUTPUT_DIR = path.join(ROOT, 'apps/web/public/icons');

// sharp is a dependency of the API (image uploads); the script borrows it from there.
const sharp = createRequire(path.join(ROOT, 'apps/api/package.json'))('sharp') as typeof SharpModule;

interface IconSpec {
  file: string;
  size: number;
  /** Share of the icon the logo takes; the rest is `background`. */
  logoScale: number;
  /** Full-bleed background, or none (transparent corners of the logo stay). */
  background?: string;
}

/** The logo's own background: the fill of its first rect, else the theme colour. */
function readLogoBackground(svg: string): string {
  return /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1] ?? resolveAppColors().theme;
}

async function renderLogo(svg: Buffer, size: number): Promise<Buffer> {
  // Rasterise at the target size (not a small bitmap scaled up), so the edges stay sharp.
  const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg.toString())?.[1] ?? 32);
  return sharp(svg, { density: (72 * size) / viewBoxWidth })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function writeIcon(svg: Buffer, spec: IconSpec): Promise<void> {
  const logoSize = Math.round(spec.size * spec.logoScale);
  const logo = await renderLogo(svg, logoSize);
  const offset = Math.round((spec.size - logoSize) / 2);
  const canvas = sharp({
    create: {
      width: spec.size,
      height: spec.size,
      channels: 4,
      background: spec.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  }).composite([{ input: logo, left: offset, top: offset }]);
  const file = path.join(OUTPUT_DIR, spec.file);
  const image = spec.background ? canvas.flatten({ background: spec.background }) : canvas;
  await image.png({ compressionLevel: 9, adaptiveFiltering: false }).toFile(file);
  console.log(`${path.relative(ROOT, file)}  ${spec.size}x${spec.size}  ${statSync(file).size} bytes`);
}

const svg = readFileSync(LOGO);
const background = readLogoBackground(svg.toString());
mkdirSync(OUTPUT_DIR, { recursive: true });
const icons: IconSpec[] = [
  { file: 'icon-192.png', size: 192, logoScale: 1 },
  { file: 'icon-512.png', size: 512, logoScale: 1 },
  { file: 'icon-maskable-512.png', size: 512, logoScale: 0.7, background },
  { file: 'apple-touch-icon.png', size: 180, logoScale: 0.8, background },
];
for (const icon of icons) await writeIcon(svg, icon);
