import { data, Form, Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { BlogForm, blogFormValues } from '../../features/backoffice/content-blog-form';
import { saveBlogPost } from '../../features/backoffice/content-blog-form.server';
import { blogStateKey, buttonLook, ConfirmBox, StateBadge } from '../../features/backoffice/content-shared';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/blog-edit';

export const meta = staticPageMeta('admin.content.blog.edit');

const articleId = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
};

/** `{lang}/admin/blog/:id` (`?delete=1` asks before deleting): an article in every language. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const post = await webOf(context).api.backofficeContent.blogPost({ params: { id: articleId(params.id) } });
  const confirmDelete = pageUrl(request).searchParams.get('delete') === '1';
  return { post, confirmDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = articleId(params.id);
  const { api } = webOf(context);
  const intent = (await request.clone().formData()).get('intent');
  if (intent === 'delete') {
    const answer = await api.backofficeContent.deleteBlogPost({ params: { id } });
    if (answer.ok)
      throw redirectWithToast(localizePath('/admin/blog', lang), {
        kind: 'success',
        message: t('admin.content.blog.deleted'),
      });
    throw redirectWithToast(localizePath(`/admin/blog/${id}`, lang), {
      kind: 'error',
      message: answer.problem.detail,
    });
  }
  const current = await api.backofficeContent.blogPost({ params: { id } });
  return saveBlogPost({ request, context, lang, current });
}

export default function AdminBlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { post, confirmDelete } = loaderData;
  const here = localizePath(`/admin/blog/${post.id}`, lang);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizePath('/admin/blog', lang)} className="text-accent hover:underline">
          ← {t('admin.content.blog.title')}
        </Link>
      </p>
      <PageHeading
        sub={
          <span className="flex flex-wrap items-center gap-2">
            <StateBadge state={post.state} label={t(blogStateKey(post.state))} />
            {post.state === 'published' && (
              <a
                href={localizePath(`/blog/${post.id}-${post.slug}`, lang)}
                target="_blank"
                rel="noreferrer"
                className="text-sm text-accent hover:underline"
              >
                {t('admin.content.blog.viewOnSite')}
              </a>
            )}
          </span>
        }
      >
        {post.title[lang]}
      </PageHeading>
      {confirmDelete && (
        <ConfirmBox
          question={t('admin.content.blog.deleteConfirm')}
          cancelHref={here}
          testId="delete-confirm"
        >
          <Form method="post" action={here}>
            <button type="submit" name="intent" value="delete" className={buttonLook.danger}>
              {t('admin.content.blog.deleteYes')}
            </button>
          </Form>
        </ConfirmBox>
      )}
      <BlogForm
        key={post.id}
        values={actionData?.values ?? blogFormValues(post)}
        errors={actionData?.errors}
        formError={actionData?.formError}
        submitLabel={t('admin.content.blog.save')}
      />
      {!confirmDelete && (
        <p className="mt-6">
          <Link to={`${here}?delete=1`} className="text-sm font-semibold text-discount hover:underline">
            {t('admin.content.blog.delete')}
          </Link>
        </p>
      )}
    </>
  );
}
