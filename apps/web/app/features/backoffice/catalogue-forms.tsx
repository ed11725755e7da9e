import { type Lang, type Localized, type Problem, translate } from '@bazar/contracts';
import type { ReactNode } from 'react';
import { FieldError } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';

export type { FieldErrors };

/** What a catalogue form's action answers when it cannot go on: field messages, the values typed, a form message. */
export interface CatalogueFormState {
  errors?: FieldErrors;
  formError?: string;
  values?: Record<string, string>;
}

/** The structural part of a zod schema this needs. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Checks a body built from a form with the contract's schema, as the API will; each message is
 * translated and kept under its dotted path (`name.en`), which is how the form's inputs are named.
 */
export function check<T>(
  schema: Schema<T>,
  body: unknown,
  lang: Lang,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path.map(String).join('.')] ??= translate(issue.message, lang);
  return { ok: false, errors };
}

/** The API's problem as form feedback: its field messages (by dotted path), else its detail. */
export function problemState(problem: Problem, values: Record<string, string>): CatalogueFormState {
  const entries = Object.entries(problem.errors ?? {}).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return { formError: problem.detail, values };
  return { errors: Object.fromEntries(entries.map(([field, messages]) => [field, messages[0]])), values };
}

/** The three languages' values of `name` in a form (`name.az`, `name.en`, `name.ru`). */
export const localizedOf = (form: Record<string, string>, name: string): Localized => ({
  az: form[`${name}.az`] ?? '',
  en: form[`${name}.en`] ?? '',
  ru: form[`${name}.ru`] ?? '',
});

const languages = [
  { lang: 'az', label: 'Azərbaycanca' },
  { lang: 'en', label: 'English' },
  { lang: 'ru', label: 'Русский' },
] as const;

const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm';

/** One text in the three languages side by side (stacked on a phone), each with its own message. */
export function LocalizedInputs({
  name,
  legend,
  values,
  errors,
  multiline,
  required,
  maxLength,
}: {
  name: string;
  legend: string;
  values: Localized;
  errors?: FieldErrors;
  multiline?: boolean;
  /** Which languages must be filled: all, or only az (the others fall back to it). */
  required?: 'all' | 'az';
  maxLength?: number;
}) {
  const t = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {languages.map(({ lang, label }) => {
          const field = `${name}.${lang}`;
          const id = `loc-${field.replace('.', '-')}`;
          const error = errors?.[field];
          const isRequired = required === 'all' || (required === 'az' && lang === 'az');
          const common = {
            id,
            name: field,
            lang,
            defaultValue: values[lang],
            className: inputClass,
            maxLength,
            'aria-invalid': error ? true : undefined,
            'aria-required': isRequired || undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          } as const;
          return (
            <div key={lang} className="min-w-0">
              <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
                {label}
                {!isRequired && ` · ${t('admin.catalogue.optional')}`}
              </label>
              {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A form section: a titled card, as the seller cabinet's forms are laid out. */
export function Section({
  title,
  hint,
  children,
  id,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Small buttons and links of a table row. */
export const rowButton =
  'inline-flex items-center gap-1 rounded-lg border border-line bg-white px-2.5 py-1.5 text-sm font-semibold hover:border-accent hover:text-accent disabled:opacity-40';
export const dangerButton =
  'inline-flex items-center gap-1 rounded-lg border border-discount/40 bg-white px-2.5 py-1.5 text-sm font-semibold text-discount hover:bg-discount/5';
export const primaryLink =
  'inline-flex items-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover';
