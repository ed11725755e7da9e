import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SelectField, SubmitButton, TextField } from '../../../components/form';
import { useT } from '../../../lib/i18n';

/**
 * A list's filters as a GET form, so the filtered view has an address to share: the search box
 * first (one field on a phone), then the selects and a button that applies them.
 */
export function SearchFilters({
  name,
  action,
  q,
  searchLabel,
  children,
}: {
  /** Names the form's test id (`{name}-filters`) and the search box's id (`{name}-q`). */
  name: string;
  action: string;
  q?: string;
  searchLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="mb-4 space-y-3"
      data-testid={`${name}-filters`}
    >
      <SearchBox id={`${name}-q`} label={searchLabel} q={q} button={t('admin.shops.find')} />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        {children}
        <button
          type="submit"
          className="col-span-2 rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface sm:col-span-1"
        >
          {t('admin.shops.apply')}
        </button>
      </div>
    </Form>
  );
}

/**
 * A list's search field with its button beside it, labelled for screen readers only; `landmark`
 * makes it a search landmark of its own (when the form holds more than the search).
 */
export function SearchBox({
  id,
  label,
  placeholder = label,
  q,
  button,
  error,
  landmark,
}: {
  id: string;
  label: string;
  placeholder?: string;
  q?: string;
  button: string;
  error?: string;
  landmark?: boolean;
}) {
  const Row = landmark ? 'search' : 'div';
  return (
    <>
      <Row className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          className="w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:max-w-md sm:text-sm"
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          <Search className="size-4" aria-hidden />
          {button}
        </button>
      </Row>
      {error && (
        <p id={`${id}-error`} className="text-sm text-discount">
          {error}
        </p>
      )}
    </>
  );
}

/** One filter of a list: "any" first (an empty value, no filter), then its choices. */
export function FilterSelect({
  name,
  idPrefix,
  label,
  value,
  anyLabel,
  options,
  width,
}: {
  name: string;
  idPrefix: string;
  label: string;
  value: string | number | undefined;
  anyLabel: string;
  options: readonly { value: string | number; label: string }[];
  /** The select's width beside the others on a wide screen (a Tailwind class). */
  width: string;
}) {
  return (
    <div className={width}>
      <SelectField name={name} label={label} defaultValue={value ?? ''} idPrefix={idPrefix}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** A list's one search field and its button, side by side from a small screen up. */
export function QuickSearch({
  action,
  idPrefix,
  q,
  label,
  button,
  width = 'sm:w-72',
  buttonWidth = 'sm:w-32',
  maxLength,
  children,
}: {
  action?: string;
  idPrefix: string;
  q: string;
  label: string;
  button: string;
  width?: string;
  buttonWidth?: string;
  maxLength?: number;
  /** Hidden fields that keep the rest of the view (a tab) while searching. */
  children?: ReactNode;
}) {
  return (
    <Form method="get" action={action} className="mb-4 flex flex-wrap items-end gap-3">
      {children}
      <div className={`w-full ${width}`}>
        <TextField
          type="search"
          name="q"
          label={label}
          defaultValue={q}
          idPrefix={idPrefix}
          maxLength={maxLength}
        />
      </div>
      <div className={`w-full ${buttonWidth}`}>
        <SubmitButton variant="secondary">{button}</SubmitButton>
      </div>
    </Form>
  );
}
