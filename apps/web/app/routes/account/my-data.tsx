import { DeleteAccountBody, type Lang } from '@bazar/contracts';
import { PencilLine } from 'lucide-react';
import { data, Link, redirectDocument, useRouteLoaderData } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { MyDataCopies } from '../../features/privacy/my-data-copies';
import { type DeletionFeedback, MyDataDelete } from '../../features/privacy/my-data-delete';
import { MyDataRestrict } from '../../features/privacy/my-data-restrict';
import { MyDataSection, outlineButton } from '../../features/privacy/my-data-section';
import type { ApiClient } from '../../lib/api-client';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { type Translate, translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { isSeller } from '../../lib/session';
import { clearedSessionCookies } from '../../lib/session.server';
import { redirectWithToast, toastSetCookie } from '../../lib/toast.server';
import type { Route } from './+types/my-data';
import type { loader as guardLoader } from './guard';

export const meta = staticPageMeta('myData.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = webOf(context);
  const [state, copies] = await Promise.all([api.privacy.state({}), api.privacy.exports({})]);
  return {
    state,
    copies: copies.items,
    confirming: pageUrl(request).searchParams.get('confirm') === 'delete',
  };
}

/**
 * Deletes the account, confirmed by the password or a texted code: on success the member is signed
 * out as sign-out does it and lands on the home page.
 */
async function deleteAccount(
  request: Request,
  form: Record<string, string>,
  api: ApiClient,
  lang: Lang,
  t: Translate,
) {
  const body = validate(DeleteAccountBody, form, lang);
  if (!body.ok) return data<DeletionFeedback>({ intent: 'delete', errors: body.errors }, { status: 400 });
  const answer = await api.privacy.deleteAccount({ body: body.data });
  if (!answer.ok)
    return data<DeletionFeedback>(
      { intent: 'delete', ...problemFeedback(answer.problem) },
      { status: answer.status },
    );
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(request)) headers.append('set-cookie', cookie);
  headers.append('set-cookie', toastSetCookie({ kind: 'success', message: t('myData.delete.done') }));
  return redirectDocument(localizePath('/', lang), { headers });
}

/** Asks for a copy, restricts processing or lifts it, texts a deletion code, deletes the account. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const here = pageUrl(request).pathname;
  const { api } = webOf(context);
  const form = formValues(await request.formData());
  if (form.intent === 'export') {
    const answer = await api.privacy.requestExport({});
    throw redirectWithToast(
      here,
      answer.ok
        ? { kind: 'success', message: t('myData.copy.requested') }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  if (form.intent === 'restrict') {
    const restricted = form.restricted === 'true';
    const answer = await api.privacy.restrict({ body: { restricted } });
    throw redirectWithToast(
      here,
      answer.ok
        ? { kind: 'success', message: t(restricted ? 'myData.restrict.started' : 'myData.restrict.lifted') }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  if (form.intent === 'code') {
    const answer = await api.privacy.deletionCode({});
    return data<DeletionFeedback>(
      answer.ok ? { intent: 'code', codeSent: true } : { intent: 'code', formError: answer.problem.detail },
      { status: answer.ok ? 200 : answer.status },
    );
  }
  if (form.intent === 'delete') return deleteAccount(request, form, api, lang, t);
  throw data(null, { status: 400 });
}

/** Where the profile's details and the addresses are corrected: the forms that already exist. */
function CorrectMyData({ seller }: { seller: boolean }) {
  const t = useT();
  const lang = useLang();
  return (
    <MyDataSection id="correct" title={t('myData.correct.title')} icon={PencilLine}>
      <p>{t('myData.correct.text')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={localizePath('/user/profile#user-info', lang)} className={outlineButton}>
          {t('account.userInfo')}
        </Link>
        {!seller && (
          <Link to={localizePath('/user/profile/my-address', lang)} className={outlineButton}>
            {t('account.addresses')}
          </Link>
        )}
      </div>
    </MyDataSection>
  );
}

/**
 * `{lang}/user/profile/my-data` (PRV-04): a copy of everything Bazar holds about the member, where
 * to correct it, restricting its use, and deleting the account (`#delete`).
 */
export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { state, copies, confirming } = loaderData;
  const user = useRouteLoaderData<typeof guardLoader>('routes/account/guard')?.user;
  return (
    <>
      <PageHeading sub={t('myData.intro')}>{t('myData.title')}</PageHeading>
      <div className="space-y-4">
        <MyDataCopies copies={copies} />
        <CorrectMyData seller={user ? isSeller(user) : false} />
        <MyDataRestrict restricted={state.restricted} />
        <MyDataDelete
          state={state}
          confirming={confirming}
          feedback={actionData as DeletionFeedback | undefined}
        />
      </div>
    </>
  );
}
