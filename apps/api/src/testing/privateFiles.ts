import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TPrivateFileList } from '@spona/contracts';
import { bearer } from './accounts';
import type { Actor } from './factories';
import type { TestServer } from './startTestServer';

/** Helpers of the private-file tests (issue 16): files to upload, and the multipart calls. */

/** One file of a form: its bytes, the name the client gives, and the type it claims. */
export type FormFile = { bytes: Buffer | Uint8Array; name: string; type?: string };

/** A small photo in a format sharp writes. */
export const samplePhoto = (format: 'jpeg' | 'png' | 'webp' | 'gif' = 'png', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/** A minimal well-formed PDF of one empty page. */
export function samplePdf(extra = ''): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${extra}>> endobj`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An image bomb: a PNG of a few dozen bytes whose header claims `side`×`side` pixels. */
export function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a Windows program (MZ header and the DOS stub's message). */
export const windowsProgram = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(120),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);

/** A multipart form of text fields (repeated when an array) and files under `fileField`. */
export function formOf(
  fields: Record<string, string | string[]>,
  files: FormFile[],
  fileField = 'files',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  }
  for (const file of files) {
    form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  }
  return form;
}

/** POST `path` with a multipart form as `who` (or anonymous), answered in English. */
export async function postForm<T = Record<string, unknown>>(
  t: TestServer,
  path: string,
  who: Pick<Actor, 'token'> | null,
  form: FormData,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.api}/${path}`, {
    method: 'POST',
    headers: who ? bearer(who.token) : { 'App-language': 'en' },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** POST arrangements/{id}/files as `who`: the files uploaded, not sent yet (or the refusal's message). */
export const uploadFiles = (
  t: TestServer,
  who: Pick<Actor, 'token'> | null,
  arrangementId: number,
  files: FormFile[],
) =>
  postForm<TPrivateFileList & { message?: string }>(
    t,
    `arrangements/${arrangementId}/files`,
    who,
    formOf({}, files),
  );

/** GET a private file's URL as `who` (or anonymous): the answer and its bytes. */
export async function fetchFile(t: TestServer, who: Pick<Actor, 'token'> | null, url: string) {
  const res = await fetch(`${t.origin}${url}`, { headers: who ? bearer(who.token) : {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
