import { Form } from 'react-router';
import { FormAlert, PhoneField, SubmitButton, TextAreaField, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';

export interface ContactMember {
  name: string;
  phone?: string | null;
  email?: string | null;
}

/**
 * Spec CNT-06: the message form (subject and text). A guest gives a name and a phone or an e-mail;
 * a member's come from the profile. A phone gets a confirmation SMS.
 */
export function ContactForm({
  member,
  values,
  errors,
  formError,
}: {
  member: ContactMember | null;
  values: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
}) {
  const t = useT();
  const known = member && (member.phone || member.email) ? member : null;
  return (
    <Form
      method="post"
      id="contact"
      className="space-y-4 rounded-card border border-line p-4 sm:p-5"
      data-testid="contact-form"
      preventScrollReset
    >
      <h3 className="font-bold">{t('faq.form.title')}</h3>
      <FormAlert>{formError}</FormAlert>
      {known ? (
        <p className="text-sm text-muted">
          {t('faq.form.asMember', {
            name: known.name,
            contact: known.phone ? `+${known.phone}` : (known.email ?? ''),
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
            <PhoneField
              label={t('faq.form.phone')}
              inputMode="tel"
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
          <p className="text-xs text-muted">
            {t('faq.form.contactHint')} {t('faq.form.smsHint')}
          </p>
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
      <TextAreaField
        name="text"
        label={t('faq.form.text')}
        rows={5}
        maxLength={4000}
        defaultValue={values.text}
        error={errors.text}
        aria-required
      />
      <div className="sm:max-w-xs">
        <SubmitButton>{t('faq.form.send')}</SubmitButton>
      </div>
    </Form>
  );
}
