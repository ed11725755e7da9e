import { PeopleQuery } from '@bazar/contracts';
import { PageHeading } from '../../components/page-heading';
import { keepWithinPages, listSearch, queryField } from '../../features/backoffice/list/list-address';
import { ListBody } from '../../features/backoffice/list/list-body';
import { PeopleFilters, PeopleTable, type PeopleView } from '../../features/backoffice/people-list';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/people';

export const meta = staticPageMeta('admin.people.title');

/** `{lang}/admin/people?q=&role=&blocked=&page=`: people newest first; an unreadable filter is dropped. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const field = queryField(pageUrl(request).searchParams);
  const { shape } = PeopleQuery;
  const view: PeopleView = {
    q: field(shape.q, 'q'),
    role: field(shape.role, 'role'),
    blocked: field(shape.blocked, 'blocked'),
    page: field(shape.page, 'page') ?? 1,
  };
  const people = await webOf(context).api.backofficePeople.list({ query: { ...view, pageSize: 20 } });
  keepWithinPages(people, view.page, (page) =>
    localizePath(`/admin/people${listSearch({ ...view, page })}`, langParam(params.lang)),
  );
  return { view, people };
}

/** Issue 17: buyers, sellers and operators, found by name, phone or e-mail. */
export default function People({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { view, people } = loaderData;
  return (
    <>
      <PageHeading sub={t('admin.people.hint')}>{t('admin.people.title')}</PageHeading>
      <PeopleFilters action={localizePath('/admin/people', lang)} view={view} />
      <ListBody
        list={people}
        found={t('admin.people.found', { count: people.total })}
        foundTestId="people-count"
        empty={t('admin.people.empty')}
        hrefFor={(page) => localizePath(`/admin/people${listSearch({ ...view, page })}`, lang)}
      >
        <PeopleTable rows={people.items} />
      </ListBody>
    </>
  );
}
