import { ModerateProductsBody, type ModerationOutcomes, PendingProductsQuery } from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { categoryOptions, QueueFilters, QueueTable } from '../../features/backoffice/moderation-queue';
import { pageNumber } from '../../features/catalog/listing/listing-query';
import { type MessageKey, translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/moderation';

export const meta = staticPageMeta('admin.moderation.title');

/** The queue's address: its page and filters, as every link and redirect of the page builds it. */
const queuePath = (page: number, filters: { shopId?: number; categoryId?: number; q?: string }) => {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.categoryId) query.set('categoryId', String(filters.categoryId));
  if (filters.shopId) query.set('shopId', String(filters.shopId));
  return `/admin/moderation${page > 1 ? `/${page}` : ''}${query.size ? `?${query}` : ''}`;
};

/** `{lang}/admin/moderation/:page?` with `?shopId=&categoryId=`: pending products, the longest waiting first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageNumber(params.page);
  if (page === null) throw data(null, { status: 404 });
  const url = pageUrl(request);
  // Unreadable filters are dropped rather than refused: the queue is still worth showing.
  // An empty field ("all categories") is no filter.
  const given = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const filters = PendingProductsQuery.pick({ shopId: true, categoryId: true, q: true })
    .partial()
    .safeParse(given);
  const { shopId, categoryId, q } = filters.success ? filters.data : {};
  const { api } = webOf(context);
  const [queue, tree] = await Promise.all([
    api.backoffice.pendingProducts({ query: { page, pageSize: 20, shopId, categoryId, q } }),
    api.catalog.tree({ query: {} }),
  ]);
  const pages = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  if (page > pages)
    throw redirect(localizePath(queuePath(pages, { shopId, categoryId, q }), langParam(params.lang)));
  const shop = shopId
    ? (queue.items.find((row) => row.shop.id === shopId)?.shop ?? { id: shopId, name: `#${shopId}` })
    : null;
  return { queue, shop, categoryId, q: q ?? '', categories: categoryOptions(tree) };
}

/** What a bulk decision did, as one toast: how many were decided and the first refusal's reason. */
function outcomeMessage(
  t: ReturnType<typeof translator>,
  decision: 'approve' | 'reject',
  { items }: ModerationOutcomes,
): { kind: 'success' | 'error'; message: string } {
  const done = items.filter((item) => item.ok).length;
  const failed = items.find((item) => !item.ok);
  const message = t(
    decision === 'approve' ? 'admin.moderation.approvedCount' : 'admin.moderation.rejectedCount',
    {
      count: done,
    },
  );
  if (!failed || failed.ok) return { kind: 'success', message };
  return {
    kind: 'error',
    message: `${message} ${t('admin.moderation.notDecided', { count: items.length - done, detail: failed.detail })}`,
  };
}

/** A row's approval, or one decision for the ticked rows; answered with a toast on the same queue. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const url = pageUrl(request);
  const back = url.pathname + url.search;
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const { api } = webOf(context);
  const one = /^approve:(\d+)$/.exec(intent);
  if (one) {
    const answer = await api.backoffice.approveProduct({ params: { id: Number(one[1]) } });
    throw redirectWithToast(
      back,
      answer.ok
        ? { kind: 'success', message: t('admin.moderation.approvedOne', { title: answer.value.title }) }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  const decision = intent === 'bulk-approve' ? 'approve' : intent === 'bulk-reject' ? 'reject' : null;
  if (!decision) throw data(null, { status: 400 });
  const body = ModerateProductsBody.safeParse({
    ids: formData.getAll('ids').map(Number),
    decision,
    reason: decision === 'reject' ? formData.get('reason') || undefined : undefined,
    note: decision === 'reject' ? formData.get('note') || undefined : undefined,
  });
  if (!body.success) {
    const issue = body.error.issues[0];
    const key = issue?.path[0] === 'ids' ? 'admin.moderation.noneSelected' : issue?.message;
    throw redirectWithToast(back, { kind: 'error', message: t((key ?? 'validation.invalid') as MessageKey) });
  }
  const answer = await api.backoffice.moderateProducts({ body: body.data });
  throw redirectWithToast(
    back,
    answer.ok ? outcomeMessage(t, decision, answer.value) : { kind: 'error', message: answer.problem.detail },
  );
}

/** Issue 17: the moderation queue, filtered by shop and category, decided row by row or in bulk. */
export default function Moderation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { queue, shop, categoryId, q, categories } = loaderData;
  const pages = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  const filters = { shopId: shop?.id, categoryId, q };
  return (
    <>
      <PageHeading sub={t('admin.moderation.hint')}>{t('admin.moderation.title')}</PageHeading>
      <QueueFilters
        action={localizePath('/admin/moderation', lang)}
        categories={categories}
        categoryId={categoryId}
        q={q}
        shop={shop}
      />
      <p className="mb-3 text-sm text-muted" data-testid="queue-count">
        {t('admin.moderation.waitingCount', { count: queue.total })}
      </p>
      {queue.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted" data-testid="queue-empty">
          {t('admin.moderation.empty')}
        </p>
      ) : (
        <>
          <QueueTable
            rows={queue.items}
            action={localizePath(queuePath(queue.page, filters), lang)}
            shopHref={(id) => localizePath(queuePath(1, { ...filters, shopId: id }), lang)}
          />
          <Pagination
            page={queue.page}
            pages={pages}
            hrefFor={(page) => localizePath(queuePath(page, filters), lang)}
          />
        </>
      )}
    </>
  );
}
