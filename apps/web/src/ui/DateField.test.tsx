// @vitest-environment jsdom
import '../test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderApp';
import { DateField } from './DateField';

describe('DateField (issue 19: the calendar loads with its first use)', () => {
  it('stands in with a disabled field of the same label, then shows the calendar field', async () => {
    renderWithProviders(<DateField label="Rok" value="2026-12-20" onChange={() => undefined} />);
    const standIn = screen.getByLabelText<HTMLInputElement>('Rok');
    expect(standIn.disabled).toBe(true);
    // The calendar's field in its place: enabled, the day in the interface language's format.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Rok').disabled).toBe(false));
    expect(standIn.isConnected).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Rok').value).toBe('20 Dec 2026');
  });
});
