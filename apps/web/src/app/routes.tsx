import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../ui/usePageTitle';
import { AppLayout } from './AppLayout';
import { RequireLoggedIn, RequireLoggedOut } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Loads a page's code when its route is first visited (`name` is the page's named export). */
function lazyPage<TModule extends Record<string, unknown>>(
  load: () => Promise<TModule>,
  name: keyof TModule,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = lazyPage(() => import('../features/home/pages/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/VerifyEmailPage'), 'VerifyEmailPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);
const DashboardPage = lazyPage(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage');
const UserProfilePage = lazyPage(
  () => import('../features/profile/pages/UserProfilePage'),
  'UserProfilePage',
);
const CreatorPage = lazyPage(() => import('../features/profile/pages/CreatorPage'), 'CreatorPage');
const AdvertiserPage = lazyPage(() => import('../features/profile/pages/AdvertiserPage'), 'AdvertiserPage');
const SettingsPage = lazyPage(() => import('../features/settings/pages/SettingsPage'), 'SettingsPage');
const MessengerPage = lazyPage(() => import('../features/messenger/pages/MessengerPage'), 'MessengerPage');
const CreatorSearchPage = lazyPage(
  () => import('../features/search/pages/CreatorSearchPage'),
  'CreatorSearchPage',
);
const OfferSearchPage = lazyPage(() => import('../features/search/pages/OfferSearchPage'), 'OfferSearchPage');
const AboutPage = lazyPage(() => import('../features/support/pages/AboutPage'), 'AboutPage');
const SupportPage = lazyPage(() => import('../features/support/pages/SupportPage'), 'SupportPage');
const PrivacyPage = lazyPage(() => import('../features/support/pages/PrivacyPage'), 'PrivacyPage');
const NotFoundPage = lazyPage(() => import('../features/errors/pages/NotFoundPage'), 'NotFoundPage');
const ErrorPage = lazyPage(() => import('../features/errors/pages/ErrorPage'), 'ErrorPage');

const loginHandle: RouteHandle = { title: 'login' };
const registerHandle: RouteHandle = { title: 'register' };

/** Every route of SPEC §2 with its guard; unknown routes go to /not-found. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // Inside the layout, so the navbar stays when a page fails.
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            element: <RequireLoggedOut />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/login', element: <LoginPage />, handle: loginHandle },
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
          { path: '/register', element: <RegisterPage />, handle: registerHandle },
          // The account confirmation link of the mail (WEB_VERIFY_PATH in contracts).
          { path: '/register/verify/:token', element: <VerifyEmailPage />, handle: registerHandle },
          { path: '/register/*', element: <RegisterPage />, handle: registerHandle },
          { path: '/search/creators/*', element: <CreatorSearchPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/support', element: <SupportPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/not-found', element: <NotFoundPage /> },
          { path: '/error', element: <ErrorPage /> },
          { path: '*', element: <Navigate to="/not-found" replace /> },
        ],
      },
    ],
  },
];
