import type { AdminShopDetail, ShopStatus } from '@bazar/contracts';
import { Ban, Check, FileWarning, RotateCcw, Store, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FormAlert, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';
import { ShopStatusBadge } from './shops-list';

/** The decisions an operator makes on a shop, and the statuses each may be made from (as the API has them). */
export const shopDecisions = ['approve', 'requestDocuments', 'refuse', 'suspend', 'reinstate'] as const;
export type ShopDecisionName = (typeof shopDecisions)[number];
const allowedFrom: Record<ShopDecisionName, readonly ShopStatus[]> = {
  approve: ['pending', 'documents', 'rejected'],
  requestDocuments: ['pending'],
  refuse: ['pending', 'documents'],
  suspend: ['approved'],
  reinstate: ['suspended'],
};
/** Decisions that need the operator's note, asked for (and confirmed) before they are made. */
export const decisionsWithNote: readonly ShopDecisionName[] = ['requestDocuments', 'refuse', 'suspend'];
export const decisionsFor = (status: ShopStatus) =>
  shopDecisions.filter((name) => allowedFrom[name].includes(status));

const decisionLook: Record<ShopDecisionName, { icon: ReactNode; tone: string }> = {
  approve: {
    icon: <Check className="size-4" aria-hidden />,
    tone: 'bg-accent text-white hover:bg-accent-hover',
  },
  reinstate: {
    icon: <RotateCcw className="size-4" aria-hidden />,
    tone: 'bg-accent text-white hover:bg-accent-hover',
  },
  requestDocuments: {
    icon: <FileWarning className="size-4" aria-hidden />,
    tone: 'border border-line bg-white hover:bg-surface',
  },
  refuse: {
    icon: <X className="size-4" aria-hidden />,
    tone: 'border border-discount text-discount hover:bg-discount/5',
  },
  suspend: {
    icon: <Ban className="size-4" aria-hidden />,
    tone: 'border border-discount text-discount hover:bg-discount/5',
  },
};
const actionButton =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-4 py-2.5 text-sm font-semibold';

export const decisionKey = (name: string): MessageKey =>
  (
    ({
      'shop.approve': 'admin.shops.action.approve',
      'shop.refuse': 'admin.shops.action.refuse',
      'shop.requestDocuments': 'admin.shops.action.requestDocuments',
      'shop.suspend': 'admin.shops.action.suspend',
      'shop.reinstate': 'admin.shops.action.reinstate',
      'shop.commission': 'admin.shops.action.commission',
    }) as Record<string, MessageKey>
  )[name] ?? 'admin.shops.history';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 py-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Status, the note the seller reads, the decisions allowed now and the history from the audit log. */
export function ShopStatusSection({
  shop,
  confirmHref,
  confirming,
  errors,
}: {
  shop: AdminShopDetail;
  confirmHref: (decision: ShopDecisionName) => string;
  confirming: ShopDecisionName | null;
  errors: FieldErrors;
}) {
  const t = useT();
  const lang = useLang();
  const decisions = decisionsFor(shop.status);
  return (
    <Section id="shop-status" title={t('admin.shops.statusSection')}>
      <div className="flex flex-wrap items-center gap-2">
        <ShopStatusBadge status={shop.status} />
        {shop.statusChangedAt && (
          <span className="text-sm text-muted">
            {t('admin.shops.since', { date: formatDateTime(shop.statusChangedAt) })}
          </span>
        )}
      </div>
      {shop.statusNote && (
        <p className="mt-2 text-sm" data-testid="shop-status-note">
          {t('admin.shops.lastNote', { note: shop.statusNote })}
        </p>
      )}
      {confirming && decisionsWithNote.includes(confirming) && decisions.includes(confirming) ? (
        <Form
          method="post"
          className="mt-4 space-y-3 rounded-card border border-discount/30 bg-discount/5 p-4"
          data-testid="shop-decision-confirm"
        >
          <p role="alert" className="font-semibold">
            {t(`admin.shops.confirm.${confirming}` as MessageKey, { shop: shop.name })}
          </p>
          <TextField
            name="note"
            label={t('admin.shops.note')}
            hint={t('admin.shops.noteHint')}
            error={errors.note}
            idPrefix="decision"
            required
            maxLength={1000}
            autoFocus
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value={confirming}
              className={`${actionButton} bg-discount text-white hover:opacity-90`}
            >
              {decisionLook[confirming].icon}
              {t(`admin.shops.action.${confirming}`)}
            </button>
            <Link
              to={localizePath(`/admin/shops/${shop.id}`, lang)}
              className="text-sm font-semibold text-muted hover:underline"
            >
              {t('admin.shops.cancel')}
            </Link>
          </div>
        </Form>
      ) : (
        decisions.length > 0 && (
          <Form method="post" className="mt-4 flex flex-wrap gap-2" data-testid="shop-decisions">
            {decisions.map((name) =>
              decisionsWithNote.includes(name) ? (
                <Link
                  key={name}
                  to={confirmHref(name)}
                  className={`${actionButton} ${decisionLook[name].tone}`}
                  data-testid={`shop-${name}`}
                >
                  {decisionLook[name].icon}
                  {t(`admin.shops.action.${name}`)}
                </Link>
              ) : (
                <button
                  key={name}
                  type="submit"
                  name="intent"
                  value={name}
                  className={`${actionButton} ${decisionLook[name].tone}`}
                  data-testid={`shop-${name}`}
                >
                  {decisionLook[name].icon}
                  {t(`admin.shops.action.${name}`)}
                </button>
              ),
            )}
          </Form>
        )
      )}
      <h3 className="mt-5 text-sm font-semibold">{t('admin.shops.history')}</h3>
      {shop.history.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('admin.shops.noHistory')}</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l border-line pl-4 text-sm" data-testid="shop-history">
          {shop.history.map((event) => (
            <li key={`${event.at}-${event.action}`}>
              <p>
                <span className="font-semibold">{t(decisionKey(event.action))}</span>
                {event.to && (
                  <>
                    {' '}
                    <ShopStatusBadge status={event.to} />
                  </>
                )}
              </p>
              <p className="text-xs text-muted">
                {formatDateTime(event.at)} · {event.actor.name}
              </p>
              {event.note && <p className="mt-0.5 text-muted">“{event.note}”</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The registration as the seller gave it: owner, VÖEN, coordinator, city, site, addresses. */
export function ShopRegistration({ shop }: { shop: AdminShopDetail }) {
  const t = useT();
  const lang = useLang();
  const none = <span className="text-muted">{t('admin.shops.notGiven')}</span>;
  return (
    <Section id="shop-registration" title={t('admin.shops.registration')}>
      <dl>
        <Fact label={t('admin.shops.owner')}>
          <Link
            to={localizePath(`/admin/people/${shop.owner.id}`, lang)}
            className="font-semibold text-accent hover:underline"
          >
            {shop.owner.name}
          </Link>
          <span className="block text-muted">
            {[shop.owner.phone ? `+${shop.owner.phone}` : null, shop.owner.email].filter(Boolean).join(' · ')}
          </span>
        </Fact>
        <Fact label={t('admin.shops.taxId')}>{shop.taxId ?? none}</Fact>
        <Fact label={t('admin.shops.coordinator')}>
          {shop.coordinator.name || shop.coordinator.phone
            ? [shop.coordinator.name, shop.coordinator.phone ? `+${shop.coordinator.phone}` : null]
                .filter(Boolean)
                .join(' · ')
            : none}
        </Fact>
        <Fact label={t('admin.shops.city')}>{shop.city || none}</Fact>
        <Fact label={t('admin.shops.site')}>
          {shop.site ? (
            <a
              href={shop.site}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="text-accent hover:underline"
            >
              {shop.site}
            </a>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t('admin.shops.page')}>
          {shop.status === 'approved' ? (
            <Link
              to={localizePath(`/seller-page/${shop.slug}`, lang)}
              className="text-accent hover:underline"
            >
              {shop.slug}
            </Link>
          ) : (
            shop.slug
          )}
        </Fact>
        <Fact label={t('admin.shops.col.registered')}>{formatDateTime(shop.createdAt)}</Fact>
      </dl>
      <h3 className="mt-4 text-sm font-semibold">{t('admin.shops.addresses')}</h3>
      {shop.addresses.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('admin.shops.noAddresses')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {shop.addresses.map((address) => (
            <li key={address.id}>
              {address.city}, {address.addressText}
              {address.phone ? ` · +${address.phone}` : ''}
              {address.forReturns && (
                <span className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs text-muted">
                  {t('admin.shops.forReturns')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function ShopFiguresSection({ shop }: { shop: AdminShopDetail }) {
  const t = useT();
  const tile = (label: string, value: string) => (
    <div className="rounded-lg bg-surface p-3">
      <p className="text-xs text-muted">{label}</p>
      <p className="text-lg font-semibold">{value}</p>
    </div>
  );
  return (
    <Section id="shop-figures" title={t('admin.shops.figures')}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {tile(t('admin.shops.col.products'), String(shop.figures.productsPublished))}
        {tile(t('admin.shops.col.orders'), String(shop.figures.ordersThisMonth))}
        {tile(t('admin.shops.col.revenue'), formatMoney(shop.figures.revenueThisMonth))}
      </div>
    </Section>
  );
}

/** The rate in force per category, and for an Admin the forms to change the shop's and a category's. */
export function ShopCommissionSection({
  shop,
  isAdmin,
  errors,
  formError,
}: {
  shop: AdminShopDetail;
  isAdmin: boolean;
  errors: FieldErrors;
  formError?: string;
}) {
  const t = useT();
  const { commission } = shop;
  return (
    <Section id="shop-commission" title={t('admin.shops.commission')}>
      <p className="text-sm" data-testid="shop-commission">
        {commission.shopPercent === null
          ? t('admin.shops.commissionFollows', { value: commission.defaultPercent })
          : t('admin.shops.commissionOwn', { value: commission.shopPercent })}
      </p>
      <h3 className="mt-4 text-sm font-semibold">{t('admin.shops.commissionCategories')}</h3>
      {commission.categories.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('admin.shops.noCategories')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-line text-sm">
          {commission.categories.map((category) => (
            <li key={category.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span>{category.name}</span>
              <span className="whitespace-nowrap">
                <span className="font-semibold">{t('admin.shops.percent', { value: category.percent })}</span>{' '}
                <span className="text-xs text-muted">({t(`admin.shops.source.${category.source}`)})</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <div className="mt-4 space-y-4">
          <FormAlert>{formError}</FormAlert>
          <Form method="post" className="flex flex-wrap items-end gap-3" data-testid="shop-commission-form">
            <div className="w-full sm:w-64">
              <TextField
                name="percent"
                label={t('admin.shops.commissionPercent')}
                hint={t('admin.shops.commissionHint')}
                error={errors.percent}
                defaultValue={commission.shopPercent ?? ''}
                inputMode="decimal"
                idPrefix="shop-commission"
              />
            </div>
            <button
              type="submit"
              name="intent"
              value="commission"
              className="rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover sm:mb-5"
            >
              {t('admin.shops.commissionSave')}
            </button>
          </Form>
          {commission.categories.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-accent">
                {t('admin.shops.categoryCommissionHint')}
              </summary>
              <ul className="mt-2 space-y-2">
                {commission.categories.map((category) => (
                  <li key={category.id}>
                    <Form method="post" className="flex flex-wrap items-end gap-3">
                      <input type="hidden" name="categoryId" value={category.id} />
                      <div className="w-full sm:w-64">
                        <TextField
                          name="percent"
                          label={t('admin.shops.categoryPercent', { category: category.name })}
                          error={errors[`category-${category.id}`]}
                          defaultValue={category.source === 'category' ? category.percent : ''}
                          inputMode="decimal"
                          idPrefix={`category-${category.id}`}
                        />
                      </div>
                      <button
                        type="submit"
                        name="intent"
                        value="categoryCommission"
                        className="rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface"
                      >
                        {t('admin.shops.commissionSave')}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      ) : (
        <p className="mt-3 text-xs text-muted">{t('admin.shops.adminOnly')}</p>
      )}
    </Section>
  );
}

/** The shop's name, its status and the read-only cabinet links. */
export function ShopHeader({ shop }: { shop: AdminShopDetail }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <Store className="size-4 text-accent" aria-hidden />
      <Link
        to={localizePath(`/admin/shops/${shop.id}/products`, lang)}
        className="font-semibold text-accent hover:underline"
        data-testid="view-as-seller"
      >
        {t('admin.shops.viewAsSeller')}: {t('admin.shops.cabinet.products')}
      </Link>
      <span className="text-muted">·</span>
      <Link
        to={localizePath(`/admin/shops/${shop.id}/orders`, lang)}
        className="font-semibold text-accent hover:underline"
      >
        {t('admin.shops.cabinet.orders')}
      </Link>
    </div>
  );
}
