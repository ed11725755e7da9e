import { UpdateProfileBody } from '@bazar/contracts';
import { Database } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { changePassword } from '../../features/accounts/change-password.server';
import { changePhone } from '../../features/accounts/change-phone.server';
import { PhoneChangeForm } from '../../features/accounts/phone-change-form';
import { PasswordForm, UserInfoForm } from '../../features/accounts/profile-forms';
import { redirectSavedProfile } from '../../features/accounts/saved-profile.server';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/profile';
import type { loader as guardLoader } from './guard';

export const meta = staticPageMeta('account.settings');

/** Saves the user info, changes the phone (by SMS code) or the password; results show in the shared notification. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const form = formValues(await request.formData());

  if (form.intent === 'password') return changePassword(request, context, form, lang);
  if (form.intent === 'phone' || form.intent === 'confirmPhone')
    return changePhone(request, context, form, lang);

  const update = validate(UpdateProfileBody, form, lang);
  if (!update.ok) return { form: 'profile' as const, errors: update.errors, values: form };
  const answer = await webOf(context).api.accounts.updateProfile({ body: update.data });
  if (!answer.ok) return { form: 'profile' as const, ...problemFeedback(answer.problem), values: form };
  return redirectSavedProfile(request, answer.value, t('account.saved'));
}

export default function Profile({ actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const user = useRouteLoaderData<typeof guardLoader>('routes/account/guard')?.user;
  if (!user) return null;
  return (
    <>
      <PageHeading>{t('account.settings')}</PageHeading>
      <div className="space-y-6">
        <UserInfoForm user={user} state={actionData?.form === 'profile' ? actionData : undefined} />
        <PhoneChangeForm
          currentPhone={user.phone}
          state={actionData?.form === 'phone' ? actionData : undefined}
        />
        <PasswordForm state={actionData?.form === 'password' ? actionData : undefined} />
        <Link
          to={localizePath('/user/profile/my-data', lang)}
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          <Database className="size-4" aria-hidden />
          {t('myData.profileLink')}
        </Link>
      </div>
    </>
  );
}
