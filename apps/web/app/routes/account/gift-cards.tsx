import { GiftCardCredentials, translate } from '@bazar/contracts';
import { data, Form, Link } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { GiftCardList } from '../../features/gift-cards/my-gift-cards';
import { type FormFeedback, formValues, problemFeedback, validate } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { toastSetCookie } from '../../lib/toast.server';
import type { Route } from './+types/gift-cards';

export const meta = staticPageMeta('giftCard.profile.title');

export async function loader({ context }: Route.LoaderArgs) {
  return { cards: await webOf(context).api.giftCards.mine({}) };
}

type AddFeedback = FormFeedback & { values?: Record<string, string> };

/** Adds a card the member was sent, by its number and code. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const values = formValues(await request.formData());
  const body = validate(GiftCardCredentials, values, lang);
  if (!body.ok) return data<AddFeedback>({ values, errors: body.errors });
  const answer = await webOf(context).api.giftCards.add({ body: body.data });
  if (!answer.ok) {
    const feedback = problemFeedback(answer.problem);
    // A wrong pair is told beside the code, as the API says it.
    const errors = feedback.errors?.giftCardCode ? { code: feedback.errors.giftCardCode } : feedback.errors;
    return data<AddFeedback>({ values, ...feedback, errors });
  }
  return data<AddFeedback>(
    {},
    {
      headers: {
        'set-cookie': toastSetCookie({ kind: 'success', message: translate('giftCard.profile.added', lang) }),
      },
    },
  );
}

/** `{lang}/user/profile/gift-cards`: the member's cards with money left and spent, and adding one. */
export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { cards } = loaderData;
  const values = actionData?.values ?? {};
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading>{t('giftCard.profile.title')}</PageHeading>
        <Link
          to={localizePath('/gift-card', lang)}
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          {t('giftCard.profile.buy')}
        </Link>
      </div>
      <div className="space-y-8">
        <section className="rounded-card border border-line p-4" data-testid="gift-card-add">
          <h2 className="mb-3 font-bold">{t('giftCard.profile.addTitle')}</h2>
          {/* A new form once a card is added, so its fields start empty. */}
          <Form
            key={cards.active.length + cards.used.length}
            method="post"
            className="grid items-start gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
          >
            <TextField
              name="number"
              label={t('checkout.giftCardNumber')}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values.number}
              error={actionData?.errors?.number}
              idPrefix="gift-card"
            />
            <TextField
              name="code"
              label={t('checkout.giftCardCode')}
              autoComplete="off"
              maxLength={6}
              defaultValue={values.code}
              error={actionData?.errors?.code}
              idPrefix="gift-card"
            />
            <div className="sm:pt-6">
              <SubmitButton>{t('giftCard.profile.add')}</SubmitButton>
            </div>
          </Form>
          <div className="mt-2">
            <FormAlert>{actionData?.formError}</FormAlert>
          </div>
        </section>
        <GiftCardList
          cards={cards.active}
          heading="giftCard.profile.active"
          empty="giftCard.profile.noActive"
          testId="gift-cards-active"
        />
        <GiftCardList
          cards={cards.used}
          heading="giftCard.profile.used"
          empty="giftCard.profile.noUsed"
          testId="gift-cards-used"
        />
      </div>
    </>
  );
}
