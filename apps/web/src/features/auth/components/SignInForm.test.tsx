import '../../../test/setupDom';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { SignInForm } from './SignInForm';

function renderForm() {
  const router = createMemoryRouter([{ path: '*', element: <SignInForm variant="page" /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  return {
    username: screen.getByLabelText('Email or username'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

describe('SignInForm (SPEC §2 and §4)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('keeps the button disabled while either field is empty', () => {
    const { username, password, submit } = renderForm();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(username, { target: { value: 'ana' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('highlights both inputs and shows the message when Enter is pressed on an empty field', () => {
    const { username, password } = renderForm();
    fireEvent.change(username, { target: { value: 'ana' } });
    fireEvent.keyDown(password, { key: 'Enter' });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Invalid login details.');
  });

  it('says sign-in arrives soon while the server has no OAuth client secret', async () => {
    const { username, password } = renderForm();
    fireEvent.change(username, { target: { value: 'ana' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    expect(await screen.findByText(/Signing in arrives with the next release/)).toBeDefined();
    expect(window.localStorage.getItem('auth')).toBeNull();
  });
});
