import {
  formatDay,
  formatMessage,
  isMessageKey,
  type Lang,
  marketDay,
  marketTimeZone,
} from '@bazar/contracts';
import { accent } from '../notifications';

/** The person's copy as the JSON file holds it (dates as ISO text). */
export interface ExportCopy {
  generatedAt: string;
  userId: number;
  sections: Record<string, unknown>;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const bakuTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: marketTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as people in Azerbaijan read it: dd/MM/yyyy HH:mm, Baku time. */
function bakuDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${formatDay(marketDay(instant))} ${bakuTime.format(instant)}`;
}

/** `createdAt` → "Created at": a field without a message still reads as words. */
function words(field: string): string {
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function sectionTitle(lang: Lang, section: string): string {
  const key = `privacyExport.section.${section}`;
  return isMessageKey(key) ? formatMessage(lang, key) : words(section);
}

/** A column or row label in the member's language, so they never read English field names. */
function label(lang: Lang, field: string): string {
  const key = `privacyExport.field.${field}`;
  return isMessageKey(key) ? formatMessage(lang, key) : words(field);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cell = 'border:1px solid #e5e7eb;padding:4px 8px;text-align:left;vertical-align:top';

/** Any JSON value as HTML: lists of records as tables, records as two columns, text escaped. */
function render(lang: Lang, value: unknown): string {
  if (value === null || value === undefined) return '<span style="color:#9ca3af">—</span>';
  if (typeof value === 'boolean')
    return escapeHtml(formatMessage(lang, value ? 'privacyExport.yes' : 'privacyExport.no'));
  if (typeof value === 'number') return escapeHtml(String(value));
  if (typeof value === 'string')
    return escapeHtml(instantPattern.test(value) ? bakuDateTime(value) : value).replace(/\n/g, '<br>');
  if (Array.isArray(value)) {
    if (value.length === 0)
      return `<p style="color:#6b7280;margin:4px 0">${escapeHtml(formatMessage(lang, 'privacyExport.empty'))}</p>`;
    if (value.every(isRecord)) {
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      const head = columns.map(
        (column) => `<th style="${cell};background:#f9fafb">${escapeHtml(label(lang, column))}</th>`,
      );
      const rows = value.map(
        (row) =>
          `<tr>${columns.map((column) => `<td style="${cell}">${render(lang, row[column])}</td>`).join('')}</tr>`,
      );
      return `<table style="border-collapse:collapse;font-size:13px;margin:4px 0 12px"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
    return `<ul style="margin:4px 0;padding-left:20px">${value.map((item) => `<li>${render(lang, item)}</li>`).join('')}</ul>`;
  }
  if (isRecord(value)) {
    const rows = Object.entries(value).map(
      ([field, inner]) =>
        `<tr><th style="${cell};background:#f9fafb;width:200px">${escapeHtml(label(lang, field))}</th><td style="${cell}">${render(lang, inner)}</td></tr>`,
    );
    return `<table style="border-collapse:collapse;font-size:13px;margin:4px 0 12px">${rows.join('')}</table>`;
  }
  return escapeHtml(String(value));
}

/**
 * The copy as a page a person can read, print and keep (PRV-04): one self-contained file, styles
 * inline, nothing loaded from anywhere, every value escaped, headings in the member's language and
 * times in Baku's.
 */
export function renderExportPage(lang: Lang, copy: ExportCopy): string {
  const title = formatMessage(lang, 'privacyExport.title');
  const intro = formatMessage(lang, 'privacyExport.intro', { date: bakuDateTime(copy.generatedAt) });
  const sections = Object.entries(copy.sections).map(
    ([section, value]) =>
      `<section style="margin:24px 0"><h2 style="font-size:18px;border-bottom:2px solid ${accent};padding-bottom:4px">${escapeHtml(sectionTitle(lang, section))}</h2>${render(lang, value)}</section>`,
  );
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif">
<main style="max-width:1100px;margin:0 auto;padding:24px">
<h1 style="font-size:24px;margin:0 0 8px">${escapeHtml(title)}</h1>
<p style="margin:0 0 16px;color:#4b5563">${escapeHtml(intro)}</p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
