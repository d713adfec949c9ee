import { BUG_SCREENSHOT_MAX_BYTES } from '@spona/contracts';

/**
 * A minimal page screenshot as a PNG data URL, without a library: the visible part of the page is
 * serialized into an SVG foreignObject with the page's own style rules, drawn onto a canvas and read
 * back. Dialogs and snackbars (Mantine portals) are left out. Images from other origins do not load
 * inside an SVG image, so they come out blank. Rejects when it does not finish within `timeoutMs`
 * (SPEC §9: SCREENSHOT_TIMEOUT_MS) or the browser cannot draw it.
 */
export function captureScreenshot(timeoutMs: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('screenshot timed out')), timeoutMs);
  });
  return Promise.race([renderViewport(), timeout]).finally(() => clearTimeout(timer));
}

const ROOT_CLASS = 'spona-screenshot-root';

/** Every same-origin style rule of the page; `:root` rules are moved onto the wrapper. */
function collectCss(): string {
  const parts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) parts.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; its rules are left out.
    }
  }
  return parts.join('\n').replaceAll(':root', `.${ROOT_CLASS}`);
}

function cloneBody(): HTMLElement {
  const clone = document.body.cloneNode(true) as HTMLElement;
  for (const node of Array.from(clone.querySelectorAll('script, noscript, [data-portal]'))) node.remove();
  return clone;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('screenshot could not be drawn'));
    image.src = src;
  });
}

async function renderViewport(): Promise<string> {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const bodyStyle = getComputedStyle(document.body);
  const wrapper = document.createElement('div');
  wrapper.className = ROOT_CLASS;
  for (const attribute of Array.from(document.documentElement.attributes)) {
    if (attribute.name.startsWith('data-')) wrapper.setAttribute(attribute.name, attribute.value);
  }
  wrapper.setAttribute(
    'style',
    `width:${width}px;transform:translate(${-window.scrollX}px,${-window.scrollY}px);` +
      `font-family:${bodyStyle.fontFamily};color:${bodyStyle.color};background:${bodyStyle.backgroundColor || '#fff'};`,
  );
  const style = document.createElement('style');
  style.textContent = collectCss();
  wrapper.append(style, ...Array.from(cloneBody().childNodes));
  const xhtml = new XMLSerializer().serializeToString(wrapper);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${xhtml}</foreignObject></svg>`;
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  const png = canvas.toDataURL('image/png');
  // Base64 is 4/3 of the bytes; the server refuses a larger screenshot, so send none instead.
  if (!png.startsWith('data:image/png') || (png.length * 3) / 4 > BUG_SCREENSHOT_MAX_BYTES) {
    throw new Error('screenshot unusable');
  }
  return png;
}
