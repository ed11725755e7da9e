import { formatMessage, type Lang, localizePath } from '@bazar/contracts';
import type { Email } from './mail-transport';

/** What one e-mail says; the layout adds the greeting, the button, the brand and the footer. */
export interface EmailContent {
  lang: Lang;
  to: string;
  name: string;
  title: string;
  text: string;
  /** A page of the site without its language prefix: the button opens it. */
  link: string | null;
  /** Why the recipient gets it: their notification settings (the default), or a message they wrote to support. */
  reason?: 'notification' | 'contact';
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

// The site's own colours (app.css), inline: mail clients ignore style sheets.
export const accent = '#6d28d9';
const ink = '#111827';
const muted = '#4b5563';
const surface = '#f9fafb';

/**
 * An e-mail in the Bazar look, as HTML and as plain text with the same words, in the recipient's
 * language. Links are absolute: a mail client has no site to resolve them against.
 */
export function renderEmail(content: EmailContent, publicUrl: string): Email {
  const { lang } = content;
  const site = publicUrl.replace(/\/+$/, '');
  const open = content.link ? `${site}${localizePath(content.link, lang)}` : null;
  const settings = `${site}${localizePath('/user/profile/notification-settings', lang)}`;
  const greeting = formatMessage(lang, 'email.greeting', { name: content.name });
  const openLabel = formatMessage(lang, 'email.open');
  const why = formatMessage(lang, content.reason === 'contact' ? 'email.whyContact' : 'email.why');
  const address = formatMessage(lang, 'email.address');

  const text = [
    greeting,
    '',
    content.text,
    ...(open ? ['', `${openLabel}: ${open}`] : []),
    '',
    '—',
    content.reason === 'contact' ? why : `${why} ${settings}`,
    address,
  ].join('\n');

  const button = open
    ? `<p style="margin:24px 0"><a href="${escapeHtml(open)}" style="background:${accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(openLabel)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:${surface};font-family:Arial,Helvetica,sans-serif;color:${ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${surface};padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${accent};padding:16px 24px;color:#ffffff;font-size:22px;font-weight:700">Bazar</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.title)}</h1>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0;line-height:1.5">${escapeHtml(content.text)}</p>
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;color:${muted};font-size:12px;line-height:1.5">
${escapeHtml(why)}${content.reason === 'contact' ? '' : ` <a href="${escapeHtml(settings)}" style="color:${accent}">${escapeHtml(formatMessage(lang, 'email.settings'))}</a>`}<br>${escapeHtml(address)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { to: content.to, subject: `${content.title} — Bazar`, text, html };
}
