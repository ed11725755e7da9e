import {
  type CategoryTreeNode,
  type PendingProduct,
  rejectionReasonKey,
  rejectionReasons,
} from '@bazar/contracts';
import { Form, Link } from 'react-router';
import { SelectField, SubmitButton, TextField } from '../../components/form';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';

/** The queue's columns on wide screens; on a phone the checkbox stands beside a stacked card. */
const columns =
  'grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 md:grid-cols-[auto_minmax(0,1fr)_10rem_7rem_9rem_6.5rem] md:items-center';

/** The category tree as select options, each level indented under its parent. */
export function categoryOptions(nodes: CategoryTreeNode[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.category.id, label: `${'  '.repeat(depth)}${node.category.name}` },
    ...categoryOptions(node.children, depth + 1),
  ]);
}

/** The queue's filters, a GET form so the filtered queue has its own address. */
export function QueueFilters({
  action,
  categories,
  categoryId,
  q,
  shop,
}: {
  action: string;
  categories: { id: number; label: string }[];
  categoryId?: number;
  q: string;
  shop: { id: number; name: string } | null;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      action={action}
      className="mb-4 flex flex-wrap items-end gap-3"
      data-testid="queue-filters"
    >
      <div className="w-full sm:w-64">
        <TextField
          type="search"
          name="q"
          label={t('admin.moderation.search')}
          defaultValue={q}
          idPrefix="queue"
          maxLength={100}
        />
      </div>
      <div className="w-full sm:w-72">
        <SelectField
          name="categoryId"
          label={t('admin.moderation.category')}
          defaultValue={categoryId ?? ''}
          idPrefix="queue"
        >
          <option value="">{t('admin.moderation.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </SelectField>
      </div>
      {shop && <input type="hidden" name="shopId" value={shop.id} />}
      <div className="w-full sm:w-auto">
        <SubmitButton variant="secondary">{t('admin.moderation.filter')}</SubmitButton>
      </div>
      {shop && (
        <p className="text-sm">
          {t('admin.moderation.shopFilter', { shop: shop.name })}{' '}
          <Link
            className="text-accent hover:underline"
            to={`${action}${categoryId ? `?categoryId=${categoryId}` : ''}`}
          >
            {t('admin.moderation.allShops')}
          </Link>
        </p>
      )}
    </Form>
  );
}

/** The reason list and the note, for one rejection or many. */
export function RejectFields({
  idPrefix,
  errors,
}: {
  idPrefix: string;
  errors?: Partial<Record<string, string>>;
}) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        name="reason"
        label={t('admin.moderation.reason')}
        idPrefix={idPrefix}
        error={errors?.reason}
        defaultValue=""
      >
        <option value="" disabled>
          {t('admin.moderation.chooseReason')}
        </option>
        {rejectionReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(rejectionReasonKey(reason))}
          </option>
        ))}
      </SelectField>
      <TextField
        name="note"
        label={t('admin.moderation.note')}
        hint={t('admin.moderation.noteHint')}
        idPrefix={idPrefix}
        error={errors?.note}
        maxLength={400}
      />
    </div>
  );
}

/**
 * The queue as one form: tick rows for a decision on all of them, or approve a row on its own;
 * a rejection is made with a reason, for the ticked rows here or for one product on its page.
 */
export function QueueTable({
  rows,
  action,
  shopHref,
}: {
  rows: PendingProduct[];
  action: string;
  shopHref: (shopId: number) => string;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <Form method="post" action={action} data-testid="moderation-form">
      {/* A list, not a table: on a phone each product is a card with its approve button in reach. */}
      <div className="rounded-card border border-line">
        <div className={`${columns} hidden bg-surface px-3 py-2 text-sm text-muted md:grid`} aria-hidden>
          <span className="w-4" />
          <span>{t('admin.moderation.product')}</span>
          <span>{t('admin.moderation.shop')}</span>
          <span>{t('admin.moderation.price')}</span>
          <span>{t('admin.moderation.submitted')}</span>
          <span />
        </div>
        <ul>
          {rows.map((row) => (
            <li
              key={row.id}
              className={`${columns} grid border-t border-line px-3 py-3 text-sm first:border-t-0 md:first:border-t`}
              data-testid="pending-row"
            >
              <input
                type="checkbox"
                name="ids"
                value={row.id}
                className="mt-1 size-4 accent-accent md:mt-0"
                aria-label={t('admin.moderation.selectRow', { title: row.title })}
              />
              <div className="flex min-w-0 gap-3">
                {row.image ? (
                  <img
                    src={row.image}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span className="size-12 shrink-0 rounded bg-surface" aria-hidden />
                )}
                <div className="min-w-0">
                  <Link
                    to={localizePath(`/admin/moderation/product/${row.id}`, lang)}
                    className="font-semibold text-accent hover:underline"
                    data-testid="pending-title"
                  >
                    {row.title}
                  </Link>
                  <p className="text-xs text-muted">
                    {row.code} · {row.category.name}
                  </p>
                  {row.publishedBefore && (
                    <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('admin.moderation.edited')}
                    </p>
                  )}
                </div>
              </div>
              <p className="col-start-2 md:col-start-auto">
                <span className="text-muted md:sr-only">{t('admin.moderation.shop')}: </span>
                <Link to={shopHref(row.shop.id)} className="hover:underline">
                  {row.shop.name}
                </Link>
              </p>
              <p className="col-start-2 whitespace-nowrap md:col-start-auto">
                {formatMoney(row.discountedPrice ?? row.price)}
                {row.discountedPrice !== null && (
                  <span className="ms-1 text-xs text-muted line-through">{formatMoney(row.price)}</span>
                )}
              </p>
              <p className="col-start-2 whitespace-nowrap text-muted md:col-start-auto md:text-ink">
                <span className="md:sr-only">{t('admin.moderation.submitted')}: </span>
                {formatDateTime(row.submittedAt)}
              </p>
              <button
                type="submit"
                name="intent"
                value={`approve:${row.id}`}
                className="col-start-2 justify-self-start rounded-lg border border-line px-3 py-1.5 font-semibold text-success hover:bg-success/10 md:col-start-auto"
                data-testid="approve-row"
              >
                {t('admin.moderation.approve')}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="mt-4 rounded-card border border-line p-4">
        <legend className="px-1 text-sm font-semibold">{t('admin.moderation.selected')}</legend>
        <div className="mb-3 flex flex-wrap gap-2">
          <SubmitButton intent="bulk-approve">{t('admin.moderation.approveSelected')}</SubmitButton>
        </div>
        <RejectFields idPrefix="bulk" />
        <div className="mt-3">
          <SubmitButton intent="bulk-reject" variant="secondary">
            {t('admin.moderation.rejectSelected')}
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
