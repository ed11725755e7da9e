import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { BlogForm, blogFormValues } from '../../features/backoffice/content-blog-form';
import { saveBlogPost } from '../../features/backoffice/content-blog-form.server';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/blog-new';

export const meta = staticPageMeta('admin.content.blog.new');

/** `{lang}/admin/blog/new`: a new article, a draft unless it is published now or on a date. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return saveBlogPost({ request, context, lang: langParam(params.lang), current: null });
}

export default function AdminBlogNew({ actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizePath('/admin/blog', lang)} className="text-accent hover:underline">
          ← {t('admin.content.blog.title')}
        </Link>
      </p>
      <PageHeading>{t('admin.content.blog.new')}</PageHeading>
      <BlogForm
        values={actionData?.values ?? blogFormValues(null)}
        errors={actionData?.errors}
        formError={actionData?.formError}
        submitLabel={t('admin.content.blog.create')}
      />
    </>
  );
}
