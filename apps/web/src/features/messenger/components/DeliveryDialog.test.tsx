// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi, type StandInRequest } from '../../../test/apiStandIn';
import { buildArrangement, buildDelivery, buildPrivateFile } from '../../../test/arrangementFixture';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { DeliveryDialog } from './DeliveryDialog';

const ARRANGEMENT = buildArrangement({
  side: 'CREATOR',
  allowed_operations: ['SEND', 'ABORT', 'COMPLETE', 'REPORT', 'DELIVER'],
});

let api: ReturnType<typeof standInApi>;
let answerDelivery: (request: StandInRequest) => unknown;
const deliveries = () => api.requests.filter((request) => request.path === 'arrangements/5/deliveries');

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<DeliveryDialog isOpen arrangement={ARRANGEMENT} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Submit a delivery' });
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit delivery' }));
  const link = (number: number) => within(dialog).getByRole('textbox', { name: `Link ${number}` });
  return { dialog, onClose, submit, link };
}

describe('DeliveryDialog (issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  beforeEach(() => {
    answerDelivery = () => ({ ...ARRANGEMENT, deliveries: [buildDelivery(31)] });
    api = standInApi({
      'POST arrangements/:id/deliveries': (request) => answerDelivery(request),
      'POST arrangements/:id/files': () => ({ data: [buildPrivateFile(77, { name: 'shot.jpg' })] }),
      'GET arrangements/:id': () => ARRANGEMENT,
    });
  });

  it('refuses an empty delivery: at least one link or file', async () => {
    const { dialog, submit } = renderDialog();
    submit();
    expect(await within(dialog).findByText('Add at least one link or file.')).toBeTruthy();
    expect(deliveries()).toHaveLength(0);
  });

  it('checks every link as a URL, under the link that is wrong', async () => {
    const { dialog, submit, link } = renderDialog();
    // The dialog starts on the first link.
    await waitFor(() => expect(document.activeElement).toBe(link(1)));
    fireEvent.change(link(1), { target: { value: 'https://www.instagram.com/p/abc/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a link' }));
    fireEvent.change(link(2), { target: { value: 'instagram post' } });
    submit();

    await waitFor(() => expect(link(2).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Link is not in valid format')).toBeTruthy();
    expect(link(1).getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(link(2));
    expect(deliveries()).toHaveLength(0);
  });

  it('sends the filled links, the note and the uploaded files, then closes', async () => {
    const { dialog, submit, link, onClose } = renderDialog();
    fireEvent.change(link(1), { target: { value: ' https://www.instagram.com/p/abc/ ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a link' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a link' }));
    fireEvent.change(link(3), { target: { value: 'https://www.tiktok.com/@ana/video/1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove link 2' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Stats are in the screenshot.' },
    });
    const bytes = new Uint8Array(64);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [new File([bytes], 'shot.jpg')] } });
    await waitFor(() => expect(within(dialog).getAllByTestId('upload-chip')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());

    submit();
    await waitFor(() => expect(deliveries()).toHaveLength(1));
    expect(deliveries()[0]!.body).toEqual({
      note: 'Stats are in the screenshot.',
      links: ['https://www.instagram.com/p/abc/', 'https://www.tiktok.com/@ana/video/1'],
      file_ids: [77],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Delivery submitted.')).toBeTruthy();
  });

  it("puts the server's refusal of a link under that link", async () => {
    answerDelivery = () =>
      jsonResponse({ message: 'Invalid data.', errors: { 'links.0': ['This link cannot be opened.'] } }, 422);
    const { dialog, submit, link } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a link' }));
    fireEvent.change(link(2), { target: { value: 'https://example.com/gone' } });
    submit();
    expect(await within(dialog).findByText('This link cannot be opened.')).toBeTruthy();
    expect(link(2).getAttribute('aria-invalid')).toBe('true');
  });
});
