import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ZFileParams } from '@spona/contracts';
import { outboxDir } from '../../adapters/mail/mailer';
import { NotFound } from '../../domain/errors';
import type { App } from '../../http/types';

const EML_FILE = /^[A-Za-z0-9._-]+\.eml$/;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function headerOf(eml: string, name: string): string {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
}

/**
 * GET /dev/mail and /dev/mail/:file: the outbox of DATA_DIR/outbox (ARCHITECTURE.md, Mail), newest
 * first, as HTML or JSON (`Accept: application/json`, for end-to-end tests); a file as raw .eml text.
 * Registered outside production only.
 */
export async function devMailRoutes(app: App, { dataDir }: { dataDir: string }) {
  const dir = outboxDir(dataDir);

  async function listMails() {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => EML_FILE.test(f));
    files.sort().reverse();
    return Promise.all(
      files.map(async (file) => {
        const eml = await readFile(path.join(dir, file), 'utf8');
        return {
          file,
          to: headerOf(eml, 'To'),
          subject: headerOf(eml, 'Subject'),
          date: headerOf(eml, 'Date'),
        };
      }),
    );
  }

  app.get('/dev/mail', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const mails = await listMails();
    reply.header('cache-control', 'no-store');
    if ((request.headers.accept ?? '').includes('application/json')) return { mails };
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="/dev/mail/${encodeURIComponent(m.file)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Outbox</title><h1>Outbox (${mails.length})</h1>` +
          `<table border="1" cellpadding="6"><tr><th>Date</th><th>To</th><th>Subject</th></tr>${rows}</table>`,
      );
  });

  app.get(
    '/dev/mail/:file',
    { config: { public: true }, schema: { hide: true, params: ZFileParams } },
    async (request, reply) => {
      const { file } = request.params;
      if (!EML_FILE.test(file)) throw new NotFound();
      const eml = await readFile(path.join(dir, file), 'utf8').catch(() => undefined);
      if (eml === undefined) throw new NotFound();
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(eml);
    },
  );
}
