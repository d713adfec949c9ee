import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUG_PROBLEM_MAX_LENGTH, BUG_SCREENSHOT_MAX_BYTES } from '@spona/contracts';
import { bugReports } from '../../db/schema';
import { buildCreator, type Actor } from '../../testing/factories';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const reportsOf = (who: Actor) =>
  t.database.db.select().from(bugReports).where(eq(bugReports.userId, who.id));
const screenshotDir = () => path.join(t.config.dataDir, 'bug-reports');
const post = (who: Actor | null, body: unknown) =>
  t.call<{ message: string; id?: number }>('POST', 'bugs', who, body);

describe('POST bugs', () => {
  it('stores a report with its PNG screenshot and thanks the user', async () => {
    const me = await buildCreator(t);
    const res = await post(me, {
      problem: '  The search button does nothing.  ',
      type: 'search/offers',
      image_file: dataUrl(png),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Problem reported. You will be contacted soon.');
    const [row] = await reportsOf(me);
    expect(row).toMatchObject({
      id: res.body.id,
      problem: 'The search button does nothing.',
      type: 'search/offers',
    });
    expect(row!.imageFile).toMatch(/\.png$/);
    expect((await readFile(path.join(screenshotDir(), row!.imageFile!))).equals(png)).toBe(true);
  });

  it('stores a report without a screenshot', async () => {
    const me = await buildCreator(t);
    expect((await post(me, { problem: 'Typo on the dashboard' })).status).toBe(201);
    expect(await reportsOf(me)).toMatchObject([
      { problem: 'Typo on the dashboard', type: null, imageFile: null },
    ]);
  });

  it('takes the screenshot as a file of a multipart form', async () => {
    const me = await buildCreator(t);
    const form = new FormData();
    form.set('problem', 'Broken layout');
    form.set('type', 'dashboard');
    form.set('image_file', new Blob([png], { type: 'image/png' }), 'screen.png');
    const res = await fetch(`${t.api}/bugs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'App-language': 'en' },
      body: form,
    });
    expect(res.status).toBe(201);
    const [row] = await reportsOf(me);
    expect(row).toMatchObject({ problem: 'Broken layout', type: 'dashboard' });
    expect((await readFile(path.join(screenshotDir(), row!.imageFile!))).equals(png)).toBe(true);
  });

  it('refuses an empty problem, a bad type and a long text with 400, storing nothing', async () => {
    const me = await buildCreator(t);
    const before = (await readdir(screenshotDir()).catch(() => [])).length;
    for (const body of [
      {},
      { problem: '   ' },
      { problem: 42 },
      { problem: 'x'.repeat(BUG_PROBLEM_MAX_LENGTH + 1) },
      { problem: 'ok', type: '../../etc' },
      { problem: 'ok', type: 'x'.repeat(65) },
      { problem: 'ok', image_file: 'not a data url' },
      { problem: 'bad\u0000text' },
    ]) {
      const res = await post(me, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const empty = await post(me, { problem: '' });
    expect((empty.body as { errors?: Record<string, string[]> }).errors?.problem).toEqual([
      'Describe the problem.',
    ]);
    expect(await reportsOf(me)).toEqual([]);
    expect((await readdir(screenshotDir()).catch(() => [])).length).toBe(before);
  });

  it('refuses a screenshot that is not a PNG with 415, whatever it claims to be', async () => {
    const me = await buildCreator(t);
    const jpeg = await sharp(png).jpeg().toBuffer();
    for (const image of [dataUrl(jpeg), dataUrl(jpeg, 'image/jpeg'), dataUrl(Buffer.from('<svg/>'))]) {
      const res = await post(me, { problem: 'Screenshot attached', image_file: image });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('The screenshot must be a PNG image.');
    }
    expect(await reportsOf(me)).toEqual([]);
  });

  it('refuses a truncated PNG, or a PNG with something appended, with 415', async () => {
    const me = await buildCreator(t);
    const truncated = png.subarray(0, 30);
    const appended = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const signatureOnly = Buffer.concat([png.subarray(0, 8), Buffer.from('<html></html>')]);
    for (const bytes of [truncated, appended, signatureOnly]) {
      const res = await post(me, { problem: 'Screenshot attached', image_file: dataUrl(bytes) });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('The screenshot must be a PNG image.');
    }
    expect(await reportsOf(me)).toEqual([]);
  });

  it('counts an empty screenshot, in JSON or as an empty file of a form, as none', async () => {
    const me = await buildCreator(t);
    expect((await post(me, { problem: 'No screenshot (JSON)', image_file: '' })).status).toBe(201);
    const form = new FormData();
    form.set('problem', 'No screenshot (form)');
    form.set('image_file', new Blob([]), '');
    const res = await fetch(`${t.api}/bugs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'App-language': 'en' },
      body: form,
    });
    expect(res.status).toBe(201);
    const rows = await reportsOf(me);
    expect(rows.map((row) => [row.problem, row.imageFile])).toEqual([
      ['No screenshot (JSON)', null],
      ['No screenshot (form)', null],
    ]);
  });

  it('refuses a screenshot over 5 MB with 413', async () => {
    const me = await buildCreator(t);
    const big = Buffer.concat([png, Buffer.alloc(BUG_SCREENSHOT_MAX_BYTES)]);
    const res = await post(me, { problem: 'Huge screenshot', image_file: dataUrl(big) });
    expect(res.status).toBe(413);
    const form = new FormData();
    form.set('problem', 'Huge screenshot');
    form.set('image_file', new Blob([big], { type: 'image/png' }), 'screen.png');
    const multipartRes = await fetch(`${t.api}/bugs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'App-language': 'en' },
      body: form,
    });
    expect(multipartRes.status).toBe(413);
    expect(await reportsOf(me)).toEqual([]);
  });

  it('refuses a multipart body without a boundary, or cut short, with 400 and stores nothing', async () => {
    const me = await buildCreator(t);
    for (const [contentType, body] of [
      ['multipart/form-data', 'problem=x'],
      [
        'multipart/form-data; boundary=sweep',
        '--sweep\r\nContent-Disposition: form-data; name="problem"\r\n\r\nx',
      ],
      ['multipart/form-data; boundary=sweep', 'not a form at all'],
    ]) {
      const res = await fetch(`${t.api}/bugs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${me.token}`, 'App-language': 'en', 'content-type': contentType! },
        body,
      });
      expect(res.status, `${contentType} ${body}`).toBe(400);
      expect(await res.json()).toEqual({ message: 'The request body is not a valid multipart form.' });
    }
    expect(await reportsOf(me)).toEqual([]);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await post(null, { problem: 'Anonymous report' })).status).toBe(401);
  });

  it(`limits a user to ${ROUTE_LIMITS.bugReport.max} reports in 10 minutes`, async () => {
    const me = await buildCreator(t);
    const { max } = ROUTE_LIMITS.bugReport;
    for (let i = 0; i < max; i += 1) expect((await post(me, { problem: `Report ${i}` })).status).toBe(201);
    const res = await post(me, { problem: 'One too many' });
    expect(res.status).toBe(429);
    expect(await reportsOf(me)).toHaveLength(max);
    // Someone else still may.
    expect((await post(await buildCreator(t), { problem: 'Mine' })).status).toBe(201);
  });
});
