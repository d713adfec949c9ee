import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DELIVERY_MAX_FILES,
  MESSAGE_MAX_FILES,
  PRIVATE_FILE_MAX_BYTES,
  PRIVATE_FILE_UNATTACHED_HOURS,
  REALTIME_EVENTS,
  ZPrivateFileList,
  type TMessage,
  type TMessageEvent,
  type TMessageList,
} from '@spona/contracts';
import { arrangementFiles, messages } from '../../db/schema';
import { purgeUnattachedFiles } from '../../domain/arrangements/privateFiles';
import { createPrivateFileStore } from '../../adapters/files/privateFileStore';
import { connectEcho, connected, Inbox, type EchoClient } from '../../realtime/echoTestClient';
import { buildArrangement, newMessageKey, sendMessage } from '../../testing/arrangements';
import { buildCreator } from '../../testing/factories';
import {
  fetchFile,
  pngBomb,
  samplePdf,
  samplePhoto,
  uploadFiles,
  windowsProgram,
} from '../../testing/privateFiles';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
const call = t.call;
const clients: EchoClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const HOUR_MS = 60 * 60 * 1000;

/** Rows of private files of an arrangement, and files in the private folder. */
async function storedFiles(arrangementId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(arrangementFiles)
    .where(eq(arrangementFiles.arrangementId, arrangementId));
  return row!.n;
}
const filesOnDisk = async () =>
  (await readdir(path.join(t.config.dataDir, 'private-files')).catch(() => [] as string[])).length;
async function messageCount(arrangementId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.arrangementId, arrangementId));
  return row!.n;
}

describe('private files: upload and fetch', () => {
  it('stores an upload for its uploader only until a message carries it, then for both parties', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3322' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Ana Horvat', ImageDescription: 'GPS 45.81N 15.98E' } })
      .toBuffer();
    const res = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: photo, name: 'C:\\Users\\ana\\holiday.jpeg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(201);
    const [file] = ZPrivateFileList.parse(res.body).data;
    expect(file).toMatchObject({
      kind: 'IMAGE',
      name: 'holiday.jpg',
      content_type: 'image/jpeg',
      width: 300,
      height: 200,
      url: `/api/v1/arrangements/${arrangement.id}/files/${file!.id}`,
    });
    expect(file!.url).not.toContain('/assets/');

    const own = await fetchFile(t, receiver, file!.url);
    expect(own.res.status).toBe(200);
    expect(own.res.headers.get('content-type')).toBe('image/jpeg');
    expect(own.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(own.res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(own.res.headers.get('content-disposition')).toBe(
      `inline; filename="holiday.jpg"; filename*=UTF-8''holiday.jpg`,
    );
    // Re-encoded: the EXIF of the original (author, place) is gone.
    expect(own.bytes.includes(Buffer.from('Ana Horvat'))).toBe(false);
    expect((await sharp(own.bytes).metadata()).exif).toBeUndefined();
    expect(own.bytes.length).toBe(file!.size);
    // Not sent yet: the other party does not see it.
    expect((await fetchFile(t, requester, file!.url)).res.status).toBe(404);

    const sent = await call<TMessage>('POST', 'messages/messaging/send', receiver, {
      arrangement_id: arrangement.id,
      content: 'The first photo',
      message_key: newMessageKey(),
      attachment_ids: [file!.id],
    });
    expect(sent.status).toBe(201);
    const theirs = await fetchFile(t, requester, file!.url);
    expect(theirs.res.status).toBe(200);
    expect(theirs.bytes.equals(own.bytes)).toBe(true);
  });

  it('answers 404 to anyone but the two parties, and 401 to an anonymous caller', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const other = await buildArrangement(t, 'IN_PROGRESS');
    const stranger = await buildCreator(t);
    const up = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: await samplePhoto(), name: 'a.png' },
    ]);
    const file = up.body.data[0]!;
    await sendMessage(t, receiver, arrangement.id, 'see');
    await call('POST', 'messages/messaging/send', receiver, {
      arrangement_id: arrangement.id,
      message_key: newMessageKey(),
      attachment_ids: [file.id],
    });
    expect((await fetchFile(t, stranger, file.url)).res.status).toBe(404);
    expect((await fetchFile(t, null, file.url)).res.status).toBe(401);
    // The file's id under another arrangement, even one the caller is in, is not found.
    const foreign = `/api/v1/arrangements/${other.arrangement.id}/files/${file.id}`;
    expect((await fetchFile(t, other.requester, foreign)).res.status).toBe(404);
    expect((await fetchFile(t, receiver, foreign)).res.status).toBe(404);
    // Nor may a stranger upload into the arrangement, or anyone anonymously.
    const png = await samplePhoto();
    expect((await uploadFiles(t, stranger, arrangement.id, [{ bytes: png, name: 'a.png' }])).status).toBe(
      404,
    );
    expect((await uploadFiles(t, null, arrangement.id, [{ bytes: png, name: 'a.png' }])).status).toBe(401);
    expect(await storedFiles(arrangement.id)).toBe(1);
  });

  it('takes a PDF by its content and offers it as a download under a clean name', async () => {
    const { receiver, requester, arrangement } = await buildArrangement(t, 'REQUESTED');
    const res = await uploadFiles(t, requester, arrangement.id, [
      { bytes: samplePdf(), name: '../../etc/Ugovor\u202Egpj.exe\u0007 Šibenik', type: 'text/plain' },
    ]);
    expect(res.status).toBe(201);
    const file = res.body.data[0]!;
    expect(file).toMatchObject({
      kind: 'PDF',
      content_type: 'application/pdf',
      name: 'Ugovorgpj.pdf',
      width: null,
      height: null,
    });
    const fetched = await fetchFile(t, requester, file.url);
    expect(fetched.res.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.res.headers.get('content-disposition')).toBe(
      `attachment; filename="Ugovorgpj.pdf"; filename*=UTF-8''Ugovorgpj.pdf`,
    );
    expect(fetched.bytes.equals(samplePdf())).toBe(true);
    const named = await uploadFiles(t, requester, arrangement.id, [
      { bytes: samplePdf(), name: 'Ponuda šećer.pdf' },
    ]);
    const download = await fetchFile(t, requester, named.body.data[0]!.url);
    expect(download.res.headers.get('content-disposition')).toBe(
      `attachment; filename="Ponuda _e_er.pdf"; filename*=UTF-8''Ponuda%20%C5%A1e%C4%87er.pdf`,
    );
    expect((await fetchFile(t, receiver, file.url)).res.status).toBe(404);
  });

  it('keeps the first frame of a GIF as a PNG and a WebP as it came', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const res = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: await samplePhoto('gif', 40, 30), name: 'anim.gif' },
      { bytes: await samplePhoto('webp', 40, 30), name: 'photo' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((f) => [f.name, f.content_type])).toEqual([
      ['anim.png', 'image/png'],
      ['photo.webp', 'image/webp'],
    ]);
  });
});

describe('private files: what is refused', () => {
  it('refuses a "PDF" that is not one (415), a renamed program (415), and stores nothing', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const fake = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: Buffer.from('Just some text pretending.'), name: 'contract.pdf', type: 'application/pdf' },
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({
      message: 'Only images (JPEG, PNG, WebP, GIF) and PDF documents can be sent.',
    });
    const cut = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: samplePdf().subarray(0, 60), name: 'cut.pdf', type: 'application/pdf' },
    ]);
    expect(cut.status).toBe(415);
    expect(cut.body.message).toBe('This file is not a valid PDF document.');
    const scripted = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: samplePdf('/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >> '), name: 'x.pdf' },
    ]);
    expect(scripted.status).toBe(415);
    expect(scripted.body.message).toBe('PDF documents with scripts or actions cannot be sent.');
    const exe = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: windowsProgram(), name: 'holiday.jpg', type: 'image/jpeg' },
    ]);
    expect(exe.status).toBe(415);
    const svg = await uploadFiles(t, receiver, arrangement.id, [
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        name: 'a.png',
        type: 'image/png',
      },
    ]);
    expect(svg.status).toBe(415);
    expect(await storedFiles(arrangement.id)).toBe(0);
  });

  it('refuses an image bomb (413) before decoding it', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const bomb = pngBomb(50_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await uploadFiles(t, receiver, arrangement.id, [{ bytes: bomb, name: 'small.png' }]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The image is too large: at most 40 megapixels.');
    expect(await storedFiles(arrangement.id)).toBe(0);
  });

  it('refuses a file over the size limit (413) and more files than allowed (422)', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const big = Buffer.concat([samplePdf(), Buffer.alloc(PRIVATE_FILE_MAX_BYTES)]);
    const tooBig = await uploadFiles(t, receiver, arrangement.id, [{ bytes: big, name: 'big.pdf' }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The file is larger than 10 MB.');
    const png = await samplePhoto();
    const many = Array.from({ length: DELIVERY_MAX_FILES + 1 }, (_, i) => ({ bytes: png, name: `${i}.png` }));
    const tooMany = await uploadFiles(t, receiver, arrangement.id, many);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(`At most ${DELIVERY_MAX_FILES} files at a time.`);
    const none = await uploadFiles(t, receiver, arrangement.id, []);
    expect(none.status).toBe(422);
    expect(await storedFiles(arrangement.id)).toBe(0);
  });

  it('stores all the files of a form or none of them, on disk too', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const before = await filesOnDisk();
    const res = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: await samplePhoto(), name: 'good.png' },
      { bytes: samplePdf(), name: 'good.pdf' },
      { bytes: windowsProgram(), name: 'bad.pdf' },
      { bytes: await samplePhoto(), name: 'after.png' },
    ]);
    expect(res.status).toBe(415);
    expect(await storedFiles(arrangement.id)).toBe(0);
    expect(await filesOnDisk()).toBe(before);
  });

  it('refuses uploads once the arrangement is over (409)', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'COMPLETED');
    const res = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: await samplePhoto(), name: 'a.png' },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Files can be added only in an active arrangement.');
    expect(await storedFiles(arrangement.id)).toBe(0);
  });
});

describe('attachments in chat', () => {
  it('sends a message with its files to the other party: the answer, the real-time event and the pages', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const client = connectEcho(t.origin, requester.token);
    clients.push(client);
    await connected(client);
    const inbox = new Inbox<TMessageEvent>('messages of the requester');
    client.echo.private(`message.receiver.${requester.id}`).listen(REALTIME_EVENTS.message, inbox.push);
    await client.settle();

    const up = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: await samplePhoto(), name: 'draft.png' },
      { bytes: samplePdf(), name: 'brief.pdf' },
    ]);
    const ids = up.body.data.map((f) => f.id);
    const key = newMessageKey();
    const body = { arrangement_id: arrangement.id, message_key: key, attachment_ids: ids };
    const sent = await call<TMessage>('POST', 'messages/messaging/send', receiver, body);
    expect(sent.status).toBe(201);
    expect(sent.body.content).toBe('');
    expect(sent.body.attachments.map((a) => [a.id, a.name])).toEqual([
      [ids[0], 'draft.png'],
      [ids[1], 'brief.pdf'],
    ]);
    const [event] = await inbox.waitFor(1, (e) => e.message.id === sent.body.id);
    expect(event!.message.attachments).toEqual(sent.body.attachments);

    // A retried send answers the stored message with its files and attaches nothing again.
    const retried = await call<TMessage>('POST', 'messages/messaging/send', receiver, body);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: sent.body.id, attachments: sent.body.attachments });

    const page = await call<TMessageList>('GET', `messages/messaging/read/${arrangement.id}`, requester);
    const listed = page.body.data.find((m) => m.id === sent.body.id);
    expect(listed!.attachments).toEqual(sent.body.attachments);
  });

  it("refuses the other party's upload, a file already sent and one of another arrangement (422), storing no message", async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const other = await buildArrangement(t, 'IN_PROGRESS');
    const png = await samplePhoto();
    const theirs = (await uploadFiles(t, requester, arrangement.id, [{ bytes: png, name: 'a.png' }])).body
      .data[0]!;
    const mine = (await uploadFiles(t, receiver, arrangement.id, [{ bytes: png, name: 'b.png' }])).body
      .data[0]!;
    const elsewhere = (
      await uploadFiles(t, other.receiver, other.arrangement.id, [{ bytes: png, name: 'c.png' }])
    ).body.data[0]!;
    const before = await messageCount(arrangement.id);
    const send = (ids: number[]) =>
      call('POST', 'messages/messaging/send', receiver, {
        arrangement_id: arrangement.id,
        content: 'Look',
        message_key: newMessageKey(),
        attachment_ids: ids,
      });
    for (const ids of [[theirs.id], [mine.id, theirs.id], [elsewhere.id], [2_000_000_000]]) {
      const res = await send(ids);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        message: 'A file is no longer available. Upload it again.',
        errors: { attachment_ids: ['A file is no longer available. Upload it again.'] },
      });
    }
    // More than MESSAGE_MAX_FILES is refused by the contract.
    const six = Array.from({ length: MESSAGE_MAX_FILES + 1 }, () => mine.id);
    expect((await send(six)).status).toBe(400);
    expect(await messageCount(arrangement.id)).toBe(before);
    // My own file was not taken by the refused send: it goes with the next one, and only once.
    expect((await send([mine.id])).status).toBe(201);
    expect((await send([mine.id])).status).toBe(422);
    expect(await messageCount(arrangement.id)).toBe(before + 1);
  });

  it('gives a file to only one of two simultaneous messages', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const up = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: await samplePhoto(), name: 'a.png' },
    ]);
    const before = await messageCount(arrangement.id);
    const send = () =>
      call('POST', 'messages/messaging/send', receiver, {
        arrangement_id: arrangement.id,
        message_key: newMessageKey(),
        attachment_ids: [up.body.data[0]!.id],
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await messageCount(arrangement.id)).toBe(before + 1);
  });
});

describe('unattached uploads', () => {
  it(`are deleted with their files ${PRIVATE_FILE_UNATTACHED_HOURS} h after upload, sent ones stay`, async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const png = await samplePhoto();
    const [kept, left] = (
      await uploadFiles(t, receiver, arrangement.id, [
        { bytes: png, name: 'kept.png' },
        { bytes: png, name: 'left.png' },
      ])
    ).body.data;
    await call('POST', 'messages/messaging/send', receiver, {
      arrangement_id: arrangement.id,
      message_key: newMessageKey(),
      attachment_ids: [kept!.id],
    });
    const files = createPrivateFileStore(path.join(t.config.dataDir, 'private-files'));
    const deps = { db: t.database.db, files };
    // Not yet: an hour before the day is over.
    expect(
      await purgeUnattachedFiles(deps, new Date(Date.now() + (PRIVATE_FILE_UNATTACHED_HOURS - 1) * HOUR_MS)),
    ).toBe(0);
    const later = new Date(Date.now() + (PRIVATE_FILE_UNATTACHED_HOURS + 1) * HOUR_MS);
    const before = await filesOnDisk();
    expect(await purgeUnattachedFiles(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await filesOnDisk()).toBeLessThan(before);
    expect((await fetchFile(t, receiver, left!.url)).res.status).toBe(404);
    expect((await fetchFile(t, receiver, kept!.url)).res.status).toBe(200);
    // Gone for good: no message may take it now.
    const res = await call('POST', 'messages/messaging/send', receiver, {
      arrangement_id: arrangement.id,
      message_key: newMessageKey(),
      attachment_ids: [left!.id],
    });
    expect(res.status).toBe(422);
  });
});
