import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { bearer } from './accounts';
import type { Actor } from './factories';
import type { TestServer } from './startTestServer';

/** A plain image of one colour, `width`×`height`, in `format`. */
export const solidImage = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/** An uncompressed PNG of noise: more than 5 MB (SPEC §5), so every image upload refuses it. */
export async function oversizedImage(): Promise<Buffer> {
  return sharp(randomBytes(1500 * 1500 * 3), { raw: { width: 1500, height: 1500, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A multipart image upload as the web app sends it (file field `image`, optional text fields), as
 * `who` (null: anonymous); answers the status and the JSON body.
 */
export async function uploadImage(
  t: Pick<TestServer, 'api'>,
  path: string,
  who: Pick<Actor, 'token'> | null,
  file: Buffer,
  name: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(file)]), name);
  const headers = who ? bearer(who.token) : { 'App-language': 'en' };
  const res = await fetch(`${t.api}/${path}`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A served file's status, content type and bytes (`url` as the API answers it: /assets/images/…). */
export async function fetchServedImage(t: Pick<TestServer, 'origin'>, url: string) {
  const res = await fetch(`${t.origin}${url}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    buffer: Buffer.from(await res.arrayBuffer()),
  };
}
