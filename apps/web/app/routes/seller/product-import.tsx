import { translate } from '@bazar/contracts';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { Form, redirect, useRevalidator } from 'react-router';
import { FieldError, SubmitButton } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { ImportCategoryForm, leavesByTop } from '../../features/sellers/import-category';
import { ImportReport, RecentImports } from '../../features/sellers/import-report';
import { SettingsSection } from '../../features/sellers/settings-section';
import { fileForm, isRefusal } from '../../lib/api-client';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/product-import';

export const meta = staticPageMeta('seller.import.title');

const reportPageSize = 50;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** `{lang}/shop/import?category=&id=&page=`: the chosen sub-category, an upload's report and the recent uploads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const categoryId = positive(url.searchParams.get('category'));
  const id = positive(url.searchParams.get('id'));
  const page = positive(url.searchParams.get('page')) ?? 1;
  const [categories, imports, result] = await Promise.all([
    webOf(context).api.catalog.tree({ query: {} }),
    webOf(context).api.productImport.recent({ query: {} }),
    id === null
      ? null
      : webOf(context)
          .api.productImport.detail({ params: { id }, query: { page, pageSize: reportPageSize } })
          .catch((error) => {
            if (isRefusal(error)) return null;
            throw error;
          }),
  ]);
  const leaves = leavesByTop(categories);
  const chosen = categoryId ?? result?.categoryId ?? null;
  let parentId = positive(url.searchParams.get('parent'));
  let categoryName: string | null = null;
  for (const [top, list] of leaves) {
    const leaf = list.find((entry) => entry.id === chosen);
    if (leaf) {
      parentId = top;
      categoryName = leaf.name;
    }
  }
  return { categories, imports, result, categoryId: categoryName ? chosen : null, parentId, categoryName };
}

/** Uploads the filled template; the page then shows the upload's progress and report. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const formData = await request.formData();
  const categoryId = positive(String(formData.get('categoryId') ?? ''));
  const file = formData.get('file');
  if (categoryId === null) return { error: translate('product.leafCategory', lang) };
  if (!(file instanceof File) || file.size === 0) return { error: translate('validation.required', lang) };
  const answer = await webOf(context).api.productImport.start({
    query: { categoryId },
    body: fileForm(file),
  });
  if (!answer.ok) return { error: answer.problem.errors?.file?.[0] ?? answer.problem.detail };
  const here = pageUrl(request).pathname;
  throw redirect(`${here}?category=${categoryId}&id=${answer.value.id}`);
}

/** While a file is read, the report refreshes itself: by revalidating with JavaScript, by a meta refresh without. */
function useRefreshWhileReading(reading: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [reading, revalidator]);
}

export default function ProductImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { categories, imports, result, categoryId, parentId, categoryName } = loaderData;
  const reading = result?.status === 'reading';
  useRefreshWhileReading(reading);
  const pageHref = (extra: Record<string, string | number>) => {
    const params = new URLSearchParams();
    if (categoryId !== null) params.set('category', String(categoryId));
    for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
    return `/shop/import?${params}`;
  };
  return (
    <>
      {reading && (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      )}
      <PageHeading>{t('seller.import.title')}</PageHeading>
      <div className="space-y-6">
        <p className="text-sm text-muted">{t('seller.import.intro')}</p>
        <SettingsSection id="import-step-category" title={t('seller.import.categoryStep')}>
          <ImportCategoryForm categories={categories} parentId={parentId} categoryId={categoryId} />
        </SettingsSection>
        {categoryId !== null && (
          <SettingsSection
            id="import-step-file"
            title={t('seller.import.fileStep')}
            note={categoryName ?? undefined}
          >
            <div className="space-y-4">
              <div>
                <a
                  href={localizePath(`/shop/import/template?categoryId=${categoryId}`, lang)}
                  download
                  className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface"
                  data-testid="import-template"
                >
                  <Download className="size-4" aria-hidden />
                  {t('seller.import.download')}
                </a>
                <p className="mt-2 text-xs text-muted">{t('seller.import.templateHint')}</p>
              </div>
              <Form
                method="post"
                encType="multipart/form-data"
                className="space-y-3"
                data-testid="import-upload"
              >
                <input type="hidden" name="categoryId" value={categoryId} />
                <div>
                  <label htmlFor="import-file-input" className="mb-1 block text-sm font-semibold">
                    {t('seller.import.file')}
                  </label>
                  <input
                    id="import-file-input"
                    type="file"
                    name="file"
                    required
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    aria-invalid={actionData?.error ? true : undefined}
                    aria-describedby={actionData?.error ? 'import-file-error' : undefined}
                    className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-semibold hover:file:bg-surface"
                  />
                  <FieldError id="import-file-error">{actionData?.error}</FieldError>
                </div>
                <div className="sm:w-48">
                  <SubmitButton>{t('seller.import.upload')}</SubmitButton>
                </div>
              </Form>
            </div>
          </SettingsSection>
        )}
        {result && (
          <section className="rounded-card border border-line p-4 sm:p-6" id="import-result">
            <ImportReport
              result={result}
              hrefForPage={(page) => localizePath(pageHref({ id: result.id, page }), lang)}
            />
          </section>
        )}
        <SettingsSection id="import-recent" title={t('seller.import.recent')}>
          <RecentImports imports={imports} hrefFor={(id) => pageHref({ id })} />
        </SettingsSection>
      </div>
    </>
  );
}
