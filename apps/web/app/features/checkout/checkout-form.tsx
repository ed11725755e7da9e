import {
  type Address,
  type AnswerOf,
  type checkoutApi,
  type DeliveryType,
  deliveryFees,
  type InstalmentOffer,
  type PaymentMethod,
  paymentTypeLabels,
  type Region,
  translate,
  type Wallet,
} from '@bazar/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { FormAlert, PhoneField, SubmitButton, TextField, textFieldsOf } from '../../components/form';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { OrderCreditEntry } from '../credit-requests/credit-entry';
import { AddressFields } from './address-fields';
import type { CheckoutState } from './checkout.server';
import { type ChosenOrder, goodsOf } from './checkout-lines';
import { orderTotals } from './delivery';
import { InstalmentPlanChoice, useInstalmentOffers } from './instalment-choice';
import { PhoneConfirmation, smallButton } from './phone-confirmation';

export interface CheckoutFormProps {
  order: ChosenOrder;
  items: string;
  /** The "buy now" line's query string; empty when the basket is bought. */
  buyNow: string;
  member: boolean;
  /** What `GET Checkout/Me` tells a member's checkout: the general info to prefill, and whether the phone is confirmed. */
  me: AnswerOf<typeof checkoutApi.me> | null;
  addresses: Address[];
  regions: Region[];
  paymentMethods: PaymentMethod[];
  /** A member's wallet (its balance); null for a guest. */
  wallet: Wallet | null;
  idempotencyKey: string;
  /** The instalment offers the page loaded, for the total it first shows. */
  instalments: { amount: number; offers: InstalmentOffer[] };
  state?: CheckoutState;
}

function Section({
  id,
  step,
  title,
  error,
  children,
}: {
  id: string;
  step: number;
  title: string;
  /** The section's own message (spec: please choose your address / payment method). */
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? `${id}-error` : undefined}
      className="rounded-card border border-line p-4 sm:p-6"
      data-testid={id}
    >
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-2 text-lg font-bold">
        <span className="flex size-7 items-center justify-center rounded-full bg-accent-soft text-sm text-accent">
          {step}
        </span>
        {title}
      </h2>
      {error && (
        <p id={`${id}-error`} role="alert" className="mb-3 text-sm font-semibold text-discount">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

const choiceCard =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-surface has-[:disabled]:text-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent';

function SavedAddresses({
  addresses,
  chosen,
  regions,
  values,
  errors,
}: {
  addresses: Address[];
  chosen: string;
  regions: Region[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
}) {
  const t = useT();
  const lang = useLang();
  return (
    // The new address's fields show while "add a new address" is chosen (a CSS rule: no script needed).
    <div className="group space-y-2">
      {addresses.map((address) => (
        <label key={address.id} className={choiceCard} data-testid="saved-address">
          <input
            type="radio"
            name="addressId"
            value={address.id}
            defaultChecked={chosen === String(address.id)}
            disabled={!address.deliverable}
            className="mt-0.5 accent-accent"
          />
          <span>
            <span className="font-semibold">
              {address.city}, {address.district}
            </span>{' '}
            <span className="text-muted">
              ({t(address.type === 'home' ? 'checkout.home' : 'checkout.office')})
            </span>
            <span className="block">{address.text}</span>
            {!address.deliverable && (
              <span className="block font-semibold text-discount">
                {translate('checkout.areaNotDeliverable', lang)}
              </span>
            )}
          </span>
        </label>
      ))}
      <label className={choiceCard}>
        <input
          type="radio"
          name="addressId"
          value="new"
          defaultChecked={chosen === 'new'}
          className="mt-0.5 accent-accent"
          data-new-address
        />
        <span className="font-semibold">{t('checkout.newAddress')}</span>
      </label>
      <div className="hidden pt-2 group-has-[[data-new-address]:checked]:block">
        <AddressFields regions={regions} values={values} errors={errors} idPrefix="checkout" />
      </div>
    </div>
  );
}

function DeliveryChoice({ type, onChange }: { type: DeliveryType; onChange: (type: DeliveryType) => void }) {
  const t = useT();
  const options: { value: DeliveryType; label: MessageKey; hint: string }[] = [
    {
      value: 'standard',
      label: 'checkout.standard',
      hint: t('checkout.standardHint', {
        fee: formatMoney(deliveryFees.standard / 100),
        freeFrom: formatMoney(deliveryFees.freeFrom / 100),
      }),
    },
    {
      value: 'urgent',
      label: 'checkout.urgent',
      hint: t('checkout.urgentHint', { fee: formatMoney(deliveryFees.urgentExtra / 100) }),
    },
  ];
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => (
        <label key={option.value} className={choiceCard}>
          <input
            type="radio"
            name="deliveryType"
            value={option.value}
            checked={type === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 accent-accent"
          />
          <span>
            <span className="block font-semibold">{t(option.label)}</span>
            <span className="block text-muted">{option.hint}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * Why a payment type cannot be chosen now, if it cannot: the wallet is for members only, and
 * instalments need a plan that takes this order.
 */
function refusalOf(method: PaymentMethod, member: boolean, instalments: InstalmentState): MessageKey | null {
  if (!method.available) return 'checkout.paymentNotYet';
  if (method.type === 'wallet' && !member) return 'payment.walletMembersOnly';
  if (method.type === 'instalment' && instalments.offers.length === 0)
    return instalments.loading ? 'checkout.instalmentLoading' : 'checkout.instalmentNone';
  return null;
}

interface InstalmentState {
  offers: InstalmentOffer[];
  loading: boolean;
  chosen?: string;
  error?: string;
}

/**
 * Every payment type is shown; those that cannot be taken now are disabled and say why. The wallet
 * shows its balance, and that a card pays what it does not cover; instalments open their plans.
 */
function PaymentChoice({
  value,
  methods,
  member,
  wallet,
  instalments,
  giftCard,
}: {
  value?: string;
  methods: PaymentMethod[];
  member: boolean;
  wallet: Wallet | null;
  instalments: InstalmentState;
  /** The card's number and code as typed, and what was wrong with them. */
  giftCard: { values: Record<string, string>; errors: Record<string, string | undefined> };
}) {
  const t = useT();
  return (
    // The plans show while "instalments" is chosen (a CSS rule: no script needed).
    <div className="group space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const refusal = refusalOf(method, member, instalments);
          return (
            <label
              key={method.type}
              className={`${choiceCard} ${refusal ? 'cursor-not-allowed opacity-60' : ''}`}
              data-testid={`payment-${method.type}`}
            >
              <input
                type="radio"
                name="paymentType"
                value={method.type}
                disabled={refusal !== null}
                defaultChecked={refusal === null && value === method.type}
                className="mt-0.5 accent-accent"
              />
              <span>
                <span className="font-semibold">{t(paymentTypeLabels[method.type])}</span>
                {refusal && <span className="block text-muted">{t(refusal)}</span>}
                {!refusal && method.type === 'wallet' && wallet && (
                  <>
                    <span className="block font-medium" data-testid="checkout-wallet-balance">
                      {t('paymentPage.walletBalance', { balance: formatMoney(wallet.balance) })}
                    </span>
                    <span className="block text-muted">{t('paymentPage.walletRestByCard')}</span>
                  </>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <div className="hidden group-has-[[value=giftCard]:checked]:block" data-testid="gift-card-fields">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="giftCardNumber"
            label={t('checkout.giftCardNumber')}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={giftCard.values.giftCardNumber}
            error={giftCard.errors.giftCardNumber}
            idPrefix="checkout"
          />
          <TextField
            name="giftCardCode"
            label={t('checkout.giftCardCode')}
            hint={member ? t('checkout.giftCardCodeHint') : undefined}
            autoComplete="off"
            maxLength={6}
            defaultValue={giftCard.values.giftCardCode}
            error={giftCard.errors.giftCardCode}
            idPrefix="checkout"
          />
        </div>
        <p className="mt-2 text-sm text-muted">{t('checkout.giftCardRestByCard')}</p>
      </div>
      {instalments.offers.length > 0 && (
        <div className="hidden group-has-[[value=instalment]:checked]:block">
          <InstalmentPlanChoice
            offers={instalments.offers}
            chosen={instalments.chosen}
            error={instalments.error}
          />
        </div>
      )}
    </div>
  );
}

/** Where "back" leads: the product bought now, else the basket. */
function backLink(order: ChosenOrder, buyNow: string): { to: string; label: MessageKey } {
  const line = order.lines[0];
  if (!buyNow || !line) return { to: '/cart', label: 'checkout.backToBasket' };
  return {
    to: line.comboCode ? `/combo/${line.comboCode}` : `/product/${line.slug}`,
    label: 'checkout.backToProduct',
  };
}

function Summary({
  order,
  buyNow,
  deliveryType,
  totals,
  instalment,
  error,
}: {
  order: ChosenOrder;
  buyNow: string;
  deliveryType: DeliveryType;
  totals: ReturnType<typeof orderTotals>;
  /** The instalment plan chosen, whose commission the card pays on top of the total. */
  instalment?: InstalmentOffer;
  /** Why the order was not placed, beside the button that placed it. */
  error?: string;
}) {
  const t = useT();
  const lang = useLang();
  const back = backLink(order, buyNow);
  return (
    <section className="rounded-card border border-line p-4" data-testid="checkout-summary">
      <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
      {order.groups.map((group) => {
        const fee = group.deliveryFee[deliveryType];
        return (
          <div key={group.shop.slug} className="mt-4 border-b border-line pb-3" data-testid="checkout-seller">
            <h3 className="font-semibold">{group.shop.name}</h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {group.lines.map((line) => (
                <li key={line.key} className="flex justify-between gap-3" data-testid="checkout-line">
                  <span>
                    {line.title}
                    {line.offers.length > 0 && ` (${line.offers.map((offer) => offer.value).join(', ')})`} ×{' '}
                    {line.count}
                  </span>
                  <span className="shrink-0 font-medium">{formatMoney(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 text-sm text-muted">
              <div className="flex justify-between">
                <dt>{t('cart.subtotal')}</dt>
                <dd>{formatMoney(group.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('checkout.deliveryFee')}</dt>
                <dd data-testid="seller-delivery-fee">{fee === 0 ? t('checkout.free') : formatMoney(fee)}</dd>
              </div>
            </dl>
          </div>
        );
      })}
      <dl className="mt-3 flex flex-col gap-1 text-sm">
        <div className="flex justify-between">
          <dt>{t('checkout.goodsTotal')}</dt>
          <dd>{formatMoney(totals.goods)}</dd>
        </div>
        {order.discount > 0 && (
          <div className="flex justify-between text-discount">
            <dt>{t('cart.discount')}</dt>
            <dd>-{formatMoney(order.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{t('checkout.deliveryFee')}</dt>
          <dd data-testid="checkout-delivery">{formatMoney(totals.delivery)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between text-discount">
            <dt>{t('checkout.promoDiscount')}</dt>
            <dd data-testid="checkout-promo-discount">-{formatMoney(totals.discount)}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between border-t border-line pt-2 text-base font-bold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="checkout-total">{formatMoney(totals.total)}</dd>
        </div>
        {instalment && (
          <div
            data-testid="checkout-instalment"
            className="mt-1 flex flex-col gap-1 rounded-lg bg-surface p-2"
          >
            <div className="flex justify-between">
              <dt>{t('orders.instalment.commission')}</dt>
              <dd>{formatMoney(instalment.commission)}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>{t('orders.instalment.total')}</dt>
              <dd>{formatMoney(instalment.total)}</dd>
            </div>
            <p className="text-muted">
              {instalment.partner} · {t('product.instalments.monthCount', { count: instalment.months })} ·{' '}
              {t('checkout.instalmentMonthly', { monthly: formatMoney(instalment.monthly) })}
            </p>
          </div>
        )}
      </dl>
      <p className="mt-2 text-xs text-muted">{t('cart.taxIncluded')}</p>
      <div className="mt-4">
        <SubmitButton intent="place">{t('checkout.placeOrder')}</SubmitButton>
      </div>
      <div className="mt-3" data-testid="checkout-form-error">
        <FormAlert>{error}</FormAlert>
      </div>
      <Link
        to={localizePath(back.to, lang)}
        className="mt-3 inline-block text-sm text-accent hover:underline"
        data-testid="checkout-back"
      >
        {t(back.label)}
      </Link>
    </section>
  );
}

/**
 * Spec checkout: general info, delivery address, payment type, delivery type, summary, continue.
 * One form posted to the page's action; its buttons (send code, confirm, apply) are intents of it.
 */
export function CheckoutForm({
  order,
  items,
  buyNow,
  member,
  me,
  addresses,
  regions,
  paymentMethods,
  wallet,
  idempotencyKey,
  instalments,
  state,
}: CheckoutFormProps) {
  const t = useT();
  const lang = useLang();
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const [phone, setPhone] = useState(values.phone ?? me?.phone ?? '');
  const [deliveryType, setDeliveryType] = useState<DeliveryType>(
    values.deliveryType === 'urgent' ? 'urgent' : 'standard',
  );
  const [promoText, setPromoText] = useState(values.promoCode ?? '');
  const form = useRef<HTMLFormElement>(null);
  // After a refusal, the first field in error takes the focus, so its message is where the buyer is.
  useEffect(() => {
    if (!state?.errors) return;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input:not(:disabled)')
      ?.focus();
  }, [state]);
  const needsPhone = !member || values.needsPhone === '1' || me?.phoneConfirmed === false;
  const promoApplied =
    values.promoApplied && values.promoApplied === promoText.trim() ? values.promoApplied : '';
  const promoDiscount = promoApplied ? Number(values.promoDiscount) || 0 : 0;
  const totals = orderTotals(order.groups, deliveryType, promoDiscount);
  const offers = useInstalmentOffers(totals.total, goodsOf(order.lines), instalments);
  // Which plan is chosen, for the summary: the radios stay the form's own.
  const [payment, setPayment] = useState({ type: values.paymentType, planId: values.instalmentPlanId });
  const chosenPlan =
    payment.type === 'instalment'
      ? offers.offers.find((offer) => String(offer.planId) === payment.planId)
      : undefined;
  // The default address, else the first one we deliver to, else a new one.
  const firstAddress =
    addresses.find((address) => address.isDefault && address.deliverable) ??
    addresses.find((address) => address.deliverable);
  const chosenAddress = values.addressId ?? (firstAddress ? String(firstAddress.id) : 'new');
  const field = textFieldsOf<'name' | 'surname' | 'email'>({
    idPrefix: 'checkout',
    value: (name) => values[name] ?? me?.[name] ?? '',
    errors,
    required: true,
  });
  const hidden = {
    idempotencyKey: values.idempotencyKey || idempotencyKey,
    items,
    buyNow,
    phoneToken: values.phoneToken ?? '',
    confirmedPhone: values.confirmedPhone ?? '',
    codePhone: values.codePhone ?? '',
    resendAt: values.resendAt ?? '',
    promoApplied: values.promoApplied ?? '',
    promoDiscount: values.promoDiscount ?? '',
    needsPhone: needsPhone ? '1' : '',
  };
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      onChange={(event) => {
        const input = event.target as unknown as HTMLInputElement;
        if (input.name === 'paymentType') setPayment((now) => ({ ...now, type: input.value }));
        if (input.name === 'instalmentPlanId') setPayment((now) => ({ ...now, planId: input.value }));
      }}
      className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      {/* Enter in any field places the order (the first submit button is the form's default). */}
      <button type="submit" name="intent" value="place" tabIndex={-1} aria-hidden className="hidden" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 space-y-4">
        <Section id="checkout-general" step={1} title={t('checkout.generalInfo')}>
          {!member && (
            <p className="mb-4 rounded-lg bg-surface px-3 py-2 text-sm" data-testid="guest-note">
              {t('checkout.guestNote')}{' '}
              <Link
                to={localizePath(
                  `/login?continueUrl=${encodeURIComponent(`/checkout${buyNow ? `?${buyNow}` : items ? `?items=${items}` : ''}`)}`,
                  lang,
                )}
                className="font-semibold text-accent hover:underline"
              >
                {t('checkout.signIn')}
              </Link>
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', t('checkout.name'), { autoComplete: 'given-name' })}
            {field('surname', t('checkout.surname'), { autoComplete: 'family-name' })}
            <PhoneField
              label={t('checkout.phone')}
              hint={t('checkout.phoneHint')}
              value={phone}
              onChange={(event) => setPhone(event.target.value.trim())}
              error={errors.phone}
              idPrefix="checkout"
              required
            />
            {field('email', t('checkout.email'), { type: 'email', autoComplete: 'email' })}
          </div>
          {needsPhone && (
            <div className="mt-4">
              <PhoneConfirmation
                phone={phone}
                confirmedPhone={values.confirmedPhone}
                code={state?.code}
                errors={errors}
              />
            </div>
          )}
        </Section>
        <Section
          id="checkout-address"
          step={2}
          title={t('checkout.deliveryAddress')}
          error={errors.addressId}
        >
          {member ? (
            <SavedAddresses
              addresses={addresses}
              chosen={chosenAddress}
              regions={regions}
              values={values}
              errors={errors}
            />
          ) : (
            <AddressFields regions={regions} values={values} errors={errors} idPrefix="checkout" />
          )}
        </Section>
        <Section id="checkout-payment" step={3} title={t('checkout.paymentType')} error={errors.paymentType}>
          <PaymentChoice
            value={values.paymentType}
            methods={paymentMethods}
            member={member}
            wallet={wallet}
            instalments={{ ...offers, chosen: values.instalmentPlanId, error: errors.instalmentPlanId }}
            giftCard={{ values, errors }}
          />
          <OrderCreditEntry
            search={buyNow || `items=${order.lines.map((line) => line.key).join(',')}`}
            offers={offers.offers}
          />
        </Section>
        <Section
          id="checkout-delivery"
          step={4}
          title={t('checkout.deliveryType')}
          error={errors.deliveryType}
        >
          <DeliveryChoice type={deliveryType} onChange={setDeliveryType} />
        </Section>
      </div>
      <aside className="h-fit space-y-4 lg:sticky lg:top-4">
        <section className="rounded-card border border-line p-4" data-testid="checkout-promo">
          <div className="flex items-start gap-2">
            <div className="flex-1">
              <TextField
                name="promoCode"
                label={t('checkout.promoCode')}
                value={promoText}
                onChange={(event) => setPromoText(event.target.value.toUpperCase())}
                error={errors.promoCode}
                autoComplete="off"
                maxLength={40}
                idPrefix="checkout"
              />
            </div>
            <button type="submit" name="intent" value="applyPromo" className={`${smallButton} mt-6`}>
              {t('checkout.applyPromo')}
            </button>
          </div>
          {promoApplied && (
            <p role="status" className="mt-2 text-sm font-semibold text-success" data-testid="promo-applied">
              {t('checkout.promoApplied', { code: promoApplied, discount: formatMoney(promoDiscount) })}
            </p>
          )}
        </section>
        <Summary
          order={order}
          buyNow={buyNow}
          deliveryType={deliveryType}
          totals={totals}
          instalment={chosenPlan}
          error={errors.form ?? state?.formError}
        />
      </aside>
    </Form>
  );
}
