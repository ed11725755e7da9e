import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';

/**
 * A date range picked as Baku days, sent as a GET form: the range lives in the address, so it
 * can be shared, bookmarked and used without JavaScript. `children` adds fields (the grouping).
 */
export function SalesRangeForm({
  action,
  values,
  errors,
  children,
}: {
  /** Where the form goes: the list's first page, so a new range starts from the top. */
  action: string;
  values: { from: string; to: string };
  errors: FieldErrors;
  children?: ReactNode;
}) {
  const t = useT();
  const hasRange = Boolean(values.from || values.to);
  return (
    <Form
      method="get"
      action={action}
      className="mb-6 flex flex-wrap items-start gap-3 rounded-card border border-line bg-surface p-4"
      aria-label={t('seller.range.legend')}
      data-testid="range-form"
    >
      <div className="w-full min-[420px]:w-44">
        <TextField
          type="date"
          name="from"
          label={t('seller.range.from')}
          defaultValue={values.from}
          error={errors.from}
          idPrefix="range"
        />
      </div>
      <div className="w-full min-[420px]:w-44">
        <TextField
          type="date"
          name="to"
          label={t('seller.range.to')}
          defaultValue={values.to}
          error={errors.to}
          idPrefix="range"
        />
      </div>
      {children}
      {/* Level with the inputs, below their labels, even when a message grows a field. */}
      <div className="flex items-center gap-3 min-[420px]:mt-6">
        <button
          type="submit"
          className="rounded-lg bg-accent px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          {t('seller.range.apply')}
        </button>
        {hasRange && (
          <Link to={action} className="text-sm font-semibold text-accent hover:underline">
            {t('seller.range.clear')}
          </Link>
        )}
      </div>
    </Form>
  );
}
