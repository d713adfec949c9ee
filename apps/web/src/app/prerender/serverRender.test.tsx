import { describe, expect, it } from 'vitest';
import type { TPrerenderState } from '@spona/contracts';
import { buildCreatorCard } from '../../test/creatorCardFixture';
import { buildPublicData } from '../../test/publicDataFixture';
import { publicAnswersOf, renderPage } from './serverRender';

/**
 * Issue 19: the prerender renders the app in Node (no window), as the browser renders it before any
 * data: whole, every lazy page in place, in the state's language, for its signed-in state and consent.
 */
const loggedOut = (locale: 'hr' | 'en', hasConsent = false): TPrerenderState => ({
  locale,
  isSignedIn: false,
  hasConsent,
});
const signedIn = (locale: 'hr' | 'en'): TPrerenderState => ({ locale, isSignedIn: true, hasConsent: true });

describe('prerendering a page (issue 19)', () => {
  it('renders a logged-out page whole, in its language, with the consent banner until accepted', async () => {
    const english = await renderPage('/login', loggedOut('en'));
    expect(english.html).toContain('<h1');
    expect(english.html).toContain('Log in');
    expect(english.html).toContain('data-testid="consent-banner"');
    expect(english.title).toBe('Spona - Login');
    expect(english.modules).toContain('LoginPage');
    // Nothing is left for a script to fill in: the app's CSP allows none inline.
    expect(english.html).not.toMatch(/<script|<!--\$[?!]-->/);

    const croatian = await renderPage('/login', loggedOut('hr', true));
    expect(croatian.html).toContain('Prijava');
    expect(croatian.html).not.toContain('data-testid="consent-banner"');
  });

  it('renders a signed-in route as its shell: both navbars (one is hidden by CSS), the heading, no data', async () => {
    const page = await renderPage('/dashboard', signedIn('en'));
    expect(page.modules).toEqual(
      expect.arrayContaining(['MobileNavbar', 'DesktopNavbar', 'DashboardPage', 'texts:features']),
    );
    expect(page.html).toContain('Dashboard');
    expect(page.html).toContain('mantine-hidden-from-sm');
    expect(page.html).toContain('mantine-visible-from-sm');
    // Each navbar's gate, the layout's page and the routes' boundary (app/prerender/hydrationGate.ts);
    // the browser hydrates one navbar, the one it shows (app/prerender/HydrateWhen.tsx).
    expect(page.gates).toBe(4);
    expect(page.skippable).toEqual(['navbar-mobile', 'navbar-desktop']);
    // Never a login form for a signed-in visitor.
    expect(page.html).not.toContain('autoComplete="current-password"');
  });

  it('renders the same page the same way every time (the browser hydrates what the build wrote)', async () => {
    const first = await renderPage('/search/creators', signedIn('hr'));
    const second = await renderPage('/search/creators', signedIn('hr'));
    expect(second.html).toBe(first.html);
    expect(second.modules).toEqual(first.modules);
  });

  it('renders a signed-in page whose first data is public with the answers given, as the browser hydrates it', async () => {
    const calls = publicAnswersOf('/search/creators');
    expect(calls).toEqual([
      '/api/v1/public/data',
      '/api/v1/search/influencers?sort=rank&order=desc&limit=10',
    ]);
    const cards = [
      buildCreatorCard({
        id: 7,
        first_name: 'Marta',
        last_name: 'Horvat',
        image_url: '/assets/images/marta.webp',
      }),
      buildCreatorCard({ id: 8, first_name: 'Ivo', last_name: 'Babić' }),
    ];
    const answers = {
      [calls[0]!]: buildPublicData({}, 'en'),
      [calls[1]!]: { data: cards, total: 2 },
    };
    const page = await renderPage('/search/creators', signedIn('en'), answers);
    expect(page.html).toContain('Marta Horvat');
    expect(page.html).toContain('Ivo Babić');
    // The first card's photo is in the page, asked for first.
    expect(page.html).toMatch(/<img src="\/assets\/images\/marta.webp"[^>]*fetchPriority="high"/);
    expect(page.html).not.toMatch(/<script|<!--\$[?!]-->/);
    // Without them, the same address is its shell: skeletons, no card.
    const shell = await renderPage('/search/creators', signedIn('en'));
    expect(shell.html).not.toContain('Marta Horvat');
  });

  it("asks for no answers where the first data is the user's own, or the address is no page of public data", () => {
    expect(publicAnswersOf('/messenger')).toEqual([]);
    expect(publicAnswersOf('/dashboard')).toEqual([]);
    expect(publicAnswersOf('/search/offers')).toEqual([]);
    expect(publicAnswersOf('/creator/12')).toEqual(['/api/v1/public/influencers/12', '/api/v1/public/data']);
    expect(publicAnswersOf('/advertiser/5')).toEqual(['/api/v1/public/agencies/5', '/api/v1/public/data']);
  });
});
