import { type AdminCampaign, AdminCatalogueQuery, pickLang } from '@bazar/contracts';
import { House } from 'lucide-react';
import { DeleteConfirm } from '../../features/backoffice/catalogue-tree';
import { deleteRow } from '../../features/backoffice/list/delete-row.server';
import { ListBody } from '../../features/backoffice/list/list-body';
import {
  confirmDeleteHref,
  ListHeading,
  ListRows,
  RowActions,
} from '../../features/backoffice/list/list-rows';
import { formatDateTime } from '../../features/orders/order-parts';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/campaigns';

export const meta = staticPageMeta('admin.catalogue.campaignsTitle');

/** `{lang}/admin/campaigns?page=`: every campaign, the latest start first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = AdminCatalogueQuery.safeParse(Object.fromEntries(url.searchParams));
  const page = query.success ? query.data.page : 1;
  const list = await webOf(context).api.backofficeCatalogue.campaigns({ query: { page, pageSize: 20 } });
  const toDelete = list.items.find((row) => row.id === Number(url.searchParams.get('delete'))) ?? null;
  return { list, toDelete };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteRow(
    request,
    params.lang,
    (id) => webOf(context).api.backofficeCatalogue.deleteCampaign({ params: { id } }),
    'admin.catalogue.campaignDeleted',
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
  const pagePath = (page: number) => localizePath(`/admin/campaigns${page > 1 ? `?page=${page}` : ''}`, lang);
  return (
    <>
      <ListHeading
        title={t('admin.catalogue.campaignsTitle')}
        newHref={localizePath('/admin/campaigns/new', lang)}
        newLabel={t('admin.catalogue.newCampaign')}
        newTestId="campaign-new"
      />
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
      <ListBody list={list} empty={t('admin.catalogue.campaignsEmpty')} hrefFor={pagePath}>
        <ListRows testId="campaign-list">
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
              <RowActions
                storeHref={
                  campaign.state === 'running' ? localizePath(`/campaign/${campaign.slug}`, lang) : undefined
                }
                editHref={localizePath(`/admin/campaigns/${campaign.id}`, lang)}
                deleteHref={confirmDeleteHref(pagePath(list.page), campaign.id)}
                name={pickLang(campaign.title, lang)}
              />
            </li>
          ))}
        </ListRows>
      </ListBody>
    </>
  );
}
