import type { Localized } from '@bazar/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Form, Link } from 'react-router';
import { FormAlert, SubmitButton } from '../../components/form';
import { PageHeading } from '../../components/page-heading';

/** An edit page's address names `new` or a row's id; anything else names nothing. */
export function editTarget(param: string | undefined): number | 'new' {
  if (param === 'new') return 'new';
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** A text's three languages as the form shows them: what was just typed, else what is saved. */
export function localizedDefaults(
  values: Record<string, string> | undefined,
  saved: Localized | undefined,
  name: string,
): Localized {
  return {
    az: values?.[`${name}.az`] ?? saved?.az ?? '',
    en: values?.[`${name}.en`] ?? saved?.en ?? '',
    ru: values?.[`${name}.ru`] ?? saved?.ru ?? '',
  };
}

/** An edit page's top: the way back to its list, then its heading. */
export function EditHeading({
  back,
  backLabel,
  title,
  sub,
}: {
  back: string;
  backLabel: string;
  title: ReactNode;
  sub?: ReactNode;
}) {
  return (
    <>
      <Link
        to={back}
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-accent"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {backLabel}
      </Link>
      <PageHeading sub={sub}>{title}</PageHeading>
    </>
  );
}

/**
 * An edit form of titled sections (`Section`): the form's own message on top, the sections, then
 * its button, or `footer` where the button has company (a delete link).
 */
export function SectionForm({
  testId,
  formError,
  submit,
  footer,
  multipart,
  children,
}: {
  testId: string;
  formError?: string;
  submit?: string;
  footer?: ReactNode;
  /** For a form that uploads a file. */
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      className="space-y-6"
      data-testid={testId}
    >
      <FormAlert>{formError}</FormAlert>
      {children}
      {footer ?? (
        <div className="sm:w-56">
          <SubmitButton>{submit}</SubmitButton>
        </div>
      )}
    </Form>
  );
}
