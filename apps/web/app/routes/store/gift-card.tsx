import { BuyGiftCardBody, type GiftCardDesign, giftCardAmounts, giftCardDesigns } from '@bazar/contracts';
import { useState } from 'react';
import { data, Form, Link, redirectDocument } from 'react-router';
import {
  FieldError,
  FormAlert,
  PhoneField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../components/form';
import { Container, PageHeading } from '../../components/page-heading';
import { GiftCardFace } from '../../features/gift-cards/gift-card-face';
import { readCookie } from '../../lib/cookies';
import { type FormFeedback, formValues, problemFeedback, validate } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { tokenCookie } from '../../lib/session';
import type { Route } from './+types/gift-card';

export const meta = staticPageMeta('giftCard.buy.title');

/** The buyer's name and wallet, for a member; guests are asked to sign in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!readCookie(request.headers.get('cookie'), tokenCookie)) return { member: null };
  const { api } = webOf(context);
  const [profile, wallet] = await Promise.all([api.accounts.profile({}), api.payments.wallet({})]);
  return { member: { name: profile.firstName, balance: wallet.balance } };
}

type BuyFeedback = FormFeedback & { values: Record<string, string> };

/** Buys the card, then sends the member to the bank's page, or (paid from the wallet) to its result. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const values = formValues(await request.formData());
  // A fixed amount, or one of the buyer's own (people here write decimals with a comma).
  const amount =
    values.amountChoice === 'own' ? (values.ownAmount ?? '').trim().replace(',', '.') : values.amountChoice;
  const body = validate(BuyGiftCardBody, { ...values, amount: amount ?? '' }, lang);
  if (!body.ok) return data<BuyFeedback>({ values, errors: body.errors });
  const answer = await webOf(context).api.giftCards.buy({ body: body.data });
  if (!answer.ok) return data<BuyFeedback>({ values, ...problemFeedback(answer.problem) });
  throw redirectDocument(answer.value.paymentUrl);
}

/** `{lang}/gift-card`: the gift card purchase screen (spec: chosen amount, card type, sender, recipient). */
export default function GiftCardPurchase({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const [design, setDesign] = useState<GiftCardDesign>(
    giftCardDesigns.find((entry) => entry === values.design) ?? 'classic',
  );
  const [amountChoice, setAmountChoice] = useState(values.amountChoice ?? '50');
  const [ownAmount, setOwnAmount] = useState(values.ownAmount ?? '');
  const shownAmount = Number((amountChoice === 'own' ? ownAmount : amountChoice).replace(',', '.')) || 0;
  const { member } = loaderData;
  return (
    <Container>
      <PageHeading>{t('giftCard.buy.title')}</PageHeading>
      <p className="-mt-2 mb-6 max-w-2xl text-muted">{t('giftCard.buy.lead')}</p>
      {!member ? (
        <Link
          to={localizePath(`/login?continueUrl=${encodeURIComponent('/gift-card')}`, lang)}
          className="inline-block rounded-lg bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-hover"
        >
          {t('giftCard.buy.signIn')}
        </Link>
      ) : (
        <Form method="post" noValidate className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <fieldset aria-describedby={errors.amount ? 'gift-amount-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold">{t('giftCard.buy.amount')}</legend>
              <div className="flex flex-wrap gap-2">
                {[...giftCardAmounts.map(String), 'own'].map((choice) => (
                  <label key={choice} className={chip}>
                    <input
                      type="radio"
                      name="amountChoice"
                      value={choice}
                      checked={amountChoice === choice}
                      onChange={() => setAmountChoice(choice)}
                      className="sr-only"
                    />
                    {choice === 'own' ? t('giftCard.buy.otherAmount') : formatMoney(Number(choice))}
                  </label>
                ))}
              </div>
              {amountChoice === 'own' && (
                <div className="mt-3 max-w-48">
                  <TextField
                    name="ownAmount"
                    label={t('giftCard.buy.ownAmount')}
                    hint={t('giftCard.buy.ownAmountHint')}
                    inputMode="decimal"
                    value={ownAmount}
                    onChange={(event) => setOwnAmount(event.target.value)}
                    idPrefix="gift"
                  />
                </div>
              )}
              <FieldError id="gift-amount-error">{errors.amount}</FieldError>
            </fieldset>
            <fieldset aria-describedby={errors.design ? 'gift-design-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold">{t('giftCard.buy.design')}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {giftCardDesigns.map((entry) => (
                  <label
                    key={entry}
                    className="cursor-pointer rounded-xl p-1 ring-accent has-[:checked]:ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                  >
                    <input
                      type="radio"
                      name="design"
                      value={entry}
                      checked={design === entry}
                      onChange={() => setDesign(entry)}
                      className="sr-only"
                      aria-label={t(`giftCard.design.${entry}`)}
                    />
                    <GiftCardFace design={entry} small />
                  </label>
                ))}
              </div>
              <FieldError id="gift-design-error">{errors.design}</FieldError>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="senderName"
                label={t('giftCard.buy.senderName')}
                defaultValue={values.senderName ?? member.name}
                error={errors.senderName}
                maxLength={60}
                idPrefix="gift"
                required
              />
              {/* The recipient's number: the browser is not to offer the buyer's own. */}
              <PhoneField
                name="recipientPhone"
                autoComplete={undefined}
                label={t('giftCard.buy.recipientPhone')}
                hint={t('checkout.phoneHint')}
                defaultValue={values.recipientPhone}
                error={errors.recipientPhone}
                idPrefix="gift"
                required
              />
            </div>
            <TextAreaField
              name="message"
              label={t('giftCard.buy.message')}
              defaultValue={values.message}
              error={errors.message}
              maxLength={300}
              rows={3}
              idPrefix="gift"
            />
            <fieldset aria-describedby={errors.paymentType ? 'gift-payment-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold">{t('giftCard.buy.payment')}</legend>
              <div className="flex flex-wrap gap-2">
                <label className={chip}>
                  <input
                    type="radio"
                    name="paymentType"
                    value="card"
                    defaultChecked={(values.paymentType ?? 'card') === 'card'}
                    className="accent-accent"
                  />
                  {t('giftCard.buy.byCard')}
                </label>
                <label className={chip}>
                  <input
                    type="radio"
                    name="paymentType"
                    value="wallet"
                    defaultChecked={values.paymentType === 'wallet'}
                    className="accent-accent"
                  />
                  {t('giftCard.buy.byWallet', { balance: formatMoney(member.balance) })}
                </label>
              </div>
              <FieldError id="gift-payment-error">{errors.paymentType}</FieldError>
            </fieldset>
            <FormAlert>{actionData?.formError}</FormAlert>
          </div>
          <aside className="h-fit space-y-4 rounded-card border border-line p-4 lg:sticky lg:top-4">
            <GiftCardFace design={design} amount={shownAmount} />
            <SubmitButton>{t('giftCard.buy.submit', { amount: formatMoney(shownAmount) })}</SubmitButton>
          </aside>
        </Form>
      )}
    </Container>
  );
}

const chip =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent';
