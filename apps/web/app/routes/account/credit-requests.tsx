import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { MyCreditRequestList } from '../../features/credit-requests/my-credit-requests';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/credit-requests';

export const meta = staticPageMeta('credit.profile.title');

const pageSize = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = Number(pageUrl(request).searchParams.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  return { requests: await webOf(context).api.creditRequests.mine({ query: { page, pageSize } }) };
}

/** `{lang}/user/profile/credit-requests`: the member's credit requests and where each stands. */
export default function CreditRequests({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { requests } = loaderData;
  const pages = Math.max(1, Math.ceil(requests.total / requests.pageSize));
  const base = localizePath('/user/profile/credit-requests', lang);
  return (
    <>
      <PageHeading>{t('credit.profile.title')}</PageHeading>
      <p className="-mt-2 mb-6 text-muted">{t('credit.profile.intro')}</p>
      <MyCreditRequestList requests={requests.items} />
      <Pagination
        page={requests.page}
        pages={pages}
        hrefFor={(page) => (page === 1 ? base : `${base}?page=${page}`)}
      />
    </>
  );
}
