import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { MarketingRedirect } from '../features/home/components/MarketingRedirect';
import { loadFeatureTexts, loadInfoTexts } from '../lib/i18n';
import { AppLayout } from './AppLayout';
import { lazyNamed } from './prerender/renderedModules';
import { RequireLoggedIn, RequireLoggedOut } from './guards';

/** A lazy page that can also be fetched ahead of its first render (`preloadRoutePages`). */
type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Loads a page's code when its route is first visited (`name` is the page's named export, named like
 * its file), or earlier through `preload()`; both share one download, with the texts the page needs
 * beyond the shell's. The prerender links the chunks of the pages it rendered (issue 19).
 */
function lazyPage<TModule extends Record<string, unknown>>(
  load: () => Promise<TModule>,
  name: keyof TModule & string,
  texts?: { group: string; load: () => Promise<void> },
): PreloadablePage {
  // A page's code and its texts load together (lib/i18n.ts, issue 7).
  return lazyNamed<object, TModule>(
    () => Promise.all([load(), texts?.load()]).then(([module]) => module),
    name,
    texts ? [`texts:${texts.group}`] : [],
  );
}

/** Pages whose texts are a group beyond the shell's (lib/i18n.ts), loaded with the first of them. */
function lazyPagesWithTexts(group: string, loadTexts: () => Promise<void>) {
  return <TModule extends Record<string, unknown>>(
    load: () => Promise<TModule>,
    name: keyof TModule & string,
  ) => lazyPage(load, name, { group, load: loadTexts });
}

/** The features (profile, search, messenger...). */
const lazyFeaturePage = lazyPagesWithTexts('features', loadFeatureTexts);
/** The info pages (about, support, privacy): their texts are a group of their own (issue 19). */
const lazyInfoPage = lazyPagesWithTexts('info', loadInfoTexts);

const HomePage = lazyPage(() => import('../features/home/pages/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/VerifyEmailPage'), 'VerifyEmailPage');
const UnsubscribePage = lazyPage(() => import('../features/search/pages/UnsubscribePage'), 'UnsubscribePage');
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);
const DashboardPage = lazyFeaturePage(
  () => import('../features/dashboard/pages/DashboardPage'),
  'DashboardPage',
);
const UserProfilePage = lazyFeaturePage(
  () => import('../features/profile/pages/UserProfilePage'),
  'UserProfilePage',
);
const CreatorPage = lazyFeaturePage(() => import('../features/profile/pages/CreatorPage'), 'CreatorPage');
const AdvertiserPage = lazyFeaturePage(
  () => import('../features/profile/pages/AdvertiserPage'),
  'AdvertiserPage',
);
const SettingsPage = lazyFeaturePage(() => import('../features/settings/pages/SettingsPage'), 'SettingsPage');
const MessengerPage = lazyFeaturePage(
  () => import('../features/messenger/pages/MessengerPage'),
  'MessengerPage',
);
const CreatorSearchPage = lazyFeaturePage(
  () => import('../features/search/pages/CreatorSearchPage'),
  'CreatorSearchPage',
);
const OfferSearchPage = lazyFeaturePage(
  () => import('../features/search/pages/OfferSearchPage'),
  'OfferSearchPage',
);
// Issue 20: the campaign builder and the shortlists (advertisers).
const CampaignsPage = lazyFeaturePage(
  () => import('../features/campaigns/pages/CampaignsPage'),
  'CampaignsPage',
);
const CampaignPage = lazyFeaturePage(
  () => import('../features/campaigns/pages/CampaignPage'),
  'CampaignPage',
);
const ShortlistsPage = lazyFeaturePage(
  () => import('../features/campaigns/pages/ShortlistsPage'),
  'ShortlistsPage',
);
const AboutPage = lazyInfoPage(() => import('../features/support/pages/AboutPage'), 'AboutPage');
const SupportPage = lazyInfoPage(() => import('../features/support/pages/SupportPage'), 'SupportPage');
const PrivacyPage = lazyInfoPage(() => import('../features/support/pages/PrivacyPage'), 'PrivacyPage');
const NotFoundPage = lazyPage(() => import('../features/errors/pages/NotFoundPage'), 'NotFoundPage');
const ErrorPage = lazyPage(() => import('../features/errors/pages/ErrorPage'), 'ErrorPage');
// Issue 17: the operations console, a chunk of its own with its own texts (nothing of it in users' pages).
// Issue 17: the staff console, its texts with it (features/console/loadConsole.ts).
const ConsoleApp = lazyPage(
  () => import('../features/console/loadConsole').then((module) => module.loadConsole()),
  'ConsoleApp',
);

/** Every route of SPEC §2 with its guard; unknown routes go to /not-found. */
export const routes: RouteObject[] = [
  // Issue 17: the console has its own frame, outside the users' layout (no navbar, banners or consent).
  { path: '/console/*', element: <ConsoleApp /> },
  {
    // The layout puts an error boundary around the page, so the navbar stays when a page fails.
    element: <AppLayout />,
    children: [
      {
        element: <RequireLoggedOut />,
        children: [
          {
            path: '/',
            // SPEC §2: a browser tab in production goes to the marketing site instead.
            element: (
              <MarketingRedirect>
                <HomePage />
              </MarketingRedirect>
            ),
          },
          { path: '/login', element: <LoginPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/reset-password/*', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireLoggedIn />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/user-profile', element: <UserProfilePage /> },
          { path: '/user-profile/:openDialog', element: <UserProfilePage /> },
          { path: '/user-settings', element: <SettingsPage /> },
          { path: '/messenger', element: <MessengerPage /> },
          { path: '/messenger/*', element: <MessengerPage /> },
          { path: '/creator/:id', element: <CreatorPage /> },
          { path: '/advertiser/:id', element: <AdvertiserPage /> },
          { path: '/search/creators', element: <CreatorSearchPage /> },
          { path: '/search/offers', element: <OfferSearchPage /> },
          { path: '/campaigns', element: <CampaignsPage /> },
          { path: '/campaigns/shortlists', element: <ShortlistsPage /> },
          { path: '/campaigns/:id', element: <CampaignPage /> },
        ],
      },
      // SPEC §2 shows no guard for these.
      { path: '/register', element: <RegisterPage /> },
      // The account confirmation link of the mail (WEB_VERIFY_PATH in contracts).
      { path: '/register/verify/:token', element: <VerifyEmailPage /> },
      { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
      { path: '/register/*', element: <RegisterPage /> },
      { path: '/search/creators/*', element: <CreatorSearchPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/support', element: <SupportPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/not-found', element: <NotFoundPage /> },
      { path: '/error', element: <ErrorPage /> },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

/** The preloadable page an element shows: itself, or the one it wraps (the home page's redirect). */
function preloadablePageOf(element: ReactNode): PreloadablePage | undefined {
  if (!isValidElement(element)) return undefined;
  const { type } = element;
  if (typeof type === 'function' && 'preload' in type) return type as PreloadablePage;
  return preloadablePageOf((element.props as { children?: ReactNode }).children);
}

/**
 * Starts downloading the pages `pathname` shows, so the first visit fetches them beside the
 * interface texts (main.tsx) instead of after the first render (issue 7). Answers when they are in
 * (a failed download is left to the page's error boundary): a prerendered page hydrates after it.
 */
export function preloadRoutePages(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map((match) => preloadablePageOf(match.route.element));
  return Promise.all(pages.map((page) => page?.preload().catch(() => undefined))).then(() => undefined);
}
