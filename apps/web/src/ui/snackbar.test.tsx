// @vitest-environment jsdom
import '../test/setupDom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { SnackbarProvider } from './SnackbarProvider';
import { useSnackbarClearance } from './hooks/useSnackbarClearance';
import type { SnackbarOptions } from './snackbarContext';
import { useSnackbar } from './hooks/useSnackbar';

function ShowButton({ text, options }: { text: string; options?: SnackbarOptions }) {
  const snackbar = useSnackbar();
  return <button onClick={() => snackbar.show(text, options)}>show</button>;
}

/** A bar the snackbar must not cover (the composer, the banners), its top `top` px down the screen. */
function BottomBar({ top }: { top: number }) {
  const clearanceRef = useSnackbarClearance<HTMLDivElement>();
  const ref = (element: HTMLDivElement | null) => {
    if (element) {
      element.getBoundingClientRect = () =>
        ({ top, bottom: top + 60, height: 60, left: 0, right: 390, width: 390 }) as DOMRect;
    }
    return clearanceRef(element);
  };
  return <div ref={ref} data-testid="bottom-bar" />;
}

function renderSnackbar(text: string, options?: SnackbarOptions, barTops: number[] = []) {
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SnackbarProvider>
          <ShowButton text={text} options={options} />
          {barTops.map((top) => (
            <BottomBar key={top} top={top} />
          ))}
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

  it('sits above the composer and the banners, never over them (issue 16)', () => {
    const viewportHeight = window.innerHeight;
    // The composer's top 120 px above the bottom edge, the banner stack's 70 px.
    renderSnackbar('Request accepted.', {}, [viewportHeight - 120, viewportHeight - 70]);
    const region = screen.getByRole('status').parentElement!;
    expect(region.style.bottom).toBe('calc(120px + var(--mantine-spacing-md))');
  });

  it('ignores what is off screen, and sits at the bottom edge when nothing is in the way', () => {
    renderSnackbar('Saved.', {}, [window.innerHeight + 40]);
    const region = screen.getByRole('status').parentElement!;
    expect(region.style.bottom).toBe('calc(0px + var(--mantine-spacing-md))');
  });
});
