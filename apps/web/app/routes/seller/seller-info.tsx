import { SellerInfoBody } from '@bazar/contracts';
import { MonitorSmartphone } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { changePassword } from '../../features/accounts/change-password.server';
import { changePhone } from '../../features/accounts/change-phone.server';
import { PhoneChangeForm } from '../../features/accounts/phone-change-form';
import { PasswordForm } from '../../features/accounts/profile-forms';
import { redirectSavedProfile } from '../../features/accounts/saved-profile.server';
import { SellerInfoForm, ShopStatusCard } from '../../features/sellers/settings-seller-info';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/seller-info';

export const meta = staticPageMeta('seller.info.title');

export async function loader({ context }: Route.LoaderArgs) {
  return { info: await webOf(context).api.shopSettings.sellerInfo({}) };
}

/**
 * Spec seller information: saves the seller's details (Shop/SellerInfo) or resets the password
 * (user/ChangePassword, the same call as the buyer's profile); results show as notifications.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const form = formValues(await request.formData());

  if (form.intent === 'password') return changePassword(request, context, form, lang);
  if (form.intent === 'phone' || form.intent === 'confirmPhone')
    return changePhone(request, context, form, lang);

  const update = validate(SellerInfoBody, form, lang);
  if (!update.ok) return { form: 'info' as const, errors: update.errors, values: form };
  const answer = await webOf(context).api.shopSettings.updateSellerInfo({ body: update.data });
  if (!answer.ok) return { form: 'info' as const, ...problemFeedback(answer.problem), values: form };
  return redirectSavedProfile(request, update.data, t('account.saved'));
}

export default function SellerInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <PageHeading>{t('seller.info.title')}</PageHeading>
      <div className="space-y-6">
        <ShopStatusCard info={loaderData.info} />
        <SellerInfoForm info={loaderData.info} state={actionData?.form === 'info' ? actionData : undefined} />
        <PhoneChangeForm
          currentPhone={loaderData.info.phone}
          state={actionData?.form === 'phone' ? actionData : undefined}
        />
        <PasswordForm state={actionData?.form === 'password' ? actionData : undefined} />
        <p className="text-sm text-muted">
          {t('sessions.sellerNote')}{' '}
          <Link
            to={localizePath('/user/profile/my-sessions', lang)}
            className="inline-flex items-center gap-1 font-semibold text-accent hover:underline"
          >
            <MonitorSmartphone className="size-4" aria-hidden />
            {t('account.sessions')}
          </Link>
        </p>
      </div>
    </>
  );
}
