import { AdminCreditRequestsQuery } from '@bazar/contracts';
import { Landmark } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { keepWithinPages } from '../../features/backoffice/list/list-address';
import { ListBody } from '../../features/backoffice/list/list-body';
import {
  CreditRequestsTable,
  CreditStatusTabs,
  creditRequestsSearch,
} from '../../features/credit-requests/admin-credit-requests';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/credit-requests';

export const meta = staticPageMeta('admin.credit.title');

const pageSize = 20;

/** `{lang}/admin/credit-requests?status=&page=`: newest first; an unreadable filter is dropped, not refused. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const search = pageUrl(request).searchParams;
  const { shape } = AdminCreditRequestsQuery;
  const status = shape.status.safeParse(search.get('status') ?? undefined).data;
  const page = shape.page.safeParse(search.get('page') ?? undefined).data ?? 1;
  const requests = await webOf(context).api.backofficeCreditRequests.list({
    query: { status, page, pageSize },
  });
  keepWithinPages(requests, page, (last) =>
    localizePath(
      `/admin/credit-requests${creditRequestsSearch({ status, page: last })}`,
      langParam(params.lang),
    ),
  );
  return { status, requests };
}

/** PAY-05: the credit requests to review, by status. */
export default function AdminCreditRequests({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { status, requests } = loaderData;
  return (
    <>
      <PageHeading sub={t('admin.credit.hint')}>{t('admin.credit.title')}</PageHeading>
      <CreditStatusTabs current={status} counts={requests.counts} />
      <ListBody
        list={requests}
        empty={
          <EmptyState
            icon={Landmark}
            look="quiet"
            title={t('admin.credit.empty')}
            testId="credit-requests-empty"
          />
        }
        hrefFor={(page) =>
          localizePath(`/admin/credit-requests${creditRequestsSearch({ status, page })}`, lang)
        }
      >
        <CreditRequestsTable rows={requests.items} />
      </ListBody>
    </>
  );
}
