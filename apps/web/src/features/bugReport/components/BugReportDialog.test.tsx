// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { BugReportDialog } from './BugReportDialog';

const toPng = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('html-to-image', () => ({ toPng }));

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
const THANKS = 'Problem reported. You will be contacted soon.';

/** The navbar's part: the dialog opened on the dashboard, closed by its own buttons. */
function Host() {
  const [isOpen, setIsOpen] = useState(true);
  return <BugReportDialog opened={isOpen} onClose={() => setIsOpen(false)} />;
}

let bugCalls: { problem: string; type: string; image_file?: string }[];

function renderDialog() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <Host /> }], {
    initialEntries: ['/dashboard?tab=views'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('dialog', { name: 'Report a bug' });
}

describe('bug report dialog (SPEC §2, §4)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    toPng.mockReset();
    bugCalls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/bugs')) {
          bugCalls.push(JSON.parse(String(init?.body)) as (typeof bugCalls)[number]);
          return jsonResponse({ id: 1, message: THANKS }, 201);
        }
        return jsonResponse(buildPublicData({}, 'en'));
      }),
    );
  });

  it('needs a problem text, closes and thanks at once, and sends nothing for spaces only', async () => {
    const dialog = renderDialog();
    const report = within(dialog).getByRole('button', { name: 'Report' });
    expect(report).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), {
      target: { value: '   ' },
    });
    fireEvent.click(report);
    expect(await screen.findByText(THANKS)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bugCalls).toEqual([]);
  });

  it('previews the screenshot and sends it with the trimmed problem', async () => {
    toPng.mockResolvedValue(PNG);
    const dialog = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), {
      target: { value: '  The chart is empty. ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Send a screenshot' }));
    const preview = await within(dialog).findByRole('img', { name: 'Screenshot of the page' });
    expect(preview.getAttribute('src')).toBe(PNG);
    // Its 350 px height (SPEC §9) is checked in the browser (e2e/specs/dashboard.spec.ts).

    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(THANKS)).toBeDefined();
    await waitFor(() => expect(bugCalls).toHaveLength(1));
    expect(bugCalls[0]).toEqual({
      problem: 'The chart is empty.',
      type: 'dashboard',
      url: '/dashboard?tab=views',
      image_file: PNG,
    });
  });

  it('says when the screenshot could not be made, and reports without it', async () => {
    toPng.mockRejectedValue(new Error('the canvas is tainted'));
    const dialog = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), {
      target: { value: 'Saving fails' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Send a screenshot' }));
    expect(
      await within(dialog).findByText(
        'The screenshot could not be made. You can still report the problem without it.',
      ),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(bugCalls).toHaveLength(1));
    expect(bugCalls[0]).toEqual({ problem: 'Saving fails', type: 'dashboard', url: '/dashboard?tab=views' });
  });
});
