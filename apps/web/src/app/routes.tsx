import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { MarketingRedirect } from '../features/home/components/MarketingRedirect';
import { loadFeatureTexts } from '../lib/i18n';
import { AppLayout } from './AppLayout';
import { RequireLoggedIn, RequireLoggedOut } from './guards';

/** A lazy page that can also be fetched ahead of its first render (`preloadRoutePages`). */
type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Loads a page's code when its route is first visited (`name` is the page's named export), or earlier
 * through `preload()`; both share one download, with the texts the page needs beyond the shell's.
 */
function lazyPage<TModule extends Record<string, unknown>>(
  load: () => Promise<TModule>,
  name: keyof TModule,
  loadTexts?: () => Promise<void>,
): PreloadablePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => {
    // A page's code and its texts load together (lib/i18n.ts, issue 7).
    loading ??= Promise.all([load(), loadTexts?.()]).then(([module]) => ({
      default: module[name] as ComponentType,
    }));
    return loading;
  };
  return Object.assign(lazy(loadPage), { preload: loadPage });
}

/** A page whose texts are not in the shell: the features (profile, search, messenger...) and the info pages. */
function lazyFeaturePage<TModule extends Record<string, unknown>>(
  load: () => Promise<TModule>,
  name: keyof TModule,
) {
  return lazyPage(load, name, loadFeatureTexts);
}

const HomePage = lazyPage(() => import('../features/home/pages/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/VerifyEmailPage'), 'VerifyEmailPage');
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
const AboutPage = lazyFeaturePage(() => import('../features/support/pages/AboutPage'), 'AboutPage');
const SupportPage = lazyFeaturePage(() => import('../features/support/pages/SupportPage'), 'SupportPage');
const PrivacyPage = lazyFeaturePage(() => import('../features/support/pages/PrivacyPage'), 'PrivacyPage');
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
        ],
      },
      // SPEC §2 shows no guard for these.
      { path: '/register', element: <RegisterPage /> },
      // The account confirmation link of the mail (WEB_VERIFY_PATH in contracts).
      { path: '/register/verify/:token', element: <VerifyEmailPage /> },
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

/**
 * Starts downloading the pages `pathname` shows, so the first visit fetches them beside the
 * interface texts (main.tsx) instead of after the first render (issue 7).
 */
export function preloadRoutePages(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const page = isValidElement(match.route.element) ? match.route.element.type : undefined;
    if (typeof page === 'object' && page !== null && 'preload' in page) {
      void (page as PreloadablePage).preload().catch(() => undefined);
    }
  }
}
