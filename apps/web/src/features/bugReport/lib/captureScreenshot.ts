import { BUG_SCREENSHOT_MAX_BYTES } from '@spona/contracts';
import { SCREENSHOT_STYLE_PROPERTIES } from './screenshotStyles';

/** Why a screenshot could not be made: it took too long, or the browser could not draw the page. */
export class ScreenshotUnavailable extends Error {
  constructor(reason: string) {
    super(`screenshot unavailable: ${reason}`);
    this.name = 'ScreenshotUnavailable';
  }
}

/** Mantine portals (the bug-report dialog itself, snackbars, menus) are not part of the page. */
function isPartOfPage(node: HTMLElement): boolean {
  return !(node instanceof Element && node.hasAttribute('data-portal'));
}

/** Base64 is 4/3 of the bytes: what a data URL decodes to. */
const decodedBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

async function drawVisiblePage(): Promise<string> {
  // Loaded on first use only: it never weighs on the first route.
  const { toPng } = await import('html-to-image');
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const png = await toPng(document.body, {
    // What the user sees: the viewport, at the scroll position.
    width,
    height,
    style: { transform: `translate(${-window.scrollX}px, ${-window.scrollY}px)` },
    // One image pixel per CSS pixel keeps a report small and far below the server's limit.
    pixelRatio: 1,
    backgroundColor: '#ffffff',
    filter: isPartOfPage,
    // Only what changes the picture (see screenshotStyles.ts): megabytes and seconds less.
    includeStyleProperties: SCREENSHOT_STYLE_PROPERTIES,
    // Spona uses the system's fonts: there are no web fonts to embed.
    skipFonts: true,
  });
  // The server refuses a larger screenshot; then the report goes without one.
  if (!png.startsWith('data:image/png;base64,')) throw new ScreenshotUnavailable('not a PNG');
  if (decodedBytes(png) > BUG_SCREENSHOT_MAX_BYTES) throw new ScreenshotUnavailable('too large');
  return png;
}

/**
 * A screenshot of the visible part of the page as a PNG data URL, drawn with html-to-image (loaded
 * lazily). Rejects when it is not done within `timeoutMs` (SPEC §9: SCREENSHOT_TIMEOUT_MS) or the
 * browser cannot draw the page; the bug report is then sent without it.
 */
export function captureScreenshot(timeoutMs: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenshotUnavailable('timed out')), timeoutMs);
  });
  return Promise.race([drawVisiblePage(), timeout]).finally(() => clearTimeout(timer));
}
