import type { TLocale } from '@spona/contracts';
import { translate } from '../../i18n';
import type { MailMessage } from './mailer';

/** The mails of the messenger (issue 6): a new arrangement, and new messages while the receiver is away. */
export type ArrangementMailKind = 'newArrangement' | 'newMessage';

/** Longest excerpt of the message quoted in the mail. */
const EXCERPT_MAX_LENGTH = 300;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function excerptOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_MAX_LENGTH ? `${text.slice(0, EXCERPT_MAX_LENGTH - 1)}…` : text;
}

/**
 * A messenger mail of the `mail.*` catalogue in the recipient's language, as text and HTML: greeting,
 * who wrote about which offer, the quoted message, a button to the conversation, and a footer saying
 * how to stop these mails.
 */
export function renderArrangementMail(
  kind: ArrangementMailKind,
  input: {
    locale: TLocale;
    to: string;
    name: string;
    senderName: string;
    offerName: string;
    content: string;
    link: string;
    supportEmail: string;
  },
): MailMessage {
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(input.locale, `mail.${key}`, { product: translate(input.locale, 'mail.product'), ...vars });
  const vars = { sender: input.senderName, offer: input.offerName };
  const subject = t(`${kind}.subject`, vars);
  const lines = {
    greeting: t('greeting', { name: input.name }),
    body: t(`${kind}.body`, vars),
    excerpt: excerptOf(input.content),
    button: t(`${kind}.button`),
    fallback: t('linkFallback'),
    settings: t('messenger.settings'),
    footer: t('footer', { supportEmail: input.supportEmail }),
  };
  const text = [
    lines.greeting,
    '',
    lines.body,
    '',
    `> ${lines.excerpt}`,
    '',
    `${lines.button}: ${input.link}`,
    '',
    lines.settings,
    '',
    '--',
    lines.footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#4c2a85">${e(t('product'))}</h1>
<p>${e(lines.greeting)}</p>
<p>${e(lines.body)}</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #d0bfff;color:#333">${e(lines.excerpt)}</blockquote>
<p style="margin:28px 0"><a href="${e(input.link)}" style="background:#6741d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(lines.button)}</a></p>
<p style="font-size:13px;color:#555">${e(lines.fallback)}<br><a href="${e(input.link)}">${e(input.link)}</a></p>
<p style="font-size:13px;color:#555">${e(lines.settings)}</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#777">${e(lines.footer)}</p>
</body></html>
`;
  return { to: input.to, subject, text, html };
}
