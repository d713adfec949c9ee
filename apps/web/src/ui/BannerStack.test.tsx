// @vitest-environment jsdom
import '../test/setupDom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderApp';
import { BANNERS_HEIGHT_VARIABLE, BannerStack } from './BannerStack';

describe('BannerStack (issue 18: nothing covered by the banners)', () => {
  it('tells the page how much room the banners take while they show, and nothing once gone', () => {
    const { unmount } = renderWithProviders(
      <BannerStack>
        <section aria-label="Cookies">Consent</section>
      </BannerStack>,
    );
    // jsdom lays nothing out: the height is 0 px here, measured by a ResizeObserver in a browser.
    expect(document.documentElement.style.getPropertyValue(BANNERS_HEIGHT_VARIABLE)).toBe('0px');
    unmount();
    expect(document.documentElement.style.getPropertyValue(BANNERS_HEIGHT_VARIABLE)).toBe('');
  });
});
