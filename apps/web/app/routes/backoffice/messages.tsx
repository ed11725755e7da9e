import { ContactMessagesQuery, type ContactStatus, contactStatuses } from '@bazar/contracts';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { contactStatusKey, StateBadge } from '../../features/backoffice/content-shared';
import { formatDateTime } from '../../features/orders/order-parts';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/messages';

export const meta = staticPageMeta('admin.content.messages.title');

const listPath = (status: ContactStatus, page = 1) =>
  `/admin/messages?status=${status}${page > 1 ? `&page=${page}` : ''}`;

/** `{lang}/admin/messages?status=&page=`: help-and-contacts messages, new ones the longest waiting first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = ContactMessagesQuery.safeParse({ ...raw, pageSize: '20' });
  const query = parsed.success ? parsed.data : ContactMessagesQuery.parse({ pageSize: '20' });
  return {
    list: await webOf(context).api.backofficeContent.contactMessages({ query }),
    status: query.status,
  };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { list, status } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <>
      <PageHeading sub={t('admin.content.messages.hint')}>{t('admin.content.messages.title')}</PageHeading>
      <nav className="mb-4 flex flex-wrap gap-2" aria-label={t('admin.content.messages.statuses')}>
        {contactStatuses.map((tab) => (
          <Link
            key={tab}
            to={localizePath(listPath(tab), lang)}
            aria-current={tab === status ? 'page' : undefined}
            className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent"
          >
            {t(contactStatusKey(tab))} ({list.counts[tab]})
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.content.messages.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line" data-testid="messages">
          {list.items.map((message) => (
            <li key={message.id} className="p-3" data-testid="message-row">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={localizePath(`/admin/messages/${message.id}`, lang)}
                  className="min-w-0 font-semibold text-accent hover:underline"
                >
                  {message.subject}
                </Link>
                <time dateTime={message.createdAt} className="text-xs text-muted">
                  {formatDateTime(message.createdAt)}
                </time>
              </div>
              <p className="mt-1 line-clamp-2 text-sm">{message.text}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                <StateBadge state={message.status} label={t(contactStatusKey(message.status))} />
                <span>{message.name}</span>
                {message.phone && <span>+{message.phone}</span>}
                {message.email && <span className="break-all">{message.email}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={pages}
        hrefFor={(page) => localizePath(listPath(status, page), lang)}
      />
    </>
  );
}
