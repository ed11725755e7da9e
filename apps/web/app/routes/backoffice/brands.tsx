import { type AdminBrand, BrandsQuery, RenameBrandBody } from '@bazar/contracts';
import { Pencil } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { rowButton } from '../../features/backoffice/catalogue-forms';
import { ListBody } from '../../features/backoffice/list/list-body';
import { QuickSearch } from '../../features/backoffice/list/list-filters';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/brands';

export const meta = staticPageMeta('admin.brands.title');

/** The list's address with its search and page, and the brand being renamed. */
const brandsPath = (q: string, page: number, rename?: string) => {
  const query = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
    ...(rename ? { rename } : {}),
  });
  return `/admin/brands${query.size ? `?${query}` : ''}`;
};

/** `{lang}/admin/brands?q=&page=&rename=`: brands A to Z; `rename` opens that brand's rename form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const given = Object.fromEntries(
    [...url.searchParams].filter(([key, value]) => key !== 'rename' && value !== ''),
  );
  const parsed = BrandsQuery.safeParse({ ...given, pageSize: 30 });
  const query = parsed.success ? parsed.data : BrandsQuery.parse({ pageSize: 30 });
  const list = await webOf(context).api.backofficeBrands.brands({ query });
  return { q: query.q ?? '', list, renaming: url.searchParams.get('rename') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const form = formValues(await request.formData());
  const body = validate(RenameBrandBody, form, lang);
  if (!body.ok) return { errors: body.errors };
  const answer = await webOf(context).api.backofficeBrands.renameBrand({ body: body.data });
  if (!answer.ok) return problemFeedback(answer.problem);
  throw redirectWithToast(localizePath(brandsPath(answer.value.name, 1), lang), {
    kind: 'success',
    message: t('admin.brands.renamed', {
      from: body.data.from,
      to: answer.value.name,
      count: answer.value.products,
    }),
  });
}

function RenameForm({
  brand,
  cancelHref,
  errors,
  formError,
}: {
  brand: AdminBrand;
  cancelHref: string;
  errors?: Partial<Record<string, string>>;
  formError?: string;
}) {
  const t = useT();
  return (
    <Form method="post" className="mt-3 grid gap-3 rounded-lg bg-surface p-3" data-testid="brand-rename">
      <p className="font-semibold">{t('admin.brands.renameTitle', { name: brand.name })}</p>
      <FormAlert>{formError}</FormAlert>
      <input type="hidden" name="from" value={brand.name} />
      <TextField
        name="to"
        label={t('admin.brands.newName')}
        hint={t('admin.brands.newNameHint')}
        defaultValue={brand.name}
        error={errors?.to}
        idPrefix="brand"
        maxLength={100}
        required
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-44">
          <SubmitButton>{t('admin.brands.save')}</SubmitButton>
        </div>
        <Link to={cancelHref} className="text-sm font-semibold text-muted hover:text-accent">
          {t('admin.brands.cancel')}
        </Link>
      </div>
    </Form>
  );
}

/** Issue 17: the catalogue's brands, each renamed or merged into another in one step. */
export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { q, list, renaming } = loaderData;
  const base = localizePath('/admin/brands', lang);
  return (
    <>
      <PageHeading sub={t('admin.brands.hint')}>{t('admin.brands.title')}</PageHeading>
      <QuickSearch
        action={base}
        idPrefix="brands"
        q={q}
        label={t('admin.brands.search')}
        button={t('admin.brands.show')}
        width="sm:w-64"
        buttonWidth="sm:w-auto"
        maxLength={100}
      />
      <ListBody
        list={list}
        found={t('admin.brands.found', { count: list.total })}
        empty={t('admin.brands.empty')}
        hrefFor={(page) => localizePath(brandsPath(q, page), lang)}
      >
        <ul className="rounded-card border border-line" data-testid="brand-list">
          <li
            className="hidden grid-cols-[minmax(0,1fr)_6rem_6rem_15rem] gap-3 bg-surface px-3 py-2 text-sm text-muted sm:grid"
            aria-hidden
          >
            <span>{t('admin.brands.name')}</span>
            <span>{t('admin.brands.onSale')}</span>
            <span>{t('admin.brands.products')}</span>
            <span />
          </li>
          {list.items.map((brand) => (
            <li
              key={brand.name}
              className="border-t border-line p-3 text-sm first:border-t-0"
              data-testid="brand-row"
            >
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_6rem_15rem]">
                <span className="font-semibold" data-testid="brand-name">
                  {brand.name}
                </span>
                <span className="hidden sm:block">{brand.onSale}</span>
                <span className="hidden sm:block">{brand.products}</span>
                <Link
                  to={localizePath(brandsPath(q, list.page, brand.name), lang)}
                  className={`${rowButton} justify-self-end`}
                  aria-label={`${t('admin.brands.rename')}: ${brand.name}`}
                >
                  <Pencil className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">{t('admin.brands.rename')}</span>
                </Link>
                <p className="col-span-2 text-xs text-muted sm:hidden">
                  {t('admin.brands.onSale')}: {brand.onSale} · {t('admin.brands.products')}: {brand.products}
                </p>
              </div>
              {renaming === brand.name && (
                <RenameForm
                  brand={brand}
                  cancelHref={localizePath(brandsPath(q, list.page), lang)}
                  errors={actionData?.errors}
                  formError={actionData?.formError}
                />
              )}
            </li>
          ))}
        </ul>
      </ListBody>
    </>
  );
}
