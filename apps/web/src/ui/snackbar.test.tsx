// @vitest-environment jsdom
import '../test/setupDom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { SnackbarProvider } from './SnackbarProvider';
import type { SnackbarOptions } from './snackbarContext';
import { useSnackbar } from './hooks/useSnackbar';

function ShowButton({ text, options }: { text: string; options?: SnackbarOptions }) {
  const snackbar = useSnackbar();
  return <button onClick={() => snackbar.show(text, options)}>show</button>;
}

function renderSnackbar(text: string, options?: SnackbarOptions) {
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SnackbarProvider>
          <ShowButton text={text} options={options} />
        </SnackbarProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
}

describe('snackbar (SPEC §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success message for 3000 ms by default', () => {
    renderSnackbar('Saved.');
    const snackbar = screen.getByTestId('snackbar');
    expect(snackbar.textContent).toContain('Saved.');
    expect(snackbar.getAttribute('data-type')).toBe('success');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByTestId('snackbar')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('keeps the given type and duration', () => {
    renderSnackbar('Request not sent.', { type: 'error', duration: 5000 });
    expect(screen.getByTestId('snackbar').getAttribute('data-type')).toBe('error');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByTestId('snackbar')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('closes when clicked', () => {
    renderSnackbar('Problem reported. You will be contacted soon.', { type: 'info' });
    fireEvent.click(screen.getByText('Problem reported. You will be contacted soon.'));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('fades in over 0.5 s inside a live region', () => {
    renderSnackbar('Hello');
    const snackbar = screen.getByTestId('snackbar');
    expect(snackbar.style.animation).toContain('500ms');
    expect(screen.getByRole('status').contains(snackbar)).toBe(true);
  });
});
