import { ContactMessageBody, translate } from '@bazar/contracts';
import { Phone } from 'lucide-react';
import { Form } from 'react-router';
import { hotline } from '../../components/footer';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { Container, PageHeading } from '../../components/page-heading';
import type { FieldErrors } from '../../lib/forms';
import { translator, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { readCurrentUser } from '../../lib/session';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/faq';

export const meta = staticPageMeta('faq.title');

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = readCurrentUser(request.headers.get('cookie'));
  return {
    faq: await webOf(context).api.faq(),
    member: user
      ? { name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone, email: user.email }
      : null,
  };
}

interface ContactForm {
  values: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
}

/** Spec CNT-06: the message form (subject and text); a member's name, phone and e-mail come from the profile. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<ContactForm> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const key of ['name', 'phone', 'email', 'subject', 'text']) values[key] = String(form.get(key) ?? '');
  const parsed = ContactMessageBody.safeParse(values);
  const errors: FieldErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= translate(issue.message, lang);
  // A guest gives a name and a way to answer; a member's come from the profile (the API checks both).
  const user = readCurrentUser(request.headers.get('cookie'));
  if (!user && !values.name?.trim()) errors.name ??= t('validation.required');
  if (!(user?.phone || user?.email) && !values.phone?.trim() && !values.email?.trim())
    errors.phone ??= t('admin.content.phoneOrEmail');
  if (!parsed.success || Object.keys(errors).length > 0)
    return { values, errors, formError: t('faq.form.fixErrors') };
  const answer = await webOf(context).api.sendContactMessage(parsed.data);
  if (answer.ok)
    throw redirectWithToast(`${localizePath('/faq', lang)}#contact`, {
      kind: 'success',
      message: t('faq.form.sent'),
    });
  const refused: FieldErrors = {};
  for (const [field, messages] of Object.entries(answer.problem.errors ?? {})) refused[field] = messages[0];
  return { values, errors: refused, formError: answer.problem.detail };
}

export default function Faq({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { member } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  return (
    <Container narrow>
      <PageHeading>{t('faq.title')}</PageHeading>
      <h2 className="mb-3 text-lg font-bold">{t('faq.questions')}</h2>
      <div className="divide-y divide-line rounded-card border border-line">
        {loaderData.faq.map((entry) => (
          <details key={entry.id} className="group px-4 py-3">
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <p className="mt-2 whitespace-pre-line text-sm text-muted">{entry.answer}</p>
          </details>
        ))}
      </div>
      <h2 className="mb-3 mt-8 text-lg font-bold">{t('faq.contact')}</h2>
      <p className="flex items-center gap-2">
        <Phone className="size-4" aria-hidden />
        <a href={`tel:${hotline.tel}`} className="font-semibold">
          {t('footer.phone')}: {hotline.display}
        </a>
      </p>
      <p className="mt-1 text-sm text-muted">{t('footer.supportHours')}</p>
      <Form
        method="post"
        id="contact"
        className="mt-6 space-y-4 rounded-card border border-line p-4 sm:p-5"
        data-testid="contact-form"
        preventScrollReset
      >
        <h3 className="font-bold">{t('faq.form.title')}</h3>
        <FormAlert>{actionData?.formError}</FormAlert>
        {member && (member.phone || member.email) ? (
          <p className="text-sm text-muted">
            {t('faq.form.asMember', {
              name: member.name,
              contact: member.phone ? `+${member.phone}` : (member.email ?? ''),
            })}
          </p>
        ) : (
          <>
            <TextField
              name="name"
              label={t('faq.form.name')}
              autoComplete="name"
              defaultValue={values.name}
              error={errors.name}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="phone"
                label={t('faq.form.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="994501234567"
                defaultValue={values.phone}
                error={errors.phone}
              />
              <TextField
                name="email"
                label={t('faq.form.email')}
                type="email"
                autoComplete="email"
                defaultValue={values.email}
                error={errors.email}
              />
            </div>
            <p className="text-xs text-muted">{t('faq.form.contactHint')}</p>
          </>
        )}
        <TextField
          name="subject"
          label={t('faq.form.subject')}
          defaultValue={values.subject}
          error={errors.subject}
          maxLength={200}
          required
        />
        <div>
          <label htmlFor="field-text" className="mb-1 block text-sm font-semibold">
            {t('faq.form.text')}
          </label>
          <textarea
            id="field-text"
            name="text"
            rows={5}
            maxLength={4000}
            defaultValue={values.text}
            className="w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm"
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? 'field-text-error' : undefined}
            aria-required
          />
          {errors.text && (
            <p id="field-text-error" className="mt-1 text-sm text-discount">
              {errors.text}
            </p>
          )}
        </div>
        <div className="sm:max-w-xs">
          <SubmitButton>{t('faq.form.send')}</SubmitButton>
        </div>
      </Form>
    </Container>
  );
}
