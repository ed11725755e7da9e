import { bakuInstant, bakuLocal, PromoCodeBody } from '@bazar/contracts';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { SubmitButton, TextAreaField, TextField } from '../../components/form';
import {
  type CatalogueFormState,
  check,
  dangerButton,
  problemState,
  Section,
} from '../../features/backoffice/catalogue-forms';
import { DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import { EditHeading, editTarget, SectionForm } from '../../features/backoffice/section-form';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/promo-code-edit';

export const meta = staticPageMeta('admin.promo.title');

/** A form's amount in manat: a comma is taken for the decimal point; an empty field is not given. */
const amount = (value: string | undefined) =>
  value?.trim() ? Number(value.trim().replace(',', '.')) : undefined;

/** `{lang}/admin/promo-codes/:id` (or `new`), with `?delete=1` asking before the code is deleted. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = editTarget(params.id);
  const promo =
    id === 'new' ? null : await webOf(context).api.backofficePromotions.promoCode({ params: { id } });
  return { promo, confirmDelete: promo !== null && pageUrl(request).searchParams.get('delete') === '1' };
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<CatalogueFormState> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = editTarget(params.id);
  const form = formValues(await request.formData());
  const { api } = webOf(context);
  const list = localizePath('/admin/promo-codes', lang);
  if (form.intent === 'delete' && id !== 'new') {
    const { code } = await api.backofficePromotions.promoCode({ params: { id } });
    const answer = await api.backofficePromotions.deletePromoCode({ params: { id } });
    throw redirectWithToast(
      answer.ok ? list : localizePath(`/admin/promo-codes/${id}`, lang),
      answer.ok
        ? { kind: 'success', message: t('admin.promo.deleted', { code }) }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  const body = check(
    PromoCodeBody,
    {
      code: form.code ?? '',
      discount: amount(form.discount),
      minOrder: amount(form.minOrder) ?? 0,
      expiresAt: bakuInstant(form.expiresAt ?? ''),
      phones: (form.phones ?? '').split(/[\s,;]+/).filter(Boolean),
    },
    lang,
  );
  // A wrong phone is reported on the one field that holds them all.
  if (!body.ok)
    return {
      errors: {
        ...body.errors,
        phones: Object.entries(body.errors).find(([key]) => key.startsWith('phones'))?.[1],
      },
      values: form,
    };
  const answer =
    id === 'new'
      ? await api.backofficePromotions.createPromoCode({ body: body.data })
      : await api.backofficePromotions.updatePromoCode({ params: { id }, body: body.data });
  if (!answer.ok) return problemState(answer.problem, form);
  throw redirectWithToast(list, {
    kind: 'success',
    message: t(id === 'new' ? 'admin.promo.created' : 'admin.promo.saved', { code: answer.value.code }),
  });
}

/** Issue 17: a promo code's terms and whom it is for; a code no order used can be deleted. */
export default function PromoCodeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { promo, confirmDelete } = loaderData;
  const values = actionData?.values;
  const errors = actionData?.errors;
  const here = localizePath(`/admin/promo-codes/${promo?.id ?? 'new'}`, lang);
  return (
    <>
      <EditHeading
        back={localizePath('/admin/promo-codes', lang)}
        backLabel={t('admin.promo.title')}
        title={promo ? t('admin.promo.edit', { code: promo.code }) : t('admin.promo.new')}
        sub={promo ? t('admin.promo.used', { count: promo.used }) : t('admin.promo.hint')}
      />
      {promo && confirmDelete && (
        <DeleteConfirm
          id={promo.id}
          message={t('admin.promo.deleteConfirm', { code: promo.code })}
          cancelHref={here}
        />
      )}
      <SectionForm
        testId="promo-form"
        formError={actionData?.formError}
        footer={
          <div className="flex flex-wrap items-center gap-3">
            <div className="w-full sm:w-48">
              <SubmitButton>{promo ? t('admin.promo.save') : t('admin.promo.create')}</SubmitButton>
            </div>
            {promo &&
              (promo.used === 0 ? (
                <Link to={`${here}?delete=1`} className={dangerButton} data-testid="promo-delete">
                  <Trash2 className="size-4" aria-hidden />
                  {t('admin.promo.delete')}
                </Link>
              ) : (
                <p className="text-sm text-muted">{t('admin.promo.usedDelete')}</p>
              ))}
          </div>
        }
      >
        <Section title={t('admin.promo.title')}>
          <TextField
            name="code"
            label={t('admin.promo.code')}
            hint={t('admin.promo.codeHint')}
            defaultValue={values?.code ?? promo?.code ?? ''}
            error={errors?.code}
            maxLength={30}
            autoCapitalize="characters"
            required
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="discount"
              label={t('admin.promo.discount')}
              inputMode="decimal"
              defaultValue={values?.discount ?? (promo ? String(promo.discount) : '')}
              error={errors?.discount}
              required
            />
            <TextField
              name="minOrder"
              label={t('admin.promo.minOrder')}
              inputMode="decimal"
              defaultValue={values?.minOrder ?? (promo ? String(promo.minOrder) : '0')}
              error={errors?.minOrder}
            />
            <TextField
              type="datetime-local"
              name="expiresAt"
              label={t('admin.promo.expiresAt')}
              defaultValue={values?.expiresAt ?? (promo ? bakuLocal(promo.expiresAt) : '')}
              error={errors?.expiresAt}
              required
            />
          </div>
          <TextAreaField
            name="phones"
            label={t('admin.promo.phones')}
            hint={t('admin.promo.phonesHint')}
            rows={3}
            spellCheck={false}
            defaultValue={
              values?.phones ?? promo?.people.map((person) => person.phone ?? '').join('\n') ?? ''
            }
            error={errors?.phones}
          />
        </Section>
      </SectionForm>
    </>
  );
}
