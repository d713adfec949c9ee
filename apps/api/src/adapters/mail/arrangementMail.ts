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

/** What one messenger mail says, in order; `details` are short lines (the terms), `excerpt` a quote. */
type MailParts = {
  locale: TLocale;
  to: string;
  subject: string;
  greeting: string;
  body: string;
  details: string[];
  excerpt?: string;
  button: string;
  link: string;
  settings: string;
  supportEmail: string;
};

/** The text and HTML of a messenger mail: greeting, body, details, quote, button, settings, footer. */
function renderMessengerMail(parts: MailParts): MailMessage {
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(parts.locale, `mail.${key}`, { product: translate(parts.locale, 'mail.product'), ...vars });
  const excerpt = parts.excerpt ? excerptOf(parts.excerpt) : '';
  const fallback = t('linkFallback');
  const footer = t('footer', { supportEmail: parts.supportEmail });
  const text = [
    parts.greeting,
    '',
    parts.body,
    '',
    ...(parts.details.length > 0 ? [...parts.details, ''] : []),
    ...(excerpt ? [`> ${excerpt}`, ''] : []),
    `${parts.button}: ${parts.link}`,
    '',
    parts.settings,
    '',
    '--',
    footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const details =
    parts.details.length > 0
      ? `<ul style="padding-left:20px">${parts.details.map((line) => `<li>${e(line)}</li>`).join('')}</ul>\n`
      : '';
  const quote = excerpt
    ? `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #d0bfff;color:#333">${e(excerpt)}</blockquote>\n`
    : '';
  const html = `<!doctype html>
<html lang="${parts.locale}"><head><meta charset="utf-8"><title>${e(parts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#4c2a85">${e(t('product'))}</h1>
<p>${e(parts.greeting)}</p>
<p>${e(parts.body)}</p>
${details}${quote}<p style="margin:28px 0"><a href="${e(parts.link)}" style="background:#6741d9;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(parts.button)}</a></p>
<p style="font-size:13px;color:#555">${e(fallback)}<br><a href="${e(parts.link)}">${e(parts.link)}</a></p>
<p style="font-size:13px;color:#555">${e(parts.settings)}</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#777">${e(footer)}</p>
</body></html>
`;
  return { to: parts.to, subject: parts.subject, text, html };
}

/**
 * A messenger mail of the `mail.*` catalogue in the recipient's language, as text and HTML: greeting,
 * who wrote about which offer, (issue 16) the terms of a new request as `details`, the quoted
 * message, a button to the conversation, and a footer saying how to stop these mails.
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
    /** Issue 16: the terms of a new request, one line each, in the recipient's language. */
    details?: string[];
  },
): MailMessage {
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(input.locale, `mail.${key}`, { product: translate(input.locale, 'mail.product'), ...vars });
  const vars = { sender: input.senderName, offer: input.offerName };
  return renderMessengerMail({
    locale: input.locale,
    to: input.to,
    subject: t(`${kind}.subject`, vars),
    greeting: t('greeting', { name: input.name }),
    body: t(`${kind}.body`, vars),
    details: input.details ?? [],
    excerpt: input.content,
    button: t(`${kind}.button`),
    link: input.link,
    settings: t('messenger.settings'),
    supportEmail: input.supportEmail,
  });
}

/**
 * Issue 16: the mail of a notification (a counter-offer, a delivery, an expiry...): its title as the
 * subject, its text, the terms or the message it came with, and a button to the conversation.
 */
export function renderNotificationMail(input: {
  locale: TLocale;
  to: string;
  name: string;
  title: string;
  text: string;
  details: string[];
  excerpt?: string;
  link: string;
  supportEmail: string;
}): MailMessage {
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(input.locale, `mail.${key}`, { product: translate(input.locale, 'mail.product'), ...vars });
  return renderMessengerMail({
    locale: input.locale,
    to: input.to,
    subject: input.title,
    greeting: t('greeting', { name: input.name }),
    body: input.text,
    details: input.details,
    excerpt: input.excerpt,
    button: t('notice.button'),
    link: input.link,
    settings: t('notice.settings'),
    supportEmail: input.supportEmail,
  });
}
