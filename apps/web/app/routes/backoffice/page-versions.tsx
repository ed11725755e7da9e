import { PageSlug, PageVersionBody, translate } from '@bazar/contracts';
import { useEffect, useState } from 'react';
import { data, Form, Link } from 'react-router';
import { FormAlert, TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import {
  buttonLook,
  contentLangs,
  FormSection,
  fromBakuInput,
  inputLook,
  langLabels,
  StateBadge,
  versionStateKey,
} from '../../features/backoffice/content-shared';
import { formatDateTime } from '../../features/orders/order-parts';
import { DescriptionEditor } from '../../features/sellers/product-description-editor';
import type { FieldErrors } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/page-versions';

export const meta = staticPageMeta('admin.content.pages.title');

const slugOf = (value: string | undefined) => {
  const slug = PageSlug.safeParse(value);
  if (!slug.success) throw data(null, { status: 404 });
  return slug.data;
};

/** `{lang}/admin/pages/:slug`: a legal page's versions and the form that publishes the next one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return webOf(context).api.backofficeContent.pageVersions({ params: { slug: slugOf(params.slug) } });
}

interface PublishForm {
  values: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<PublishForm> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const slug = slugOf(params.slug);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  const errors: FieldErrors = {};
  let effectiveAt: string | null = null;
  if (values.effective === 'at') {
    effectiveAt = fromBakuInput(values.effectiveAt);
    if (!effectiveAt) errors.effectiveAt = t('admin.content.dateRequired');
  }
  const localized = (field: string) =>
    Object.fromEntries(contentLangs.map((code) => [code, values[`${field}_${code}`] ?? '']));
  const body = { title: localized('title'), body: localized('body'), effectiveAt };
  const parsed = PageVersionBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[issue.path.slice(0, 2).join('_')] ??= translate(issue.message, lang);
  if (!parsed.success || Object.keys(errors).length > 0)
    return { values, errors, formError: t('admin.content.fixErrors') };
  const answer = await webOf(context).api.backofficeContent.publishPageVersion({
    params: { slug },
    body: parsed.data,
  });
  if (answer.ok)
    throw redirectWithToast(localizePath(`/admin/pages/${slug}`, lang), {
      kind: 'success',
      message: t(
        answer.value.state === 'upcoming'
          ? 'admin.content.pages.scheduledToast'
          : 'admin.content.pages.publishedToast',
        { version: answer.value.version },
      ),
    });
  const apiErrors: FieldErrors = {};
  for (const [path, messages] of Object.entries(answer.problem.errors ?? {}))
    if (messages[0]) apiErrors[path.replace('.', '_')] = messages[0];
  return {
    values,
    errors: apiErrors,
    formError: Object.keys(apiErrors).length > 0 ? t('admin.content.fixErrors') : answer.problem.detail,
  };
}

export default function AdminPageVersions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { slug, versions } = loaderData;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const newest = versions[0];
  const values =
    actionData?.values ??
    Object.fromEntries(
      contentLangs.flatMap((code) => [
        [`title_${code}`, newest?.title[code] ?? ''],
        [`body_${code}`, newest?.body[code] ?? ''],
      ]),
    );
  const errors = actionData?.errors ?? {};
  const current = versions.find((version) => version.state === 'in-force');
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizePath('/admin/pages', lang)} className="text-accent hover:underline">
          ← {t('admin.content.pages.title')}
        </Link>
      </p>
      <PageHeading
        sub={
          <a href={localizePath(`/${slug}`, lang)} className="text-accent hover:underline">
            /{slug}
          </a>
        }
      >
        {current?.title[lang] ?? slug}
      </PageHeading>
      <h2 className="mb-3 text-lg font-bold">{t('admin.content.pages.versions')}</h2>
      <ul className="mb-8 divide-y divide-line rounded-card border border-line" data-testid="versions">
        {versions.map((version) => (
          <li key={version.id} className="p-3" data-testid="version-row">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">
                {t('admin.content.pages.version', { version: version.version })}
              </span>
              <StateBadge state={version.state} label={t(versionStateKey(version.state))} />
            </p>
            <p className="mt-1 text-sm text-muted">
              {t('admin.content.pages.effective', { date: formatDateTime(version.effectiveAt) })}
              {version.author && ` · ${t('admin.content.pages.author', { name: version.author })}`}
            </p>
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-accent">{t('admin.content.pages.readText')}</summary>
              <p className="mt-2 font-semibold">{version.title[lang]}</p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitized the text when it was published */}
              <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: version.body[lang] }} />
            </details>
          </li>
        ))}
      </ul>
      <Form method="post" className="space-y-5" data-testid="version-form">
        <h2 className="text-lg font-bold">{t('admin.content.pages.publishNew')}</h2>
        <p className="text-sm text-muted">{t('admin.content.pages.publishHint')}</p>
        <FormAlert>{actionData?.formError}</FormAlert>
        {contentLangs.map((code) => (
          <FormSection key={code} title={langLabels[code]}>
            <TextField
              name={`title_${code}`}
              label={`${t('admin.content.pages.pageTitle')} (${code})`}
              defaultValue={values[`title_${code}`]}
              error={errors[`title_${code}`]}
              required
            />
            <DescriptionEditor
              name={`body_${code}`}
              label={`${t('admin.content.pages.text')} (${code})`}
              initial={values[`body_${code}`] ?? ''}
              error={errors[`body_${code}`]}
              hydrated={hydrated}
            />
          </FormSection>
        ))}
        <FormSection title={t('admin.content.pages.effectiveTitle')}>
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('admin.content.pages.effectiveTitle')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="effective"
                value="now"
                defaultChecked={values.effective !== 'at'}
                className="size-4 accent-accent"
              />
              {t('admin.content.pages.effectiveNow')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="effective"
                value="at"
                defaultChecked={values.effective === 'at'}
                className="size-4 accent-accent"
              />
              {t('admin.content.pages.effectiveAt')}
            </label>
            <div className="pl-7">
              <label htmlFor="field-effectiveAt" className="sr-only">
                {t('admin.content.pages.effectiveDate')}
              </label>
              <input
                id="field-effectiveAt"
                type="datetime-local"
                name="effectiveAt"
                defaultValue={values.effectiveAt}
                className={`${inputLook} max-w-60`}
                aria-invalid={errors.effectiveAt ? true : undefined}
              />
              <p className="mt-1 text-xs text-muted">{t('admin.content.bakuTime')}</p>
              {errors.effectiveAt && <p className="mt-1 text-sm text-discount">{errors.effectiveAt}</p>}
            </div>
          </fieldset>
        </FormSection>
        <div className="sm:max-w-xs">
          <button type="submit" className={`${buttonLook.primary} w-full`}>
            {t('admin.content.pages.publish')}
          </button>
        </div>
      </Form>
    </>
  );
}
