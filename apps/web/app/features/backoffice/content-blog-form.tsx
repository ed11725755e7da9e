import type { AdminBlogPost, BlogPostState } from '@bazar/contracts';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { FormAlert, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { formatDateTime } from '../orders/order-parts';
import { DescriptionEditor } from '../sellers/product-description-editor';
import { buttonLook, contentLangs, FormSection, inputLook, langLabels, toBakuInput } from './content-shared';

const fileLook =
  'block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold hover:file:bg-surface';

/** What the article form shows: the saved article's values, or what was sent when it was refused. */
export interface BlogFormValues {
  slug: string;
  text: Record<string, string>;
  image: { path: string; url: string } | null;
  gallery: { path: string; url: string }[];
  publish: 'draft' | 'now' | 'keep' | 'at';
  publishAt: string;
  publishedAt: string | null;
  state: BlogPostState | null;
}

export const blogTextFields = ['title', 'metaTitle', 'metaDescription', 'keywords', 'body'] as const;

export function blogFormValues(post: AdminBlogPost | null): BlogFormValues {
  const text: Record<string, string> = {};
  for (const field of blogTextFields)
    for (const lang of contentLangs) text[`${field}_${lang}`] = post ? post[field][lang] : '';
  return {
    slug: post?.slug ?? '',
    text,
    image: post?.image ?? null,
    gallery: post?.gallery ?? [],
    publish: post?.publishedAt ? 'keep' : 'draft',
    publishAt: post?.publishedAt && post.state === 'scheduled' ? toBakuInput(post.publishedAt) : '',
    publishedAt: post?.publishedAt ?? null,
    state: post?.state ?? null,
  };
}

/** The article form: slug, the texts in three languages, the pictures and when it shows on the blog. */
export function BlogForm({
  values,
  errors = {},
  formError,
  submitLabel,
}: {
  values: BlogFormValues;
  errors?: FieldErrors;
  formError?: string;
  submitLabel: string;
}) {
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" data-testid="blog-form">
      <FormAlert>{formError}</FormAlert>
      <FormSection title={t('admin.content.blog.address')}>
        <TextField
          name="slug"
          label={t('admin.content.blog.slug')}
          hint={t('admin.content.blog.slugHint')}
          defaultValue={values.slug}
          error={errors.slug}
          required
        />
      </FormSection>
      {contentLangs.map((lang) => (
        <FormSection key={lang} title={langLabels[lang]} id={`lang-${lang}`}>
          <TextField
            name={`title_${lang}`}
            label={`${t('admin.content.blog.articleTitle')} (${lang})`}
            defaultValue={values.text[`title_${lang}`]}
            error={errors[`title_${lang}`]}
            required
          />
          <DescriptionEditor
            name={`body_${lang}`}
            label={`${t('admin.content.blog.body')} (${lang})`}
            initial={values.text[`body_${lang}`] ?? ''}
            error={errors[`body_${lang}`]}
            hydrated={hydrated}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name={`metaTitle_${lang}`}
              label={`${t('admin.content.blog.metaTitle')} (${lang})`}
              defaultValue={values.text[`metaTitle_${lang}`]}
              error={errors[`metaTitle_${lang}`]}
            />
            <TextField
              name={`keywords_${lang}`}
              label={`${t('admin.content.blog.keywords')} (${lang})`}
              defaultValue={values.text[`keywords_${lang}`]}
              error={errors[`keywords_${lang}`]}
            />
          </div>
          <TextField
            name={`metaDescription_${lang}`}
            label={`${t('admin.content.blog.metaDescription')} (${lang})`}
            defaultValue={values.text[`metaDescription_${lang}`]}
            error={errors[`metaDescription_${lang}`]}
          />
        </FormSection>
      ))}
      <FormSection title={t('admin.content.blog.pictures')}>
        <div>
          <p className="mb-1 text-sm font-semibold">{t('admin.content.blog.hero')}</p>
          {values.image && (
            <>
              <img
                src={values.image.url}
                alt=""
                className="mb-2 aspect-[1200/630] w-full max-w-sm rounded-lg object-cover"
              />
              <input type="hidden" name="image" value={values.image.path} />
            </>
          )}
          <label htmlFor="field-imageFile" className="mb-1 block text-sm">
            {values.image ? t('admin.content.blog.replaceHero') : t('admin.content.blog.chooseHero')}
          </label>
          <input
            id="field-imageFile"
            type="file"
            name="imageFile"
            accept="image/jpeg,image/png,image/webp"
            className={fileLook}
            aria-invalid={errors.image ? true : undefined}
          />
          {errors.image && <p className="mt-1 text-sm text-discount">{errors.image}</p>}
        </div>
        <div>
          <p className="mb-1 text-sm font-semibold">{t('admin.content.blog.gallery')}</p>
          {values.gallery.length > 0 && (
            <ul className="mb-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {values.gallery.map((picture) => (
                <li key={picture.path} className="rounded-lg border border-line p-1">
                  <img src={picture.url} alt="" className="aspect-[4/3] w-full rounded object-cover" />
                  <label className="mt-1 flex items-center gap-1 text-xs">
                    <input
                      type="checkbox"
                      name="gallery"
                      value={picture.path}
                      defaultChecked
                      className="size-4 accent-accent"
                    />
                    {t('admin.content.blog.keepPicture')}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <label htmlFor="field-galleryFiles" className="mb-1 block text-sm">
            {t('admin.content.blog.addPictures')}
          </label>
          <input
            id="field-galleryFiles"
            type="file"
            name="galleryFiles"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className={fileLook}
          />
          <p className="mt-1 text-xs text-muted">{t('admin.content.blog.picturesHint')}</p>
          {errors.gallery && <p className="mt-1 text-sm text-discount">{errors.gallery}</p>}
        </div>
      </FormSection>
      <FormSection title={t('admin.content.blog.publishing')}>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('admin.content.blog.publishing')}</legend>
          {values.publishedAt && values.state !== 'draft' && (
            <PublishChoice value="keep" current={values.publish}>
              {t('admin.content.blog.publishKeep', {
                date: formatDateTime(values.publishedAt),
              })}
            </PublishChoice>
          )}
          <PublishChoice value="now" current={values.publish}>
            {t('admin.content.blog.publishNow')}
          </PublishChoice>
          <PublishChoice value="at" current={values.publish}>
            {t('admin.content.blog.publishAt')}
          </PublishChoice>
          <div className="pl-7">
            <label htmlFor="field-publishAt" className="sr-only">
              {t('admin.content.blog.publishDate')}
            </label>
            <input
              id="field-publishAt"
              type="datetime-local"
              name="publishAt"
              defaultValue={values.publishAt}
              className={`${inputLook} max-w-60`}
              aria-invalid={errors.publishedAt ? true : undefined}
            />
            <p className="mt-1 text-xs text-muted">{t('admin.content.bakuTime')}</p>
            {errors.publishedAt && <p className="mt-1 text-sm text-discount">{errors.publishedAt}</p>}
          </div>
          <PublishChoice value="draft" current={values.publish}>
            {t('admin.content.blog.publishDraft')}
          </PublishChoice>
        </fieldset>
      </FormSection>
      <div className="sm:max-w-xs">
        <button type="submit" name="intent" value="save" className={`${buttonLook.primary} w-full`}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

function PublishChoice({
  value,
  current,
  children,
}: {
  value: BlogFormValues['publish'];
  current: BlogFormValues['publish'];
  children: React.ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name="publish"
        value={value}
        defaultChecked={current === value}
        className="size-4 accent-accent"
      />
      {children}
    </label>
  );
}
