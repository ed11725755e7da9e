import {
  bakuInstant,
  bakuLocal,
  CampaignBody,
  imageUploadRules,
  mediaPrefix,
  pickLang,
} from '@bazar/contracts';
import { FieldError, TextField } from '../../components/form';
import {
  type CatalogueFormState,
  check,
  LocalizedInputs,
  localizedOf,
  problemState,
  Section,
} from '../../features/backoffice/catalogue-forms';
import { categorySelectOptions } from '../../features/backoffice/catalogue-tree';
import {
  EditHeading,
  editTarget,
  localizedDefaults,
  SectionForm,
} from '../../features/backoffice/section-form';
import { fileForm } from '../../lib/api-client';
import { formValues } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/campaign-edit';

export const meta = staticPageMeta('admin.catalogue.campaignsTitle');

/** `{lang}/admin/campaigns/:id` (or `new`): text, discount, dates in Baku time, categories and banner. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editTarget(params.id);
  const { api } = webOf(context);
  const [campaign, categories] = await Promise.all([
    id === 'new' ? null : api.backofficeCatalogue.campaign({ params: { id } }),
    api.backofficeCatalogue.categories({}),
  ]);
  return { campaign, categories: categories.items };
}

type ActionState = CatalogueFormState & { categoryIds?: number[] };

/** Uploads the picked banner first (the image pipeline keeps it as WebP with smaller copies), then saves. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<ActionState> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = editTarget(params.id);
  const formData = await request.formData();
  const form = formValues(formData);
  const categoryIds = formData.getAll('categoryIds').map(Number);
  const { api } = webOf(context);
  const file = formData.get('banner');
  let banner = form.bannerPath ?? '';
  if (file instanceof File && file.size > 0) {
    const uploaded = await api.backofficeCatalogue.uploadCampaignBanner({ body: fileForm(file) });
    if (!uploaded.ok) {
      const feedback = problemState(uploaded.problem, form);
      return {
        ...feedback,
        errors: { banner: feedback.errors?.file ?? feedback.formError ?? uploaded.problem.detail },
        formError: undefined,
        categoryIds,
      };
    }
    banner = uploaded.value.path;
  }
  const values = { ...form, bannerPath: banner };
  const body = check(
    CampaignBody,
    {
      slug: form.slug ?? '',
      title: localizedOf(form, 'title'),
      description: localizedOf(form, 'description'),
      discountPercent: form.discountPercent ? Number(form.discountPercent) : undefined,
      startsAt: bakuInstant(form.startsAt ?? ''),
      endsAt: bakuInstant(form.endsAt ?? ''),
      categoryIds,
      banner,
    },
    lang,
  );
  if (!body.ok) return { errors: body.errors, values, categoryIds };
  const answer =
    id === 'new'
      ? await api.backofficeCatalogue.createCampaign({ body: body.data })
      : await api.backofficeCatalogue.editCampaign({ params: { id }, body: body.data });
  if (!answer.ok) return { ...problemState(answer.problem, values), categoryIds };
  throw redirectWithToast(localizePath('/admin/campaigns', lang), {
    kind: 'success',
    message: t('admin.catalogue.campaignSaved', { title: pickLang(answer.value.title, lang) }),
  });
}

export default function CampaignEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { campaign, categories } = loaderData;
  const values = actionData?.values;
  const errors = actionData?.errors;
  const localized = (name: 'title' | 'description') => localizedDefaults(values, campaign?.[name], name);
  const bannerPath = values?.bannerPath ?? campaign?.bannerPath ?? '';
  const bannerUrl = bannerPath ? `${mediaPrefix}${bannerPath}` : null;
  const chosen = new Set(actionData?.categoryIds ?? campaign?.categoryIds ?? []);
  return (
    <>
      <EditHeading
        back={localizePath('/admin/campaigns', lang)}
        backLabel={t('admin.catalogue.backToCampaigns')}
        title={campaign ? pickLang(campaign.title, lang) : t('admin.catalogue.newCampaign')}
        sub={t('admin.catalogue.homeBannerRule')}
      />
      <SectionForm
        testId="campaign-form"
        formError={actionData?.formError}
        submit={campaign ? t('admin.catalogue.save') : t('admin.catalogue.create')}
        multipart
      >
        <Section title={t('admin.catalogue.campaignTextTitle')}>
          <TextField
            name="slug"
            idPrefix="campaign"
            label={t('admin.catalogue.slug')}
            hint={t('admin.catalogue.campaignSlugHint')}
            defaultValue={values?.slug ?? campaign?.slug ?? ''}
            error={errors?.slug}
            maxLength={80}
            required
            autoCapitalize="none"
            spellCheck={false}
          />
          <LocalizedInputs
            name="title"
            legend={t('admin.catalogue.campaignName')}
            values={localized('title')}
            errors={errors}
            required="az"
            maxLength={200}
          />
          <LocalizedInputs
            name="description"
            legend={t('admin.catalogue.description')}
            values={localized('description')}
            errors={errors}
            multiline
            maxLength={2000}
          />
        </Section>
        <Section title={t('admin.catalogue.termsTitle')} hint={t('admin.catalogue.termsHint')}>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              name="discountPercent"
              idPrefix="campaign"
              type="number"
              min={1}
              max={99}
              label={t('admin.catalogue.discountPercent')}
              defaultValue={values?.discountPercent ?? campaign?.discountPercent ?? ''}
              error={errors?.discountPercent}
              required
            />
            <TextField
              name="startsAt"
              idPrefix="campaign"
              type="datetime-local"
              label={t('admin.catalogue.startsAt')}
              hint={t('admin.catalogue.bakuTime')}
              defaultValue={values?.startsAt ?? (campaign ? bakuLocal(campaign.startsAt) : '')}
              error={errors?.startsAt}
              required
            />
            <TextField
              name="endsAt"
              idPrefix="campaign"
              type="datetime-local"
              label={t('admin.catalogue.endsAt')}
              hint={t('admin.catalogue.bakuTime')}
              defaultValue={values?.endsAt ?? (campaign ? bakuLocal(campaign.endsAt) : '')}
              error={errors?.endsAt}
              required
            />
          </div>
          <div>
            <label htmlFor="campaign-categories" className="mb-1 block text-sm font-semibold">
              {t('admin.catalogue.campaignCategories')}
            </label>
            <select
              id="campaign-categories"
              name="categoryIds"
              multiple
              size={8}
              defaultValue={[...chosen].map(String)}
              aria-describedby="campaign-categories-hint"
              className="w-full rounded-lg border border-line bg-white px-2 py-2 text-base sm:text-sm"
            >
              {categorySelectOptions(categories, lang).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
            <p id="campaign-categories-hint" className="mt-1 text-xs text-muted">
              {t('admin.catalogue.campaignCategoriesHint')}
            </p>
            <FieldError id="campaign-categories-error">{errors?.categoryIds}</FieldError>
          </div>
        </Section>
        <Section title={t('admin.catalogue.bannerTitle')} hint={t('admin.catalogue.bannerHint')}>
          {bannerUrl && (
            <img
              src={bannerUrl}
              alt={t('admin.catalogue.currentBanner')}
              className="aspect-[3/1] w-full max-w-xl rounded-lg border border-line object-cover"
              data-testid="banner-preview"
            />
          )}
          <input type="hidden" name="bannerPath" value={bannerPath} />
          <div>
            <label htmlFor="campaign-banner" className="mb-1 block text-sm font-semibold">
              {bannerUrl ? t('admin.catalogue.replaceBanner') : t('admin.catalogue.banner')}
            </label>
            <input
              id="campaign-banner"
              name="banner"
              type="file"
              accept={imageUploadRules.formats.map((format) => `image/${format}`).join(',')}
              aria-invalid={errors?.banner ? true : undefined}
              aria-describedby={errors?.banner ? 'campaign-banner-error' : undefined}
              className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-semibold"
            />
            <FieldError id="campaign-banner-error">{errors?.banner}</FieldError>
          </div>
        </Section>
      </SectionForm>
    </>
  );
}
