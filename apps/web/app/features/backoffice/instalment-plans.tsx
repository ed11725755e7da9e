import {
  type AdminCategory,
  type AdminInstalmentPlan,
  type InstalmentExclusions,
  pickLang,
} from '@bazar/contracts';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FieldError, FormAlert, SubmitButton, TextField } from '../../components/form';
import { useLang, useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { type CatalogueFormState, dangerButton, type FieldErrors, rowButton } from './catalogue-forms';

/** The plans of each partner card together, partners A to Z, each partner's plans by months. */
export function groupByPartner(plans: AdminInstalmentPlan[]): [string, AdminInstalmentPlan[]][] {
  const sorted = [...plans].sort((a, b) => a.partner.localeCompare(b.partner, 'az') || a.months - b.months);
  const groups = new Map<string, AdminInstalmentPlan[]>();
  for (const plan of sorted) groups.set(plan.partner, [...(groups.get(plan.partner) ?? []), plan]);
  return [...groups];
}

/** How a plan is named in questions, notifications and the labels of its row's buttons. */
export function usePlanName() {
  const t = useT();
  return (plan: Pick<AdminInstalmentPlan, 'partner' | 'months'>) =>
    t('admin.instalments.planName', { partner: plan.partner, months: plan.months });
}

/** The id of the list of partner names the partner field suggests. */
const partnersListId = 'instalment-partners';

/** The partners there are already, suggested as a new plan's partner is typed. */
export function PartnerSuggestions({ partners }: { partners: string[] }) {
  return (
    <datalist id={partnersListId}>
      {partners.map((partner) => (
        <option key={partner} value={partner} />
      ))}
    </datalist>
  );
}

/**
 * A plan's terms: a new one (`plan` null) or one changed in its row. After a refused post it shows
 * what was typed, with the messages under their fields.
 */
export function PlanForm({
  plan,
  refused,
  cancelHref,
}: {
  plan: AdminInstalmentPlan | null;
  refused?: CatalogueFormState;
  /** Where closing a plan's form leads; a new plan's form stays open. */
  cancelHref?: string;
}) {
  const t = useT();
  const { errors, values, formError } = refused ?? {};
  const idPrefix = plan ? `plan-${plan.id}` : 'plan-new';
  const given = (name: keyof AdminInstalmentPlan) => values?.[name] ?? (plan ? String(plan[name]) : '');
  return (
    <Form method="post" className="grid gap-3" data-testid={plan ? 'plan-edit' : 'plan-new'}>
      <FormAlert>{formError}</FormAlert>
      <input type="hidden" name="id" value={plan?.id ?? 0} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          name="partner"
          label={t('admin.instalments.partner')}
          idPrefix={idPrefix}
          defaultValue={given('partner')}
          error={errors?.partner}
          list={partnersListId}
          maxLength={40}
          autoComplete="off"
          required
        />
        <TextField
          type="number"
          name="months"
          label={t('admin.instalments.months')}
          idPrefix={idPrefix}
          defaultValue={given('months')}
          error={errors?.months}
          min={2}
          max={24}
          required
        />
        <TextField
          name="commissionPercent"
          label={t('admin.instalments.commission')}
          idPrefix={idPrefix}
          inputMode="decimal"
          defaultValue={given('commissionPercent') || '0'}
          error={errors?.commissionPercent}
          required
        />
        <TextField
          name="minOrder"
          label={t('admin.instalments.minOrder')}
          idPrefix={idPrefix}
          inputMode="decimal"
          defaultValue={given('minOrder') || '0'}
          error={errors?.minOrder}
        />
      </div>
      <label className="flex w-fit items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="active"
          defaultChecked={values ? values.active === 'on' : (plan?.active ?? true)}
          className="size-4 accent-accent"
        />
        {t('admin.instalments.active')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-48">
          <SubmitButton intent="save">
            {plan ? t('admin.instalments.save') : t('admin.instalments.add')}
          </SubmitButton>
        </div>
        {cancelHref && (
          <Link
            to={cancelHref}
            preventScrollReset
            className="text-sm font-semibold text-muted hover:text-accent"
          >
            {t('admin.catalogue.cancel')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The columns of the plans' rows on wide screens; on a phone each plan is a card with labelled lines. */
const columns = 'sm:grid-cols-[6.5rem_7rem_10rem_7rem_minmax(0,1fr)_auto] sm:items-center';

export function PlanTableHead() {
  const t = useT();
  return (
    <div className={`${columns} hidden gap-3 bg-surface px-3 py-2 text-sm text-muted sm:grid`} aria-hidden>
      <span>{t('admin.instalments.months')}</span>
      <span>{t('admin.instalments.commission')}</span>
      <span>{t('admin.instalments.minOrder')}</span>
      <span>{t('admin.instalments.status')}</span>
      <span>{t('admin.instalments.orders')}</span>
      <span />
    </div>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    <span className="inline-flex rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
      {t('admin.instalments.active')}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
      {t('admin.instalments.off')}
    </span>
  );
}

/** One cell of a row; on a phone its column's name stands before it. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="text-muted sm:sr-only">{label}: </span>
      {children}
    </p>
  );
}

/** A plan's terms and use, with switching it off or on, changing and deleting it; `children` is its open form. */
export function PlanRow({
  plan,
  editHref,
  deleteHref,
  children,
}: {
  plan: AdminInstalmentPlan;
  editHref: string;
  deleteHref: string;
  children?: ReactNode;
}) {
  const t = useT();
  const name = usePlanName()(plan);
  return (
    <li className="border-t border-line px-3 py-2.5 text-sm first:border-t-0" data-testid="plan-row">
      <div className={`${columns} grid gap-2 sm:gap-3`}>
        <p className="font-semibold">{t('admin.instalments.monthsCount', { count: plan.months })}</p>
        <Cell label={t('admin.instalments.commission')}>
          {t('admin.instalments.percent', { value: plan.commissionPercent })}
        </Cell>
        <Cell label={t('admin.instalments.minOrder')}>{formatMoney(plan.minOrder)}</Cell>
        <div>
          <StatusBadge active={plan.active} />
        </div>
        <p className="text-muted">{t('admin.instalments.used', { count: plan.used })}</p>
        <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={plan.id} />
          <button type="submit" name="intent" value="toggle" className={rowButton}>
            {plan.active ? (
              <PowerOff className="size-4" aria-hidden />
            ) : (
              <Power className="size-4" aria-hidden />
            )}
            {plan.active ? t('admin.instalments.switchOff') : t('admin.instalments.switchOn')}
          </button>
          <Link
            to={editHref}
            preventScrollReset
            className={rowButton}
            aria-label={`${t('admin.instalments.edit')}: ${name}`}
          >
            <Pencil className="size-4" aria-hidden />
          </Link>
          <Link
            to={deleteHref}
            className={dangerButton}
            aria-label={`${t('admin.instalments.delete')}: ${name}`}
          >
            <Trash2 className="size-4" aria-hidden />
          </Link>
        </Form>
      </div>
      {children && <div className="mt-3 rounded-lg bg-surface p-3">{children}</div>}
    </li>
  );
}

/** A partner card's plans under its name. */
export function PartnerGroup({ partner, children }: { partner: string; children: ReactNode }) {
  return (
    <section
      className="border-t border-line max-sm:first-of-type:border-t-0"
      aria-label={partner}
      data-testid="plan-group"
    >
      <h3 className="px-3 pt-3 font-semibold">{partner}</h3>
      <ul>{children}</ul>
    </section>
  );
}

/** Ticks in a scrolling box, one per category or shop; a category stands indented under its parent. */
function CheckList({
  name,
  legend,
  options,
  chosen,
  error,
}: {
  name: string;
  legend: string;
  options: { id: number; label: string; depth?: number }[];
  chosen: Set<number>;
  error?: string;
}) {
  const errorId = `exclusions-${name}-error`;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <ul className="max-h-72 overflow-y-auto rounded-lg border border-line bg-white p-2">
        {options.map((option) => (
          <li key={option.id} style={{ paddingInlineStart: `${((option.depth ?? 1) - 1) * 1.25}rem` }}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm hover:bg-surface">
              <input
                type="checkbox"
                name={name}
                value={option.id}
                defaultChecked={chosen.has(option.id)}
                className="size-4 shrink-0 accent-accent"
              />
              <span className={option.depth === 1 ? 'font-semibold' : undefined}>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** What is left out now, one line per kind, so the operator need not scroll the lists to see it. */
function ExcludedNow({ exclusions }: { exclusions: InstalmentExclusions }) {
  const t = useT();
  const names = (items: { name: string }[]) =>
    items.length === 0 ? t('admin.instalments.none') : items.map((item) => item.name).join(', ');
  return (
    <div className="rounded-lg bg-surface p-3 text-sm" data-testid="exclusions-now">
      <p className="mb-1 font-semibold">{t('admin.instalments.excludedNow')}</p>
      <p>
        <span className="text-muted">{t('admin.instalments.categories')}: </span>
        {names(exclusions.categories)}
      </p>
      <p>
        <span className="text-muted">{t('admin.instalments.shops')}: </span>
        {names(exclusions.shops)}
      </p>
    </div>
  );
}

/** What the exclusions' action answers when it cannot save: messages, and the ticks as they were sent. */
export interface ExclusionsRefusal {
  errors?: FieldErrors;
  formError?: string;
  chosen: { categoryIds: number[]; shopIds: number[] };
}

/** The categories and shops left out of instalments, changed together and saved with one button. */
export function ExclusionsForm({
  exclusions,
  categories,
  shops,
  refused,
}: {
  exclusions: InstalmentExclusions;
  categories: AdminCategory[];
  shops: { id: number; name: string }[];
  /** A refused post: its messages and ticks (otherwise the ticks are what is saved). */
  refused?: ExclusionsRefusal;
}) {
  const t = useT();
  const lang = useLang();
  const errors = refused?.errors;
  const categoryIds = new Set(
    refused?.chosen.categoryIds ?? exclusions.categories.map((category) => category.id),
  );
  const shopIds = new Set(refused?.chosen.shopIds ?? exclusions.shops.map((shop) => shop.id));
  return (
    <Form method="post" className="space-y-4" data-testid="exclusions-form">
      <ExcludedNow exclusions={exclusions} />
      <FormAlert>{refused?.formError}</FormAlert>
      <div className="grid gap-4 md:grid-cols-2">
        <CheckList
          name="categoryIds"
          legend={t('admin.instalments.categories')}
          options={categories.map((category) => ({
            id: category.id,
            label: pickLang(category.name, lang),
            depth: category.depth,
          }))}
          chosen={categoryIds}
          error={errors?.categoryIds}
        />
        <CheckList
          name="shopIds"
          legend={t('admin.instalments.shops')}
          options={shops.map((shop) => ({ id: shop.id, label: shop.name }))}
          chosen={shopIds}
          error={errors?.shopIds}
        />
      </div>
      <div className="w-full sm:w-56">
        <SubmitButton intent="exclusions">{t('admin.instalments.saveExclusions')}</SubmitButton>
      </div>
    </Form>
  );
}
