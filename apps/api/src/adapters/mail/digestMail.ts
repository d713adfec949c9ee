import type { TLocale } from '@spona/contracts';
import { translate } from '../../i18n';
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One part of a digest: a heading and its lines. */
export type DigestSection = { heading: string; lines: string[] };

/**
 * Issue 20: the daily digest mail in the recipient's language: greeting, one section per saved search
 * with new matches, recommendations and reminders, a button to the dashboard, then the unsubscribe
 * links (each saved search's, and the whole digest's) and the footer.
 */
export function renderDigestMail(input: {
  locale: TLocale;
  to: string;
  name: string;
  sections: DigestSection[];
  link: string;
  unsubscribe: { label: string; link: string }[];
  supportEmail: string;
}): MailMessage {
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(input.locale, `mail.${key}`, { product: translate(input.locale, 'mail.product'), ...vars });
  const subject = t('digest.subject');
  const greeting = t('greeting', { name: input.name });
  const body = t('digest.body');
  const button = t('digest.button');
  const settings = t('digest.settings');
  const footer = t('footer', { supportEmail: input.supportEmail });
  const text = [
    greeting,
    '',
    body,
    '',
    ...input.sections.flatMap((s) => [s.heading, ...s.lines.map((line) => `- ${line}`), '']),
    `${button}: ${input.link}`,
    '',
    settings,
    ...input.unsubscribe.map((u) => u.label),
    '',
    '--',
    footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const sections = input.sections
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${e(s.heading)}</h2>\n<ul style="padding-left:20px">${s.lines
          .map((line) => `<li>${e(line)}</li>`)
          .join('')}</ul>`,
    )
    .join('\n');
  const unsubscribe = input.unsubscribe
    .map((u) => `<p style="font-size:12px;color:#777"><a href="${e(u.link)}">${e(u.label)}</a></p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#4c2a85">${e(t('product'))}</h1>
<p>${e(greeting)}</p>
<p>${e(body)}</p>
${sections}
<p style="margin:28px 0"><a href="${e(input.link)}" style="background:#6741d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(button)}</a></p>
<p style="font-size:13px;color:#555">${e(settings)}</p>
${unsubscribe}
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#777">${e(footer)}</p>
</body></html>
`;
  return { to: input.to, subject, text, html };
}
