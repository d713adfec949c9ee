// @vitest-environment jsdom
import '../test/setupDom';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/renderApp';
import { DateInputField, parseTypedDay } from './DateInputField';

function DeadlineStandIn({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <DateInputField label="Rok" value={value} onChange={setValue} />;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('DateField (issue 18: localized dates)', () => {
  it('shows the day in Croatian format in hr and in English in en', async () => {
    await act(() => i18n.changeLanguage('hr'));
    const { unmount } = renderWithProviders(<DeadlineStandIn initial="2026-12-20" />);
    expect(screen.getByLabelText<HTMLInputElement>('Rok').value).toBe('20. 12. 2026.');
    unmount();
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<DeadlineStandIn initial="2026-12-20" />);
    expect(screen.getByLabelText<HTMLInputElement>('Rok').value).toBe('20 Dec 2026');
  });

  it('reads a typed day in the shown format or as YYYY-MM-DD', () => {
    expect(parseTypedDay('20. 12. 2026.', 'hr')).toBe('2026-12-20');
    expect(parseTypedDay('5.1.2027', 'hr')).toBe('2027-01-05');
    expect(parseTypedDay('20 Dec 2026', 'en')).toBe('2026-12-20');
    expect(parseTypedDay('2026-12-20', 'en')).toBe('2026-12-20');
    expect(parseTypedDay('31. 2. 2026.', 'hr')).toBeNull();
    expect(parseTypedDay('soon', 'en')).toBeNull();
  });
});
