import type { UserProfile } from '@bazar/contracts';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Form } from 'react-router';
import { ChoiceField, FormAlert, SubmitButton, TextField, textFieldsOf } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { useStoreLayout } from '../../lib/store-layout';

export interface ProfileFormState {
  errors?: FieldErrors;
  formError?: string;
  /** What was sent, shown again when the form comes back with errors. */
  values?: Partial<Record<string, string>>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-card border border-line p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec user info: name, surname, father name, email, extra phone, birthday, gender, marital status.
 * The phone has its own section (PhoneChangeForm): a new one is proved by a code.
 */
export function UserInfoForm({ user, state }: { user: UserProfile; state?: ProfileFormState }) {
  const t = useT();
  const errors = state?.errors ?? {};
  const value = (field: keyof UserProfile) => state?.values?.[field] ?? user[field]?.toString() ?? '';
  const text = textFieldsOf({ idPrefix: 'profile', value, errors });
  return (
    <Section id="user-info" title={t('account.userInfo')}>
      <Form method="post" noValidate className="space-y-4">
        <FormAlert>{state?.formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', t('account.firstName'), { required: true })}
          {text('lastName', t('account.lastName'), { required: true })}
          {text('fatherName', t('account.fatherName'))}
          {text('birthday', t('account.birthday'), { type: 'date' })}
          {text('email', t('account.email'), { required: true, type: 'email' })}
          {text('extraPhone', t('account.extraPhone'), { type: 'tel' })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            name="gender"
            legend={t('account.gender')}
            value={value('gender')}
            error={errors.gender}
            options={[
              { value: 'man', label: t('account.man') },
              { value: 'woman', label: t('account.woman') },
            ]}
          />
          <ChoiceField
            name="maritalStatus"
            legend={t('account.maritalStatus')}
            value={value('maritalStatus')}
            error={errors.maritalStatus}
            options={[
              { value: 'single', label: t('account.single') },
              { value: 'married', label: t('account.married') },
            ]}
          />
        </div>
        <div className="sm:w-56">
          <SubmitButton intent="profile">{t('account.save')}</SubmitButton>
        </div>
      </Form>
    </Section>
  );
}

/**
 * Spec update password: the new one at least 3 characters, confirmed. Its answers (changed, or the
 * current password is wrong) come as notifications, and each one empties the form.
 */
export function PasswordForm({ state }: { state?: ProfileFormState }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const toastId = useStoreLayout()?.toast?.id;
  useLayoutEffect(() => {
    if (toastId) form.current?.reset();
  }, [toastId]);
  const errors = state?.errors ?? {};
  const field = (name: string, label: string, autoComplete: string, hint?: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      hint={hint}
      error={errors[name]}
      idPrefix="password"
      required
    />
  );
  return (
    <Section id="password" title={t('account.password')}>
      <Form method="post" noValidate className="space-y-4 sm:max-w-md" ref={form}>
        <FormAlert>{state?.formError}</FormAlert>
        {field('currentPassword', t('account.currentPassword'), 'current-password')}
        {field('newPassword', t('account.newPassword'), 'new-password', t('account.newPasswordHint'))}
        {field('confirmPassword', t('account.confirmPassword'), 'new-password')}
        <div className="sm:w-56">
          <SubmitButton intent="password">{t('account.changePassword')}</SubmitButton>
        </div>
      </Form>
    </Section>
  );
}
