import { AdminCreditRequestsQuery } from '@bazar/contracts';
import { Landmark } from 'lucide-react';
import { redirect } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
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
  const requests = await webOf(context).api.adminCreditRequests({ status, page, pageSize });
  const pages = Math.max(1, Math.ceil(requests.total / pageSize));
  if (page > pages)
    throw redirect(
      localizePath(
        `/admin/credit-requests${creditRequestsSearch({ status, page: pages })}`,
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
  const pages = Math.max(1, Math.ceil(requests.total / requests.pageSize));
  return (
    <>
      <PageHeading sub={t('admin.credit.hint')}>{t('admin.credit.title')}</PageHeading>
      <CreditStatusTabs current={status} counts={requests.counts} />
      {requests.items.length === 0 ? (
        <div
          className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-14 text-center text-muted"
          data-testid="credit-requests-empty"
        >
          <Landmark className="size-10" aria-hidden />
          <p className="mt-3">{t('admin.credit.empty')}</p>
        </div>
      ) : (
        <CreditRequestsTable rows={requests.items} />
      )}
      <Pagination
        page={requests.page}
        pages={pages}
        hrefFor={(page) =>
          localizePath(`/admin/credit-requests${creditRequestsSearch({ status, page })}`, lang)
        }
      />
    </>
  );
}
