import { CommissionBody, ShopDecisionBody } from '@bazar/contracts';
import { ChevronLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useOperator } from '../../features/backoffice/operator';
import {
  decisionsWithNote,
  ShopCommissionSection,
  type ShopDecisionName,
  ShopFiguresSection,
  ShopHeader,
  ShopRegistration,
  ShopStatusSection,
  shopDecisions,
} from '../../features/backoffice/shop-detail';
import { type FieldErrors, type FormFeedback, formValues, problemFeedback, validate } from '../../lib/forms';
import { type MessageKey, translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/shop';

export const meta = staticPageMeta('admin.shops.title');

const idOf = (param: string | undefined) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

const isDecision = (value: string | null): value is ShopDecisionName =>
  (shopDecisions as readonly string[]).includes(value ?? '');

/** `{lang}/admin/shops/:id`, with `?decide=suspend` (or refuse, requestDocuments) to ask for the note and confirm. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = await webOf(context).api.backofficeShops.detail({ params: { id: idOf(params.id) } });
  const decide = pageUrl(request).searchParams.get('decide');
  return { shop, confirming: isDecision(decide) ? decide : null };
}

type ActionFeedback = FormFeedback & { intent: string };

/** A decision (with its note when it needs one) or a commission change; a toast on the shop's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = idOf(params.id);
  const back = localizePath(`/admin/shops/${id}`, lang);
  const form = formValues(await request.formData());
  const intent = form.intent ?? '';
  const { api } = webOf(context);
  const shopName = async () => (await api.backofficeShops.detail({ params: { id } })).name;

  if (isDecision(intent)) {
    const shops = api.backofficeShops;
    let answer: Awaited<ReturnType<typeof shops.approve>>;
    if (decisionsWithNote.includes(intent)) {
      const body = validate(ShopDecisionBody, form, lang);
      if (!body.ok) return data<ActionFeedback>({ intent, errors: body.errors }, { status: 400 });
      const decide = shops[intent as 'refuse' | 'requestDocuments' | 'suspend'];
      answer = await decide({ params: { id }, body: body.data });
    } else answer = await shops[intent === 'approve' ? 'approve' : 'reinstate']({ params: { id }, body: {} });
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    throw redirectWithToast(back, {
      kind: 'success',
      message: t(`admin.shops.done.${intent}` as MessageKey, { shop: await shopName() }),
    });
  }

  if (intent === 'commission' || intent === 'categoryCommission') {
    const body = validate(CommissionBody, form, lang);
    const categoryId = Number(form.categoryId);
    const field = intent === 'commission' ? 'percent' : `category-${categoryId}`;
    if (!body.ok)
      return data<ActionFeedback>({ intent, errors: { [field]: body.errors.percent } }, { status: 400 });
    const answer =
      intent === 'commission'
        ? await api.backofficeShops.shopCommission({ params: { id }, body: body.data })
        : await api.backofficeShops.categoryCommission({ params: { id: categoryId }, body: body.data });
    if (!answer.ok) {
      const feedback = problemFeedback(answer.problem);
      return data<ActionFeedback>(
        { intent, formError: feedback.formError, errors: { [field]: feedback.errors?.percent } },
        { status: answer.status },
      );
    }
    throw redirectWithToast(back, {
      kind: 'success',
      message: t(
        intent === 'commission' ? 'admin.shops.commissionSaved' : 'admin.shops.categoryCommissionSaved',
      ),
    });
  }
  throw data(null, { status: 400 });
}

/** Issue 17: a shop's registration, status and history, decisions, figures and commission. */
export default function Shop({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { isAdmin } = useOperator();
  const { shop, confirming } = loaderData;
  const feedback = actionData as ActionFeedback | undefined;
  const errors: FieldErrors = feedback?.errors ?? {};
  const decisionErrors = feedback && isDecision(feedback.intent) ? errors : {};
  const commissionErrors = feedback && !isDecision(feedback.intent) ? errors : {};
  // A note refused by the form keeps its question open.
  const open = confirming ?? (feedback && isDecision(feedback.intent) ? feedback.intent : null);
  return (
    <>
      <Link
        to={localizePath('/admin/shops', lang)}
        className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-accent"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('admin.shops.back')}
      </Link>
      <PageHeading>{shop.name}</PageHeading>
      <ShopHeader shop={shop} />
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="space-y-4">
          <ShopStatusSection
            shop={shop}
            confirming={open}
            errors={decisionErrors}
            confirmHref={(decision) => localizePath(`/admin/shops/${shop.id}?decide=${decision}`, lang)}
          />
          <ShopFiguresSection shop={shop} />
        </div>
        <div className="space-y-4">
          <ShopRegistration shop={shop} />
          <ShopCommissionSection
            shop={shop}
            isAdmin={isAdmin}
            errors={commissionErrors}
            formError={feedback && !isDecision(feedback.intent) ? feedback.formError : undefined}
          />
        </div>
      </div>
    </>
  );
}
