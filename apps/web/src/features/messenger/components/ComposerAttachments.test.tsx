// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRIVATE_FILE_MAX_BYTES, type TPrivateFile } from '@spona/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/apiError';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildPrivateFile } from '../../../test/arrangementFixture';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { Composer } from './Composer';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d];

function buildFile(name: string, head: number[], size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
}

type OnSend = (content: string, key: string, attachments: TPrivateFile[]) => Promise<void>;

function renderComposer(onSend: OnSend = vi.fn<OnSend>().mockResolvedValue(undefined)) {
  renderWithProviders(<Composer arrangementId={5} onSend={onSend} />);
  return {
    onSend,
    input: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

function choose(...files: File[]) {
  // The paperclip opens the browser's picker; its hidden input gets the chosen files.
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(picker, { target: { files } });
}

/** The upload answers when the test says, so what shows meanwhile can be seen. */
let answerUpload: () => unknown;
let api: ReturnType<typeof standInApi>;
let nextFileId: number;

describe('Composer attachments (issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  beforeEach(() => {
    nextFileId = 900;
    answerUpload = () => ({ data: [buildPrivateFile((nextFileId += 1), { name: 'photo.jpg', size: 2048 })] });
    api = standInApi({ 'POST arrangements/:id/files': () => answerUpload() });
  });

  it('has a labelled paperclip that keyboard users reach', () => {
    renderComposer();
    const paperclip = screen.getByRole('button', { name: 'Attach images or PDFs (up to 5)' });
    expect(paperclip.tagName).toBe('BUTTON');
  });

  it('uploads a chosen image at once with its progress, and sends its id without any text', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = answerUpload;
    answerUpload = () => held.then(answer);
    const { onSend, send } = renderComposer();

    choose(buildFile('photo.jpg', JPEG_HEAD));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading photo.jpg' });
    // The bar shows at 0 and follows the upload's progress events (all sent at once here).
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('100'));
    const chips = screen.getByRole('list', { name: 'Attached files' });
    expect(within(chips).getByText('photo.jpg')).toBeTruthy();
    expect(within(chips).getByText('2 kB')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);
    const upload = api.requests.find((request) => request.path === 'arrangements/5/files');
    expect((upload?.body as FormData).get('files')).toHaveProperty('name', 'photo.jpg');

    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(send);

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [content, , attachments] = vi.mocked(onSend).mock.calls[0]!;
    expect(content).toBe('');
    expect(attachments.map((file) => file.id)).toEqual([901]);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
  });

  it('refuses a file that is not an image or a PDF and one over 10 MB, saying why, without uploading', async () => {
    renderComposer();
    choose(
      buildFile('notes.txt', [0x68, 0x65, 0x6c, 0x6c, 0x6f]),
      buildFile('huge.jpg', JPEG_HEAD, PRIVATE_FILE_MAX_BYTES + 1),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“notes.txt” is not an image or a PDF.');
    expect(alert.textContent).toContain('“huge.jpg” is larger than 10 MB.');
    expect(api.requests.filter((request) => request.path === 'arrangements/5/files')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('takes a PDF, but no more than 5 files in all', async () => {
    renderComposer();
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => buildFile(`${name}.pdf`, PDF_HEAD));
    choose(...files);

    expect((await screen.findByRole('alert')).textContent).toContain(
      '“f.pdf” was not added: at most 5 files.',
    );
    await waitFor(() => expect(screen.getAllByTestId('upload-chip')).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Attach images or PDFs (up to 5)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's refusal of an upload in the user's language and drops the file", async () => {
    answerUpload = () => jsonResponse({ message: 'The file is not a valid PDF.' }, 422);
    renderComposer();
    choose(buildFile('fake.pdf', PDF_HEAD));

    expect((await screen.findByRole('alert')).textContent).toContain(
      '“fake.pdf” was not uploaded: The file is not a valid PDF.',
    );
    await waitFor(() => expect(screen.queryByTestId('upload-chip')).toBeNull());
  });

  it('removes a chosen file before sending', async () => {
    const { onSend, input } = renderComposer();
    choose(buildFile('photo.jpg', JPEG_HEAD));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo.jpg' }));
    expect(screen.queryByTestId('upload-chip')).toBeNull();

    fireEvent.change(input, { target: { value: 'Only text' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSend).mock.calls[0]![2]).toEqual([]);
  });

  it('keeps the text and the files when the send fails', async () => {
    const onSend = vi
      .fn<OnSend>()
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockResolvedValue(undefined);
    const { input, send } = renderComposer(onSend);
    choose(buildFile('photo.jpg', JPEG_HEAD));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.change(input, { target: { value: 'Here is the photo' } });
    fireEvent.click(send);

    expect(await screen.findByRole('dialog', { name: 'System error' })).toBeTruthy();
    expect(input).toHaveProperty('value', 'Here is the photo');
    expect(screen.getAllByTestId('upload-chip')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1]).toEqual(onSend.mock.calls[0]);
  });
});
