import sharp from 'sharp';
import { buildAccount, registerThroughApi, type TestAccount } from '../fixtures/accounts';
import { findAxeViolations } from '../fixtures/axe';
import { expect, storeAuthRecord, test } from '../fixtures/test';

// Issue 18 item 6: tried at 360×640 with touch.
test.use({ locale: 'en-GB', viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

let creator: TestAccount;

test.describe('profile media on a small phone (issue 18)', () => {
  test.beforeAll(async () => {
    creator = await registerThroughApi(
      buildAccount({ firstName: 'Iva', lastName: 'Marić', preferredLanguage: 'en' }),
    );
  });

  test('the editor fits 360 px, and a creator uploads a cover seen as a banner', async ({ page }) => {
    await storeAuthRecord(page, creator);
    await page.goto('/user-profile');
    const coverBlock = page.locator('#profile-cover');
    await expect(coverBlock.getByText(/No cover yet/)).toBeVisible();

    // Nothing wider than the viewport: no sideways scrolling, every tab on screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }

    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    await coverBlock.locator('input[type="file"]').setInputFiles({
      name: 'beach.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(coverBlock.getByRole('img', { name: 'Preview of the new cover' })).toBeVisible();
    await coverBlock.getByRole('button', { name: 'Save cover' }).click();
    const saved = coverBlock.getByRole('img', { name: "Your profile's cover" });
    await expect(saved).toBeVisible();
    await expect(saved).toHaveJSProperty('complete', true);
    const banner = (await saved.boundingBox())!;
    expect(Math.abs(banner.width / banner.height - 4)).toBeLessThan(0.1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('editor-360.png'), fullPage: true });

    await page.getByRole('tab', { name: 'Portfolio' }).click();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
