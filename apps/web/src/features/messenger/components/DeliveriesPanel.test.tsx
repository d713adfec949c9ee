// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TArrangement } from '@spona/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { i18n } from '../../../lib/i18n';
import { standInApi, type StandInRequest } from '../../../test/apiStandIn';
import { buildArrangement, buildDelivery, buildPrivateFile } from '../../../test/arrangementFixture';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { DeliveriesPanel } from './DeliveriesPanel';

const ADVERTISER_OPERATIONS: TArrangement['allowed_operations'] = [
  'SEND',
  'ABORT',
  'COMPLETE',
  'REPORT',
  'APPROVE',
  'REVISE',
];

/** An arrangement with a delivery waiting for the advertiser, as `side` sees it. */
function buildPending(overrides: Partial<TArrangement> = {}): TArrangement {
  return buildArrangement({
    deliveries: [
      buildDelivery(31, {
        links: ['https://www.instagram.com/p/abc/'],
        note: 'The reel is live.',
        files: [buildPrivateFile(61, { kind: 'PDF', name: 'stats.pdf', size: 1_258_291 })],
      }),
    ],
    allowed_operations: ADVERTISER_OPERATIONS,
    ...overrides,
  });
}

let api: ReturnType<typeof standInApi>;
let answer: (request: StandInRequest) => unknown;
const calls = (path: string) => api.requests.filter((request) => request.path === path);

function renderPanel(arrangement: TArrangement) {
  return renderWithProviders(<DeliveriesPanel arrangement={arrangement} isMobile={false} />);
}

describe('DeliveriesPanel (issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  beforeEach(() => {
    answer = () => buildArrangement({ status: 'COMPLETED', allowed_operations: ['REVIEW', 'REPORT'] });
    api = standInApi({
      'POST management/approve/:id': (request) => answer(request),
      'POST management/revise/:id': (request) => answer(request),
      'GET arrangements/:id': () => buildPending(),
    });
  });

  it('shows the advertiser Approve and Ask for a revision with the revisions left', () => {
    renderPanel(buildPending());
    const panel = screen.getByRole('region', { name: 'Deliveries' });
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Ask for a revision' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Submit a delivery' })).toBeNull();
    expect(screen.getByTestId('revisions-left').textContent).toBe('2 revisions left');
  });

  it('after two revisions offers only approval (or a report)', () => {
    renderPanel(
      buildPending({
        revisions_left: 0,
        allowed_operations: ADVERTISER_OPERATIONS.filter((operation) => operation !== 'REVISE'),
      }),
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for a revision' })).toBeNull();
    expect(screen.getByTestId('revisions-left').textContent).toContain('No revisions left');
  });

  it('shows the creator Submit a delivery and no approval buttons', () => {
    renderPanel(
      buildArrangement({
        side: 'CREATOR',
        allowed_operations: ['SEND', 'ABORT', 'COMPLETE', 'REPORT', 'DELIVER'],
      }),
    );
    expect(screen.getByRole('button', { name: 'Submit a delivery' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a revision' })).toBeNull();
    expect(screen.getByText(/Nothing delivered yet/)).toBeTruthy();
  });

  it('shows the creator a pending delivery as waiting, with no buttons to answer it', () => {
    renderPanel(
      buildPending({ side: 'CREATOR', allowed_operations: ['SEND', 'ABORT', 'COMPLETE', 'REPORT'] }),
    );
    const delivery = screen.getByRole('article', { name: 'Delivery 1' });
    expect(within(delivery).getByTestId('delivery-status').textContent).toBe('Awaiting approval');
    expect(within(delivery).getByText(/Waiting for Ana Kovač/)).toBeTruthy();
    expect(within(delivery).getByTestId('auto-approve').textContent).toMatch(/^Approved automatically on .+/);
    expect(within(delivery).getByRole('link', { name: 'https://www.instagram.com/p/abc/' })).toBeTruthy();
    expect(within(delivery).getByText('The reel is live.')).toBeTruthy();
    expect(within(delivery).getByRole('link', { name: 'Download stats.pdf (1.2 MB)' }).textContent).toBe(
      'stats.pdf · 1.2 MB',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lists every delivery with its state: revision requested with the note, approved automatically', async () => {
    renderPanel(
      buildArrangement({
        status: 'COMPLETED',
        allowed_operations: ['REVIEW', 'REPORT'],
        deliveries: [
          buildDelivery(1, {
            status: 'REVISION_REQUESTED',
            links: ['https://example.com/a'],
            answer_note: 'Please show the logo.',
          }),
          buildDelivery(2, {
            status: 'APPROVED',
            approved_automatically: true,
            links: ['https://example.com/b'],
          }),
        ],
      }),
    );
    // A completed arrangement shows its deliveries folded, with the latest state.
    const toggle = screen.getByRole('button', { name: /^Deliveries/, expanded: false });
    expect(toggle.textContent).toContain('Approved automatically');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const first = await screen.findByRole('article', { name: 'Delivery 1' });
    expect(within(first).getByTestId('delivery-status').textContent).toBe('Revision requested');
    expect(within(first).getByText('Please show the logo.')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Delivery 2' });
    expect(within(second).getByTestId('delivery-status').textContent).toBe('Approved automatically');
    expect(within(second).queryByTestId('auto-approve')).toBeNull();
  });

  it('unfolds on a desktop when the request shown is accepted', () => {
    const requested = buildArrangement({ status: 'REQUESTED', allowed_operations: ['SEND', 'CANCEL'] });
    const view = renderPanel(requested);
    expect(screen.queryByRole('region', { name: 'Deliveries' })).toBeNull();
    view.rerender(
      <AppProviders queryClient={view.queryClient}>
        <DeliveriesPanel arrangement={buildPending()} isMobile={false} />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: /^Deliveries/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for a revision only with a note, and sends it', async () => {
    answer = () =>
      buildPending({ revisions_left: 1, deliveries: [buildDelivery(31, { status: 'REVISION_REQUESTED' })] });
    renderPanel(buildPending());
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a revision' });
    expect(within(dialog).getByText('2 revisions left')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a revision' }));
    expect(await within(dialog).findByText('Write what should be changed.')).toBeTruthy();
    expect(calls('management/revise/5')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /What should be changed/ }), {
      target: { value: 'Tag our account, please.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a revision' }));
    await waitFor(() => expect(calls('management/revise/5')).toHaveLength(1));
    expect(calls('management/revise/5')[0]!.body).toEqual({ note: 'Tag our account, please.' });
    expect(await screen.findByText('Revision requested.')).toBeTruthy();
  });

  it("shows the server's refusal of an approval in the dialog", async () => {
    answer = () => jsonResponse({ message: 'There is no delivery to approve.' }, 422);
    renderPanel(buildPending());
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the delivery?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('There is no delivery to approve.');
    expect(calls('management/approve/5')).toHaveLength(1);
  });
});
