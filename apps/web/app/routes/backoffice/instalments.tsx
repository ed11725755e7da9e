import { InstalmentExclusionsBody, InstalmentPlanBody, type Lang } from '@bazar/contracts';
import { data } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import {
  type CatalogueFormState,
  check,
  type FieldErrors,
  problemState,
  Section,
} from '../../features/backoffice/catalogue-forms';
import { DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import {
  ExclusionsForm,
  type ExclusionsRefusal,
  groupByPartner,
  PartnerGroup,
  PartnerSuggestions,
  PlanForm,
  PlanRow,
  PlanTableHead,
  usePlanName,
} from '../../features/backoffice/instalment-plans';
import type { ApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/instalments';

export const meta = staticPageMeta('admin.instalments.title');

/** Every shop A to Z, whatever its status, so that a suspended shop left out stays in the list. */
async function everyShop(api: ApiClient) {
  const pageOf = (page: number) => api.backofficeShops.list({ query: { sort: 'name', page, pageSize: 100 } });
  const first = await pageOf(1);
  const pages = Math.ceil(first.total / first.pageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageOf(index + 2)),
  );
  return [first, ...rest].flatMap((list) => list.items.map(({ id, name }) => ({ id, name })));
}

/** `{lang}/admin/instalments` with `?edit=` or `?delete=`: the plans, a new plan's form, the exclusions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const { api } = webOf(context);
  const [plans, exclusions, categories, shops] = await Promise.all([
    api.backofficeInstalments.plans({}),
    api.backofficeInstalments.exclusions({}),
    api.backofficeCatalogue.categories({}),
    everyShop(api),
  ]);
  const picked = (name: string) =>
    plans.find((plan) => plan.id === Number(url.searchParams.get(name))) ?? null;
  return {
    plans,
    exclusions,
    categories: categories.items,
    shops,
    editing: picked('edit'),
    deleting: picked('delete'),
  };
}

/** Which form a refused post came from, so that only that form shows its messages. */
type ActionState =
  | ({ form: 'plan'; values: Record<string, string> } & CatalogueFormState)
  | ({ form: 'exclusions' } & ExclusionsRefusal);

const listPath = (lang: Lang) => localizePath('/admin/instalments', lang);

/** A number typed in a form, a comma taken for the decimal point; an empty field is not given. */
const typedNumber = (value: string | undefined) =>
  value?.trim() ? Number(value.trim().replace(',', '.')) : undefined;

/** Each message under its list's name: a list is one set of ticks, not a field per id. */
const perList = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.split('.')[0], message]));

export async function action({ request, params, context }: Route.ActionArgs): Promise<ActionState> {
  const lang = langParam(params.lang);
  const formData = await request.formData();
  const form = formValues(formData);
  const { api } = webOf(context);
  const id = Number(form.id);
  switch (form.intent) {
    case 'save':
      return savePlan(api, lang, id, form);
    case 'toggle':
    case 'delete':
      return changePlan(api, lang, id, form.intent);
    case 'exclusions':
      return saveExclusions(api, lang, {
        categoryIds: formData.getAll('categoryIds').map(Number),
        shopIds: formData.getAll('shopIds').map(Number),
      });
    default:
      throw data(null, { status: 400 });
  }
}

/** Adds a plan (`id` 0) or changes one; a refusal keeps what was typed, messages under their fields. */
async function savePlan(
  api: ApiClient,
  lang: Lang,
  id: number,
  form: Record<string, string>,
): Promise<ActionState> {
  const body = check(
    InstalmentPlanBody,
    {
      partner: form.partner ?? '',
      months: typedNumber(form.months),
      commissionPercent: typedNumber(form.commissionPercent),
      minOrder: typedNumber(form.minOrder) ?? 0,
      active: form.active === 'on',
    },
    lang,
  );
  if (!body.ok) return { form: 'plan', errors: body.errors, values: form };
  const answer =
    id > 0
      ? await api.backofficeInstalments.updatePlan({ params: { id }, body: body.data })
      : await api.backofficeInstalments.createPlan({ body: body.data });
  if (!answer.ok) return { form: 'plan', ...problemState(answer.problem, form), values: form };
  throw redirectWithToast(listPath(lang), {
    kind: 'success',
    message: translator(lang)('admin.instalments.saved'),
  });
}

/** Switches a plan off or on (its terms as they are), or deletes it; the answer comes as a notification. */
async function changePlan(
  api: ApiClient,
  lang: Lang,
  id: number,
  intent: 'toggle' | 'delete',
): Promise<never> {
  const t = translator(lang);
  const plan = (await api.backofficeInstalments.plans({})).find((row) => row.id === id);
  if (!plan)
    throw redirectWithToast(listPath(lang), { kind: 'error', message: t('admin.instalments.notFound') });
  const { partner, months, commissionPercent, minOrder, active } = plan;
  const answer =
    intent === 'delete'
      ? await api.backofficeInstalments.deletePlan({ params: { id } })
      : await api.backofficeInstalments.updatePlan({
          params: { id },
          body: { partner, months, commissionPercent, minOrder, active: !active },
        });
  const done =
    intent === 'delete'
      ? t('admin.instalments.deleted', { plan: t('admin.instalments.planName', { partner, months }) })
      : t('admin.instalments.saved');
  throw redirectWithToast(
    listPath(lang),
    answer.ok ? { kind: 'success', message: done } : { kind: 'error', message: answer.problem.detail },
  );
}

/** Replaces both exclusion lists with the ticked ones. */
async function saveExclusions(
  api: ApiClient,
  lang: Lang,
  chosen: ExclusionsRefusal['chosen'],
): Promise<ActionState> {
  const body = check(InstalmentExclusionsBody, chosen, lang);
  if (!body.ok) return { form: 'exclusions', errors: perList(body.errors), chosen };
  const answer = await api.backofficeInstalments.setExclusions({ body: body.data });
  if (!answer.ok) {
    const { errors, formError } = problemState(answer.problem, {});
    return { form: 'exclusions', errors: errors && perList(errors), formError, chosen };
  }
  throw redirectWithToast(listPath(lang), {
    kind: 'success',
    message: translator(lang)('admin.instalments.saved'),
  });
}

/** PAY-04: partner cards' instalment plans, and the categories and shops left out of instalments. */
export default function Instalments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const planName = usePlanName();
  const { plans, exclusions, categories, shops, editing, deleting } = loaderData;
  const base = listPath(lang);
  const groups = groupByPartner(plans);
  const refusedPlan = actionData?.form === 'plan' ? actionData : undefined;
  const refusalOf = (id: number) =>
    refusedPlan && Number(refusedPlan.values.id) === id ? refusedPlan : undefined;
  return (
    <>
      <PageHeading sub={t('admin.instalments.hint')}>{t('admin.instalments.title')}</PageHeading>
      {deleting && (
        <DeleteConfirm
          id={deleting.id}
          message={t('admin.instalments.deleteConfirm', { plan: planName(deleting) })}
          cancelHref={base}
        />
      )}
      <PartnerSuggestions partners={groups.map(([partner]) => partner)} />
      <div className="space-y-6">
        <section aria-labelledby="plans-title">
          <h2 id="plans-title" className="mb-3 text-lg font-semibold">
            {t('admin.instalments.plans')}
          </h2>
          {plans.length === 0 ? (
            <p className="rounded-card border border-line p-6 text-center text-muted">
              {t('admin.instalments.empty')}
            </p>
          ) : (
            <div className="rounded-card border border-line" data-testid="plan-list">
              <PlanTableHead />
              {groups.map(([partner, partnerPlans]) => (
                <PartnerGroup key={partner} partner={partner}>
                  {partnerPlans.map((plan) => {
                    const refused = refusalOf(plan.id);
                    return (
                      <PlanRow
                        key={plan.id}
                        plan={plan}
                        editHref={`${base}?edit=${plan.id}`}
                        deleteHref={`${base}?delete=${plan.id}`}
                      >
                        {(editing?.id === plan.id || refused) && (
                          <PlanForm plan={plan} refused={refused} cancelHref={base} />
                        )}
                      </PlanRow>
                    );
                  })}
                </PartnerGroup>
              ))}
            </div>
          )}
        </section>
        <Section title={t('admin.instalments.add')}>
          {/* A plan more or less in the list empties the form, so the next plan starts afresh. */}
          <PlanForm key={plans.map((plan) => plan.id).join()} plan={null} refused={refusalOf(0)} />
        </Section>
        <Section title={t('admin.instalments.exclusions')} hint={t('admin.instalments.exclusionsHint')}>
          <ExclusionsForm
            exclusions={exclusions}
            categories={categories}
            shops={shops}
            refused={actionData?.form === 'exclusions' ? actionData : undefined}
          />
        </Section>
      </div>
    </>
  );
}
