import { type AdminCampaign, AdminCatalogueQuery, pickLang } from '@bazar/contracts';
import { ExternalLink, House, Pencil, Plus, Trash2 } from 'lucide-react';
import { data, Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { dangerButton, primaryLink, rowButton } from '../../features/backoffice/catalogue-forms';
import { DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import { formatDateTime } from '../../features/orders/order-parts';
import { formValues } from '../../lib/forms';
import { type MessageKey, translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/campaigns';

export const meta = staticPageMeta('admin.catalogue.campaignsTitle');

/** `{lang}/admin/campaigns?page=`: every campaign, the latest start first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = AdminCatalogueQuery.safeParse(Object.fromEntries(url.searchParams));
  const page = query.success ? query.data.page : 1;
  const list = await webOf(context).api.adminCampaigns({ page, pageSize: 20 });
  const toDelete = list.items.find((row) => row.id === Number(url.searchParams.get('delete'))) ?? null;
  return { list, toDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(langParam(params.lang));
  const form = formValues(await request.formData());
  const id = Number(form.id);
  if (form.intent !== 'delete' || !Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  const answer = await webOf(context).api.deleteCampaign(id);
  throw redirectWithToast(
    pageUrl(request).pathname,
    answer.ok
      ? { kind: 'success', message: t('admin.catalogue.campaignDeleted') }
      : { kind: 'error', message: answer.problem.detail },
  );
}

const stateLook: Record<AdminCampaign['state'], string> = {
  running: 'bg-emerald-50 text-emerald-700',
  scheduled: 'bg-accent-soft text-accent',
  ended: 'bg-surface text-muted',
};

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { list, toDelete } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pagePath = (page: number) => localizePath(`/admin/campaigns${page > 1 ? `?page=${page}` : ''}`, lang);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3 sm:mb-0">
        <PageHeading>{t('admin.catalogue.campaignsTitle')}</PageHeading>
        <Link
          to={localizePath('/admin/campaigns/new', lang)}
          className={primaryLink}
          data-testid="campaign-new"
        >
          <Plus className="size-4" aria-hidden />
          {t('admin.catalogue.newCampaign')}
        </Link>
      </div>
      <p
        className="mb-4 flex items-start gap-2 rounded-card border border-accent/30 bg-accent-soft p-3 text-sm"
        data-testid="home-banner-note"
      >
        <House className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        {t('admin.catalogue.homeBannerRule')}
      </p>
      {toDelete && (
        <DeleteConfirm
          id={toDelete.id}
          message={t('admin.catalogue.confirmDeleteCampaign', { title: pickLang(toDelete.title, lang) })}
          cancelHref={pagePath(list.page)}
        />
      )}
      {list.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.catalogue.campaignsEmpty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-line rounded-card border border-line bg-white"
          data-testid="campaign-list"
        >
          {list.items.map((campaign) => (
            <li
              key={campaign.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3"
              data-testid="campaign-row"
            >
              <img
                src={campaign.banner}
                alt=""
                width={144}
                height={48}
                loading="lazy"
                className="h-12 w-36 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-semibold">
                  {pickLang(campaign.title, lang)}{' '}
                  <span className="font-normal text-discount">−{campaign.discountPercent}%</span>
                </p>
                <p className="text-xs text-muted">
                  {formatDateTime(campaign.startsAt)} – {formatDateTime(campaign.endsAt)} (
                  {t('admin.catalogue.bakuTime')})
                </p>
                <p className="mt-1 flex flex-wrap gap-1.5">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateLook[campaign.state]}`}
                  >
                    {t(`admin.catalogue.state.${campaign.state}` as MessageKey)}
                  </span>
                  {campaign.onHomeBanner && (
                    <span
                      className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white"
                      data-testid="on-home-banner"
                    >
                      {t('admin.catalogue.onHomeBanner')}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                {campaign.state === 'running' && (
                  <a
                    href={localizePath(`/campaign/${campaign.slug}`, lang)}
                    target="_blank"
                    rel="noreferrer"
                    className={rowButton}
                    aria-label={t('admin.catalogue.openInStore')}
                  >
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                )}
                <Link to={localizePath(`/admin/campaigns/${campaign.id}`, lang)} className={rowButton}>
                  <Pencil className="size-4" aria-hidden />
                  {t('admin.catalogue.edit')}
                </Link>
                <Link
                  to={`${pagePath(list.page)}${list.page > 1 ? '&' : '?'}delete=${campaign.id}`}
                  className={dangerButton}
                  aria-label={t('admin.catalogue.deleteNamed', { name: pickLang(campaign.title, lang) })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={pages} hrefFor={pagePath} />
    </>
  );
}
