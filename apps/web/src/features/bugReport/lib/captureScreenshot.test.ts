// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUG_SCREENSHOT_MAX_BYTES, SCREENSHOT_TIMEOUT_MS } from '@spona/contracts';
import { captureScreenshot, ScreenshotUnavailable } from './captureScreenshot';

const toPng = vi.hoisted(() => vi.fn<(node: HTMLElement, options: object) => Promise<string>>());
vi.mock('html-to-image', () => ({ toPng }));

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

describe('captureScreenshot', () => {
  beforeEach(() => {
    toPng.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the visible page with html-to-image, leaving out dialogs and snackbars', async () => {
    toPng.mockResolvedValue(PNG);
    expect(await captureScreenshot(SCREENSHOT_TIMEOUT_MS)).toBe(PNG);
    const [node, options] = toPng.mock.calls[0]!;
    expect(node).toBe(document.body);
    expect(options).toMatchObject({ pixelRatio: 1, height: window.innerHeight, skipFonts: true });
    expect((options as { includeStyleProperties: string[] }).includeStyleProperties).toContain('display');
    const filter = (options as { filter: (node: HTMLElement) => boolean }).filter;
    const portal = document.createElement('div');
    portal.setAttribute('data-portal', 'true');
    expect(filter(portal)).toBe(false);
    expect(filter(document.createElement('main'))).toBe(true);
  });

  it('gives up after SCREENSHOT_TIMEOUT_MS (SPEC §9)', async () => {
    vi.useFakeTimers();
    toPng.mockReturnValue(new Promise<string>(() => undefined));
    const capture = captureScreenshot(SCREENSHOT_TIMEOUT_MS);
    const outcome = expect(capture).rejects.toThrow(ScreenshotUnavailable);
    await vi.advanceTimersByTimeAsync(SCREENSHOT_TIMEOUT_MS);
    await outcome;
  });

  it('refuses a drawing that failed, is not a PNG, or is larger than the server takes', async () => {
    toPng.mockRejectedValueOnce(new Error('SecurityError: tainted canvas'));
    await expect(captureScreenshot(SCREENSHOT_TIMEOUT_MS)).rejects.toThrow();
    toPng.mockResolvedValueOnce('data:,');
    await expect(captureScreenshot(SCREENSHOT_TIMEOUT_MS)).rejects.toThrow(ScreenshotUnavailable);
    toPng.mockResolvedValueOnce(
      `data:image/png;base64,${'A'.repeat(Math.ceil((BUG_SCREENSHOT_MAX_BYTES * 4) / 3) + 8)}`,
    );
    await expect(captureScreenshot(SCREENSHOT_TIMEOUT_MS)).rejects.toThrow(ScreenshotUnavailable);
  });
});
