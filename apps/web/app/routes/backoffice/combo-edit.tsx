import { ComboBody, comboStatuses } from '@bazar/contracts';
import { FieldError, SelectField, TextField } from '../../components/form';
import {
  type CatalogueFormState,
  check,
  problemState,
  Section,
} from '../../features/backoffice/catalogue-forms';
import { EditHeading, editTarget, SectionForm } from '../../features/backoffice/section-form';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/combo-edit';

export const meta = staticPageMeta('admin.catalogue.combosTitle');

/** `{lang}/admin/combos/:id` (or `new`). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editTarget(params.id);
  return { combo: id === 'new' ? null : await webOf(context).api.backofficeCombos.combo({ params: { id } }) };
}

/** "BZ100001 x2" → { code, count }; a line without a count is one. */
function itemsOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(\S+)(?:\s*[x×*]\s*(\d+))?$/i.exec(line);
      return { code: match?.[1] ?? line, count: match?.[2] ? Number(match[2]) : 1 };
    });
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<CatalogueFormState> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = editTarget(params.id);
  const form = formValues(await request.formData());
  const price = (form.price ?? '').trim().replace(',', '.');
  const body = check(
    ComboBody,
    {
      code: form.code ?? '',
      title: form.title ?? '',
      price: price === '' ? undefined : Number(price),
      status: form.status,
      items: itemsOf(form.items ?? ''),
    },
    lang,
  );
  if (!body.ok) return { errors: body.errors, values: form };
  const { api } = webOf(context);
  const answer =
    id === 'new'
      ? await api.backofficeCombos.createCombo({ body: body.data })
      : await api.backofficeCombos.editCombo({ params: { id }, body: body.data });
  if (!answer.ok) return problemState(answer.problem, form);
  throw redirectWithToast(localizePath('/admin/combos', lang), {
    kind: 'success',
    message: t('admin.catalogue.comboSaved', { code: answer.value.code }),
  });
}

export default function ComboEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { combo } = loaderData;
  const values = actionData?.values;
  const errors = actionData?.errors;
  const itemErrors = Object.entries(errors ?? {})
    .filter(([field]) => field.startsWith('items'))
    .map(([, message]) => message);
  return (
    <>
      <EditHeading
        back={localizePath('/admin/combos', lang)}
        backLabel={t('admin.catalogue.backToCombos')}
        title={combo ? `${combo.code} · ${combo.title}` : t('admin.catalogue.newCombo')}
        sub={
          combo
            ? `${combo.shop.name} · ${formatMoney(combo.price)} · ${t('admin.catalogue.comboApart', { price: formatMoney(combo.priceApart) })}`
            : t('admin.catalogue.combosHint')
        }
      />
      <SectionForm
        testId="combo-form"
        formError={actionData?.formError}
        submit={combo ? t('admin.catalogue.save') : t('admin.catalogue.create')}
      >
        <Section title={t('admin.catalogue.comboMainTitle')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="code"
              idPrefix="combo"
              label={t('admin.catalogue.comboCode')}
              hint={t('admin.catalogue.comboCodeHint')}
              defaultValue={values?.code ?? combo?.code ?? ''}
              error={errors?.code}
              maxLength={40}
              required
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField
              name="title"
              idPrefix="combo"
              label={t('admin.catalogue.comboTitleLabel')}
              defaultValue={values?.title ?? combo?.title ?? ''}
              error={errors?.title}
              maxLength={200}
              required
            />
            <TextField
              name="price"
              idPrefix="combo"
              inputMode="decimal"
              label={t('admin.catalogue.comboPrice')}
              defaultValue={values?.price ?? (combo ? String(combo.price) : '')}
              error={errors?.price}
              required
            />
            <SelectField
              name="status"
              idPrefix="combo"
              label={t('admin.catalogue.comboStatusLabel')}
              defaultValue={values?.status ?? combo?.status ?? 'published'}
              error={errors?.status}
            >
              {comboStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(
                    status === 'published'
                      ? 'admin.catalogue.comboStatus.published'
                      : 'admin.catalogue.comboStatus.unpublished',
                  )}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>
        <Section title={t('admin.catalogue.comboItems')}>
          {combo && (
            <ul className="divide-y divide-line rounded-lg border border-line text-sm">
              {combo.items.map((item) => (
                <li key={item.productId} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span className="min-w-0">
                    <span className="font-semibold">{item.code}</span> · {item.title}
                  </span>
                  <span className="text-muted">
                    {item.count} × {formatMoney(item.price)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div>
            <label htmlFor="combo-items" className="mb-1 block text-sm font-semibold">
              {t('admin.catalogue.comboItems')}
            </label>
            <textarea
              id="combo-items"
              name="items"
              rows={5}
              defaultValue={
                values?.items ?? combo?.items.map((item) => `${item.code} x${item.count}`).join('\n') ?? ''
              }
              aria-describedby="combo-items-hint"
              aria-invalid={itemErrors.length > 0 ? true : undefined}
              spellCheck={false}
              className="w-full rounded-lg border border-line bg-white px-3 py-2.5 font-mono text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm"
            />
            <p id="combo-items-hint" className="mt-1 text-xs text-muted">
              {t('admin.catalogue.comboItemsHint')}
            </p>
            <FieldError id="combo-items-error">{itemErrors[0]}</FieldError>
          </div>
        </Section>
      </SectionForm>
    </>
  );
}
