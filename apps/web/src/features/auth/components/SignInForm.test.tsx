// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { RUNTIME_CONFIG_GLOBAL } from '@spona/contracts';
import { readCookie } from '../../../lib/cookies';
import { i18n } from '../../../lib/i18n';
import { resetRuntimeConfigForTests } from '../../../lib/runtimeConfig';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { buildAuthUser } from '../../../test/authUserFixture';
import { renderApp, renderWithProviders } from '../../../test/renderApp';
import { SignInForm } from './SignInForm';

const USER = buildAuthUser();

type TokenAnswer = () => Response;
let answerToken: TokenAnswer;
let challengeCount = 0;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.endsWith('/oauth/token')) return answerToken();
  if (url.endsWith('/register/challenge')) {
    challengeCount += 1;
    return jsonResponse({
      challenge_id: `00000000-0000-4000-8000-00000000000${challengeCount}`,
      question: `${challengeCount} + 4`,
    });
  }
  if (url.endsWith('/auth/user')) return jsonResponse(USER);
  return jsonResponse(buildPublicData({}, 'en'));
});

function LoginRoute({ variant = 'page' }: { variant?: 'page' | 'inline' }) {
  const [params] = useSearchParams();
  return (
    <>
      <p data-testid="query">{params.toString()}</p>
      <SignInForm variant={variant} />
    </>
  );
}

function ProfileRoute() {
  return <p>profile at {useLocation().pathname}</p>;
}

function renderForm(variant: 'page' | 'inline' = 'page') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginRoute variant={variant} /> },
      { path: '/user-profile', element: <ProfileRoute /> },
    ],
    { initialEntries: ['/login'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return {
    username: screen.getByLabelText('Email or username'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

function fillAndSubmit(fields: ReturnType<typeof renderForm>, username: string, password: string) {
  fireEvent.change(fields.username, { target: { value: username } });
  fireEvent.change(fields.password, { target: { value: password } });
  fireEvent.submit(fields.password.closest('form') as HTMLFormElement);
}

const tokenCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/oauth/token'));

describe('SignInForm (SPEC §2 and §4)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = {
      supportEmail: 'support@spona.local',
      oauthClientId: 2,
      oauthClientSecret: 'secret-of-the-test',
      realtimeUrl: null,
      marketingSiteUrl: null,
      production: false,
      version: 'test',
    };
    resetRuntimeConfigForTests();
    fetchMock.mockClear();
    challengeCount = 0;
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
    resetRuntimeConfigForTests();
  });

  it('keeps the button disabled while either field is empty', () => {
    const { username, password, submit } = renderForm();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(username, { target: { value: 'ana' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('sets the error flag on both inputs without a call when Enter is pressed on an empty field', () => {
    const { username, password } = renderForm();
    fireEvent.change(username, { target: { value: 'ana' } });
    fireEvent.keyDown(password, { key: 'Enter' });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Invalid login details.');
    expect(tokenCalls()).toHaveLength(0);
  });

  it('shows the hints and puts the username in the login URL after wrong credentials', async () => {
    answerToken = () =>
      jsonResponse(
        { error: 'invalid_grant', error_description: 'x', message: 'Invalid login details.' },
        400,
      );
    const fields = renderForm();
    fillAndSubmit(fields, ' ana ', 'wrong-password');
    expect(await screen.findByText(/added a space before or after/)).toBeDefined();
    expect(screen.getByText(/case-sensitive/)).toBeDefined();
    expect((await screen.findByText('username=ana&setError=true')).dataset.testid).toBe('query');
    expect(fields.username.getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('says how many minutes to wait after too many attempts', async () => {
    answerToken = () =>
      new Response(JSON.stringify({ message: 'Too many requests.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
      });
    fillAndSubmit(renderForm(), 'ana', 'wrong-password');
    expect(await screen.findByText('Too many failed attempts. Try again in 10 minutes.')).toBeDefined();
  });

  it('stores the auth record and cookie and goes to the profile after a sign-in', async () => {
    answerToken = () =>
      jsonResponse({ token_type: 'Bearer', expires_in: 1296000, access_token: 'A', refresh_token: 'R' });
    fillAndSubmit(renderForm(), 'ana', 'spona-demo-2026');
    expect(await screen.findByText('profile at /user-profile')).toBeDefined();
    const body = JSON.parse(String(tokenCalls()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      grant_type: 'password',
      client_id: 2,
      client_secret: 'secret-of-the-test',
      username: 'ana',
      password: 'spona-demo-2026',
      scope: '*',
    });
    const record = JSON.parse(window.localStorage.getItem('auth') ?? '{}') as Record<string, string>;
    expect(record).toMatchObject({ access_token: 'A', refresh_token: 'R' });
    expect(Date.parse(record.expiresDate ?? '')).toBeGreaterThan(Date.now() + 14 * 24 * 3600 * 1000);
    expect(readCookie('auth')).toBe('1');
  });

  it('asks the check question after repeated failures and sends its answer with the next attempt', async () => {
    const answers = [
      jsonResponse(
        {
          error: 'invalid_grant',
          error_description: 'x',
          message: 'Invalid login details.',
          challenge_required: true,
        },
        400,
      ),
      jsonResponse({ token_type: 'Bearer', expires_in: 1296000, access_token: 'A', refresh_token: 'R' }),
    ];
    answerToken = () => answers.shift()!;
    const fields = renderForm();
    fillAndSubmit(fields, 'ana', 'wrong-password');
    const question = await screen.findByLabelText('Are you human? How much is 1 + 4?');
    expect(screen.getByText(/added a space before or after/)).toBeDefined();
    expect(fields.submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(fields.password, { target: { value: 'spona-demo-2026' } });
    fireEvent.change(question, { target: { value: ' 5 ' } });
    fireEvent.submit(question.closest('form') as HTMLFormElement);
    expect(await screen.findByText('profile at /user-profile')).toBeDefined();
    const body = JSON.parse(String(tokenCalls()[1]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'ana',
      password: 'spona-demo-2026',
      challenge_id: '00000000-0000-4000-8000-000000000001',
      challenge_answer: '5',
    });
  });

  it('says a wrong answer is wrong, asks a new question and keeps the password', async () => {
    answerToken = () =>
      jsonResponse(
        {
          error: 'invalid_grant',
          error_description: 'x',
          message: 'The answer to the question is not right. Answer the new question.',
          challenge_required: true,
          challenge_failed: true,
        },
        400,
      );
    const fields = renderForm();
    fillAndSubmit(fields, 'ana', 'wrong-password');
    const first = await screen.findByLabelText('Are you human? How much is 1 + 4?');
    fireEvent.change(fields.password, { target: { value: 'spona-demo-2026' } });
    fireEvent.change(first, { target: { value: '6' } });
    fireEvent.submit(first.closest('form') as HTMLFormElement);
    expect(await screen.findByLabelText('Are you human? How much is 2 + 4?')).toBeDefined();
    expect(screen.getByText('The answer is not right. Answer the new question.')).toBeDefined();
    expect((fields.password as HTMLInputElement).value).toBe('spona-demo-2026');
    // The password was not checked: it stays, and the page keeps its address (no new form).
    expect(screen.getByTestId('query').textContent).toBe('');
  });

  it('asks the question without an error when the right password meets an account under the check', async () => {
    answerToken = () =>
      jsonResponse(
        {
          error: 'invalid_grant',
          error_description: 'x',
          message: 'x',
          challenge_required: true,
          challenge_failed: true,
        },
        400,
      );
    const fields = renderForm();
    fillAndSubmit(fields, 'ana', 'spona-demo-2026');
    expect(await screen.findByLabelText('Are you human? How much is 1 + 4?')).toBeDefined();
    expect(
      screen.getByText('There were several failed sign-ins to this account, so answer the question as well.'),
    ).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((fields.password as HTMLInputElement).value).toBe('spona-demo-2026');
  });

  it('hands the navbar’s inline sign-in over to /login with the question', async () => {
    answerToken = () =>
      jsonResponse(
        { error: 'invalid_grant', error_description: 'x', message: 'x', challenge_required: true },
        400,
      );
    fillAndSubmit(renderForm('inline'), 'ana', 'wrong-password');
    expect((await screen.findByText(/challenge=/)).textContent).toBe(
      'username=ana&setError=true&challenge=asked',
    );
  });

  it('shows the question on /login when the navbar hands a sign-in over with it', async () => {
    renderApp('/login?username=ana&setError=true&challenge=wrong');
    expect(await screen.findByLabelText('Are you human? How much is 1 + 4?')).toBeDefined();
    expect(screen.getByText('The answer is not right. Answer the new question.')).toBeDefined();
    expect((screen.getByLabelText('Email or username') as HTMLInputElement).value).toBe('ana');
  });
});
