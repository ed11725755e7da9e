import { PeopleQuery } from '@bazar/contracts';
import { redirect } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import {
  PeopleFilters,
  PeopleTable,
  type PeopleView,
  peopleSearch,
} from '../../features/backoffice/people-list';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/people';

export const meta = staticPageMeta('admin.people.title');

/** `{lang}/admin/people?q=&role=&blocked=&page=`: people newest first; an unreadable filter is dropped. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const search = pageUrl(request).searchParams;
  const { shape } = PeopleQuery;
  const field = <T,>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, key: string) => {
    const parsed = schema.safeParse(search.get(key) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const view: PeopleView = {
    q: field(shape.q, 'q'),
    role: field(shape.role, 'role'),
    blocked: field(shape.blocked, 'blocked'),
    page: field(shape.page, 'page') ?? 1,
  };
  const people = await webOf(context).api.adminPeople({ ...view, pageSize: 20 });
  const pages = Math.max(1, Math.ceil(people.total / people.pageSize));
  if (view.page > pages)
    throw redirect(
      localizePath(`/admin/people${peopleSearch({ ...view, page: pages })}`, langParam(params.lang)),
    );
  return { view, people };
}

/** Issue 17: buyers, sellers and operators, found by name, phone or e-mail. */
export default function People({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { view, people } = loaderData;
  const pages = Math.max(1, Math.ceil(people.total / people.pageSize));
  return (
    <>
      <PageHeading sub={t('admin.people.hint')}>{t('admin.people.title')}</PageHeading>
      <PeopleFilters action={localizePath('/admin/people', lang)} view={view} />
      <p className="mb-3 text-sm text-muted" data-testid="people-count">
        {t('admin.people.found', { count: people.total })}
      </p>
      {people.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.people.empty')}
        </p>
      ) : (
        <>
          <PeopleTable rows={people.items} />
          <Pagination
            page={people.page}
            pages={pages}
            hrefFor={(page) => localizePath(`/admin/people${peopleSearch({ ...view, page })}`, lang)}
          />
        </>
      )}
    </>
  );
}
