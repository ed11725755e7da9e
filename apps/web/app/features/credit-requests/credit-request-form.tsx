import { type CreditQuote, type InstalmentOffer, marketDay, type Region } from '@bazar/contracts';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import {
  FieldError,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  textFieldsOf,
} from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import type { CreditFormState, GoodsFields } from './credit-request.server';
import { CreditItems, Facts, Panel } from './credit-request-view';

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card border border-line p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The region as the delivery regions are: a city, then one of its districts (without scripts every
 * city's districts are listed, grouped by city). Places delivery does not reach cannot be chosen.
 */
function RegionFields({
  regions,
  values,
  errors,
}: {
  regions: Region[];
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const t = useT();
  const [cityId, setCityId] = useState(values.cityId ?? '');
  const city = regions.find((region) => String(region.id) === cityId);
  const districts = (region: Region) =>
    region.districts.map((district) => (
      <option key={district.id} value={district.id} disabled={!district.deliverable}>
        {district.name}
      </option>
    ));
  return (
    <>
      <SelectField
        name="cityId"
        label={t('checkout.city')}
        idPrefix="credit"
        value={cityId}
        onChange={(event) => setCityId(event.target.value)}
        error={errors.cityId}
        hint={t('credit.form.regionHint')}
      >
        <option value="">{t('checkout.chooseCity')}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.id} disabled={!region.deliverable}>
            {region.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        key={cityId}
        name="districtId"
        label={t('checkout.district')}
        idPrefix="credit"
        defaultValue={cityId === (values.cityId ?? '') ? (values.districtId ?? '') : ''}
        error={errors.districtId}
      >
        <option value="">{t('checkout.chooseDistrict')}</option>
        {city
          ? districts(city)
          : regions.map((region) => (
              <optgroup key={region.id} label={region.name}>
                {districts(region)}
              </optgroup>
            ))}
      </SelectField>
    </>
  );
}

/** Every lender's plan for the amount, each with its monthly payment and total as the server computed them. */
function PlanChoice({
  offers,
  chosen,
  onChoose,
  error,
}: {
  offers: InstalmentOffer[];
  chosen: string;
  onChoose: (planId: string) => void;
  error?: string;
}) {
  const t = useT();
  const errorId = 'credit-planId-error';
  return (
    <fieldset className="rounded-card border border-line p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-base font-semibold">{t('credit.form.plan')}</legend>
      <p className="mb-3 text-sm text-muted">{t('credit.form.planHint')}</p>
      {offers.length === 0 ? (
        <p className="text-sm font-semibold text-discount">{t('credit.form.noPlans')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {offers.map((offer) => (
            <label
              key={offer.planId}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
              data-testid="credit-plan-option"
            >
              <input
                type="radio"
                name="planId"
                value={offer.planId}
                checked={chosen === String(offer.planId)}
                onChange={() => onChoose(String(offer.planId))}
                className="mt-0.5 accent-accent"
              />
              <span>
                <span className="block font-semibold">
                  {offer.partner} · {t('product.instalments.monthCount', { count: offer.months })}
                </span>
                <span className="block">
                  {t('credit.form.monthlyPayment')}: {formatMoney(offer.monthly)}
                </span>
                <span className="block text-muted">
                  {t('credit.form.totalPayment')}: {formatMoney(offer.total)}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** The chosen plan's duration, total and monthly payment, read-only: the server computes them again. */
function ChosenTerms({ offer }: { offer: InstalmentOffer | undefined }) {
  const t = useT();
  if (!offer) return <p className="text-sm text-muted">{t('credit.form.choosePlanFirst')}</p>;
  return (
    <Facts
      rows={[
        { label: t('credit.form.lender'), value: offer.partner, testId: 'credit-lender' },
        {
          label: t('credit.form.duration'),
          value: t('product.instalments.monthCount', { count: offer.months }),
          testId: 'credit-duration',
        },
        { label: t('credit.form.totalPayment'), value: formatMoney(offer.total), testId: 'credit-total' },
        {
          label: t('credit.form.monthlyPayment'),
          value: (
            <>
              {formatMoney(offer.monthly)}
              {offer.firstMonthly !== offer.monthly && (
                <span className="block text-xs font-normal text-muted">
                  {t('product.instalments.first', { amount: formatMoney(offer.firstMonthly) })}
                </span>
              )}
            </>
          ),
          testId: 'credit-monthly',
        },
      ]}
    />
  );
}

/**
 * The credit request (spec PAY-05): the applicant, their region and addresses, phones, work and
 * income, and the lender's plan; the goods and the chosen plan's payments beside it. A plain form
 * post (it works without scripts); the API's messages come back beside each field.
 */
export function CreditRequestForm({
  quote,
  regions,
  goods,
  idempotencyKey,
  state,
}: {
  quote: CreditQuote;
  regions: Region[];
  goods: GoodsFields;
  /** Names this form's request; after a refused submit the key it was sent with stays. */
  idempotencyKey: string;
  state: CreditFormState;
}) {
  const t = useT();
  const values = state.values;
  const errors = state.errors ?? {};
  const [planId, setPlanId] = useState(values.planId ?? '');
  const chosen = quote.offers.find((offer) => String(offer.planId) === planId);
  const field = textFieldsOf({ idPrefix: 'credit', value: (name: string) => values[name], errors });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Form method="post" noValidate className="space-y-5" data-testid="credit-form">
        <input type="hidden" name="buyNow" value={goods.buyNow} />
        <input type="hidden" name="basketItemIds" value={goods.basketItemIds} />
        <input type="hidden" name="idempotencyKey" value={values.idempotencyKey || idempotencyKey} />
        <FormAlert>{state.formError}</FormAlert>
        <Section legend={t('credit.form.personal')}>
          {field('surname', t('credit.form.surname'), { autoComplete: 'family-name', maxLength: 60 })}
          {field('name', t('credit.form.name'), { autoComplete: 'given-name', maxLength: 60 })}
          {field('fatherName', t('credit.form.fatherName'), {
            autoComplete: 'additional-name',
            maxLength: 60,
          })}
          {field('birthDate', t('credit.form.birthDate'), {
            type: 'date',
            autoComplete: 'bday',
            max: marketDay(new Date()),
          })}
          {field('idCardNumber', t('credit.form.idCardNumber'), {
            hint: t('credit.form.idCardHint'),
            autoComplete: 'off',
            maxLength: 11,
          })}
          {field('fin', t('credit.form.fin'), {
            hint: t('credit.form.finHint'),
            autoComplete: 'off',
            maxLength: 7,
          })}
        </Section>
        <Section legend={t('credit.form.addresses')}>
          <RegionFields regions={regions} values={values} errors={errors} />
          <div className="sm:col-span-2">
            {field('registeredAddress', t('credit.form.registeredAddress'), { maxLength: 300 })}
          </div>
          <div className="sm:col-span-2">
            {field('livingAddress', t('credit.form.livingAddress'), {
              autoComplete: 'street-address',
              maxLength: 300,
            })}
          </div>
        </Section>
        <Section legend={t('credit.form.phones')}>
          {field('mobilePhone', t('credit.form.mobilePhone'), {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel',
            hint: t('credit.form.mobilePhoneHint'),
            maxLength: 12,
          })}
          {field('homePhone', t('credit.form.homePhone'), {
            type: 'tel',
            inputMode: 'numeric',
            hint: t('credit.form.homePhoneHint'),
            maxLength: 20,
          })}
        </Section>
        <Section legend={t('credit.form.work')}>
          {field('monthlyIncome', t('credit.form.monthlyIncome'), { inputMode: 'decimal', maxLength: 12 })}
          <div className="sm:col-span-2">
            <TextAreaField
              name="workplace"
              label={t('credit.form.workplace')}
              idPrefix="credit"
              hint={t('credit.form.workplaceHint')}
              defaultValue={values.workplace}
              error={errors.workplace}
              maxLength={300}
              rows={2}
            />
          </div>
        </Section>
        <PlanChoice offers={quote.offers} chosen={planId} onChoose={setPlanId} error={errors.planId} />
        <SubmitButton>{t('credit.form.submit')}</SubmitButton>
      </Form>
      <aside className="order-first space-y-4 lg:sticky lg:top-4 lg:order-none lg:self-start">
        <Panel title={t('credit.form.goods')}>
          <CreditItems items={quote.items} />
          <p className="mt-3 flex justify-between border-t border-line pt-2 font-bold">
            <span>{t('credit.form.goodsTotal')}</span>
            <span data-testid="credit-amount">{formatMoney(quote.amount)}</span>
          </p>
        </Panel>
        <Panel title={t('credit.profile.terms.title')} testId="credit-terms">
          <ChosenTerms offer={chosen} />
        </Panel>
      </aside>
    </div>
  );
}
