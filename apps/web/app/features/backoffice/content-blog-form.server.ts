import { type AdminBlogPost, BlogPostBody, type BlogPostInput, type Lang, translate } from '@bazar/contracts';
import { fileForm } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/forms';
import { translator } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { type RouteContext, webOf } from '../../lib/load-context';
import { redirectWithToast } from '../../lib/toast.server';
import { type BlogFormValues, blogFormValues, blogTextFields } from './content-blog-form';
import { contentLangs, fromBakuInput } from './content-shared';

/** An API or schema field path ('title.az', 'gallery.0') as the form's field name ('title_az', 'gallery'). */
export function formField(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [first, second] = parts;
  if (first === 'gallery' || first === 'image') return first;
  return second && (contentLangs as readonly string[]).includes(second)
    ? `${first}_${second}`
    : String(first ?? '');
}

export interface BlogFormState {
  values: BlogFormValues;
  errors: FieldErrors;
  formError?: string;
}

/**
 * The article form's action, for a new article and an edit: pictures chosen are uploaded first,
 * then the body is checked with the contract's schema and sent. Success goes to the article's page
 * with a toast; anything else answers the form with its messages and the pictures kept.
 */
export async function saveBlogPost(options: {
  request: Request;
  context: RouteContext;
  lang: Lang;
  current: AdminBlogPost | null;
}): Promise<BlogFormState> {
  const { request, context, lang, current } = options;
  const t = translator(lang);
  const { api } = webOf(context);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const errors: FieldErrors = {};

  const values = blogFormValues(current);
  values.slug = text('slug').trim();
  for (const field of blogTextFields)
    for (const code of contentLangs) values.text[`${field}_${code}`] = text(`${field}_${code}`);
  const known = new Map(
    [...(current ? [current.image, ...current.gallery] : []), ...(values.image ? [values.image] : [])].map(
      (p) => [p.path, p],
    ),
  );
  const imagePath = text('image');
  values.image = imagePath ? (known.get(imagePath) ?? { path: imagePath, url: `/media/${imagePath}` }) : null;
  values.gallery = form
    .getAll('gallery')
    .filter((value): value is string => typeof value === 'string')
    .map((path) => known.get(path) ?? { path, url: `/media/${path}` });

  const hero = form.get('imageFile');
  if (hero instanceof File && hero.size > 0) {
    const uploaded = await api.backofficeContent.uploadBlogPicture({ body: fileForm(hero) });
    if (uploaded.ok) values.image = uploaded.value;
    else errors.image = uploaded.problem.errors?.file?.[0] ?? uploaded.problem.detail;
  }
  for (const file of form.getAll('galleryFiles')) {
    if (!(file instanceof File) || file.size === 0) continue;
    const uploaded = await api.backofficeContent.uploadBlogPicture({ body: fileForm(file) });
    if (uploaded.ok) values.gallery.push(uploaded.value);
    else errors.gallery = uploaded.problem.errors?.file?.[0] ?? uploaded.problem.detail;
  }

  const publish = text('publish');
  values.publish = publish === 'now' || publish === 'keep' || publish === 'at' ? publish : 'draft';
  values.publishAt = text('publishAt');
  let publishedAt: string | null = null;
  if (values.publish === 'now') publishedAt = new Date().toISOString();
  else if (values.publish === 'keep') publishedAt = current?.publishedAt ?? new Date().toISOString();
  else if (values.publish === 'at') {
    publishedAt = fromBakuInput(values.publishAt);
    if (!publishedAt) errors.publishedAt = t('admin.content.dateRequired');
  }

  const localized = (field: (typeof blogTextFields)[number]) =>
    Object.fromEntries(contentLangs.map((code) => [code, values.text[`${field}_${code}`] ?? ''])) as Record<
      (typeof contentLangs)[number],
      string
    >;
  const body: BlogPostInput = {
    slug: values.slug,
    title: localized('title'),
    metaTitle: localized('metaTitle'),
    metaDescription: localized('metaDescription'),
    keywords: localized('keywords'),
    body: localized('body'),
    image: values.image?.path ?? '',
    gallery: values.gallery.map((picture) => picture.path),
    publishedAt,
  };
  if (!values.image && !errors.image) errors.image = t('admin.content.blog.heroRequired');
  const checked = BlogPostBody.safeParse(body);
  if (!checked.success)
    for (const issue of checked.error.issues)
      errors[formField(issue.path)] ??= translate(issue.message, lang);
  if (Object.keys(errors).length > 0) return { values, errors, formError: t('admin.content.fixErrors') };

  const answer = current
    ? await api.backofficeContent.updateBlogPost({ params: { id: current.id }, body })
    : await api.backofficeContent.createBlogPost({ body });
  if (answer.ok) {
    const saved = answer.value;
    const message =
      saved.state === 'published'
        ? 'admin.content.blog.savedPublished'
        : saved.state === 'scheduled'
          ? 'admin.content.blog.savedScheduled'
          : 'admin.content.blog.savedDraft';
    throw redirectWithToast(localizePath(`/admin/blog/${saved.id}`, lang), {
      kind: 'success',
      message: t(message),
    });
  }
  const fieldErrors: FieldErrors = {};
  for (const [path, messages] of Object.entries(answer.problem.errors ?? {}))
    if (messages[0]) fieldErrors[formField(path)] ??= messages[0];
  return {
    values,
    errors: fieldErrors,
    formError: Object.keys(fieldErrors).length > 0 ? t('admin.content.fixErrors') : answer.problem.detail,
  };
}
