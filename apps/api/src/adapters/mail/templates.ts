import type { TLocale } from '@spona/contracts';
import { translate } from '../../i18n';
import type { MailMessage } from './mailer';

export type MailKind = 'verify' | 'reset';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A mail of the `mail.*` catalogue in the recipient's language (ARCHITECTURE.md: templates in hr and
 * en), as text and HTML: greeting, body, a button with the link (and the link itself), expiry, the
 * ignore line and a footer with the product name and the support address.
 */
export function renderMail(
  kind: MailKind,
  input: {
    locale: TLocale;
    to: string;
    name: string;
    link: string;
    supportEmail: string;
    vars?: Record<string, unknown>;
  },
): MailMessage {
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(input.locale, `mail.${key}`, { product: translate(input.locale, 'mail.product'), ...vars });
  const lines = {
    greeting: t('greeting', { name: input.name }),
    body: t(`${kind}.body`),
    button: t(`${kind}.button`),
    expiry: t(`${kind}.expiry`, input.vars),
    fallback: t('linkFallback'),
    ignore: t('ignore'),
    footer: t('footer', { supportEmail: input.supportEmail }),
  };
  const text = [
    lines.greeting,
    '',
    lines.body,
    '',
    `${lines.button}: ${input.link}`,
    '',
    lines.expiry,
    lines.ignore,
    '',
    '--',
    lines.footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${e(t(`${kind}.subject`))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#4c2a85">${e(t('product'))}</h1>
<p>${e(lines.greeting)}</p>
<p>${e(lines.body)}</p>
<p style="margin:28px 0"><a href="${e(input.link)}" style="background:#6741d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(lines.button)}</a></p>
<p style="font-size:13px;color:#555">${e(lines.fallback)}<br><a href="${e(input.link)}">${e(input.link)}</a></p>
<p>${e(lines.expiry)}</p>
<p style="font-size:13px;color:#555">${e(lines.ignore)}</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#777">${e(lines.footer)}</p>
</body></html>
`;
  return { to: input.to, subject: t(`${kind}.subject`), text, html };
}
