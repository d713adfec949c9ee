// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi, type StandInRequest } from '../../../test/apiStandIn';
import {
  buildConsoleVerification,
  prepareConsole,
  renderConsolePage,
} from '../../../test/consoleWorkFixture';
import { jsonResponse } from '../../../test/publicDataFixture';
import { VerificationsPage } from './VerificationsPage';

let api: ReturnType<typeof standInApi>;
let queue: ReturnType<typeof buildConsoleVerification>[];
let answerReject: (request: StandInRequest) => unknown;
const rejects = () => api.requests.filter((request) => request.path === 'console/verifications/7/reject');

function renderPage() {
  renderConsolePage(<VerificationsPage />, '/console/verifications');
}

async function openRejectDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Reject @creator7 on Instagram' }));
  return screen.findByRole('dialog', { name: 'Reject @creator7 on Instagram' });
}

describe('VerificationsPage (issue 17)', () => {
  beforeAll(async () => {
    await prepareConsole();
    await i18n.changeLanguage('en');
  });

  beforeEach(async () => {
    await prepareConsole();
    queue = [buildConsoleVerification(7)];
    answerReject = () => {
      queue = [];
      return {};
    };
    api = standInApi({
      'GET console/verifications': () => ({ data: queue, total: queue.length }),
      'POST console/verifications/:id/reject': (request) => answerReject(request),
      'POST console/verifications/:id/approve': () => {
        queue = [];
        return {};
      },
    });
  });

  it('shows what staff check: the account link in a new tab, the code to look for, the wait', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Verifications' });
    const link = within(table).getByRole('link', { name: '@creator7 (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/creator7/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(table).getByText('SPONA-7ABC')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Copy code SPONA-7ABC' })).toBeTruthy();
    expect(within(table).getByText('3 hours ago')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'User 107' }).getAttribute('href')).toBe(
      '/console/users/107',
    );
  });

  it('refuses to reject without a reason, and sends nothing', async () => {
    renderPage();
    const dialog = await openRejectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please write something here.')).toBeTruthy();
    expect(rejects()).toHaveLength(0);
  });

  it('rejects with the reason the creator reads, then the queue is clear and a snackbar confirms', async () => {
    renderPage();
    const dialog = await openRejectDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  The code is not in the bio.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(rejects()).toHaveLength(1));
    expect(rejects()[0]?.body).toEqual({ reason: 'The code is not in the bio.' });
    expect(await screen.findByText('@creator7 on Instagram was rejected.')).toBeTruthy();
    expect(
      await screen.findByText('The queue is clear: no account is waiting for verification.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('approves at once; the row leaves the queue and the focus goes to the heading, not to the page start', async () => {
    renderPage();
    const approve = await screen.findByRole('button', { name: 'Approve @creator7 on Instagram' });
    approve.focus();
    fireEvent.click(approve);
    expect(
      await screen.findByText('The queue is clear: no account is waiting for verification.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it("shows the API's refusal in the dialog and keeps it open", async () => {
    answerReject = () =>
      jsonResponse({ message: 'This account is no longer waiting for verification.' }, 409);
    renderPage();
    const dialog = await openRejectDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'No code.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This account is no longer waiting for verification.',
    );
    expect(screen.getByRole('dialog', { name: 'Reject @creator7 on Instagram' })).toBeTruthy();
  });
});
