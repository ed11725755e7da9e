import { Bell, CheckCheck, Settings } from 'lucide-react';
import { Form, Link, redirect } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { formatDateTime } from '../../features/orders/order-parts';
import { formValues } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/notifications';

export const meta = staticPageMeta('notifications.title');

function pageOf(request: Request): number {
  const requested = Number(pageUrl(request).searchParams.get('page'));
  return Number.isInteger(requested) && requested > 0 ? requested : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    notifications: await webOf(context).api.notifications.list({
      query: { page: pageOf(request), pageSize: 20 },
    }),
  };
}

/** Marks everything read, or opens one notification: it is marked read and its page opens. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = formValues(await request.formData());
  const { api } = webOf(context);
  if (form.intent === 'readAll') {
    await api.notifications.readAll({});
    return null;
  }
  const id = Number(form.id);
  if (!Number.isInteger(id) || id < 1) return null;
  const read = await api.notifications.read({ params: { id } });
  // One that is gone (or not the member's) leaves the list as it is.
  if (!read.ok || !read.value.link) return null;
  return redirect(localizePath(read.value.link, langParam(params.lang)));
}

/** `{lang}/user/profile/notifications`: the member's notifications, newest first, unread ones marked. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { notifications } = loaderData;
  const pages = Math.max(1, Math.ceil(notifications.total / notifications.pageSize));
  const base = localizePath('/user/profile/notifications', lang);
  return (
    <>
      <PageHeading>{t('notifications.title')}</PageHeading>
      <div className="-mt-2 mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" data-testid="notifications-unread">
          {t('notifications.unread', { count: notifications.unread })}
        </p>
        <div className="flex items-center gap-2">
          <Link
            to={localizePath('/user/profile/notification-settings', lang)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:border-accent hover:text-accent"
          >
            <Settings className="size-4" aria-hidden />
            {t('notifications.settings')}
          </Link>
          {notifications.unread > 0 && (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="readAll"
                className="inline-flex items-center gap-1.5 rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
              >
                <CheckCheck className="size-4" aria-hidden />
                {t('notifications.readAll')}
              </button>
            </Form>
          )}
        </div>
      </div>
      {notifications.items.length === 0 ? (
        <EmptyState icon={Bell} title={t('notifications.empty')} testId="notifications-empty" />
      ) : (
        <ul className="flex flex-col gap-3">
          {notifications.items.map((item) => {
            const unread = item.readAt === null;
            return (
              <li
                key={item.id}
                className={`rounded-card border p-4 ${unread ? 'border-accent bg-accent-soft/40' : 'border-line'}`}
                data-testid="notification"
                data-unread={unread || undefined}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold">
                    {unread && (
                      <span
                        className="mr-2 inline-block size-2 rounded-full bg-accent align-middle"
                        aria-hidden
                      />
                    )}
                    {item.title}
                    {unread && <span className="sr-only"> ({t('notifications.new')})</span>}
                  </h2>
                  <time dateTime={item.createdAt} className="text-xs text-muted">
                    {formatDateTime(item.createdAt)}
                  </time>
                </div>
                <p className="mt-1 text-sm">{item.text}</p>
                {item.link && (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="text-sm font-semibold text-accent hover:underline">
                      {t('notifications.open')}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={notifications.page}
        pages={pages}
        hrefFor={(page) => (page === 1 ? base : `${base}?page=${page}`)}
      />
    </>
  );
}
