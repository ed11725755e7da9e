import {
  type Lang,
  SandboxCodeBody,
  SandboxParams,
  SandboxPayBody,
  type SandboxPayment,
} from '@bazar/contracts';
import { data, redirect } from 'react-router';
import type { ApiResult } from '../../lib/api-client';
import { type FieldErrors, formValues, problemFeedback, validate } from '../../lib/forms';
import { type RouteContext, webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { pageUrl } from '../../lib/page-url';

interface Args {
  request: Request;
  params: { id?: string };
  context: RouteContext;
}

/**
 * What the bank's form shows after a press: messages beside fields or for the form, and the holder's
 * name typed in. The card's number, expiry and CVV are never sent back to the browser.
 */
export interface SandboxBankState {
  errors?: FieldErrors;
  formError?: string;
  holder?: string;
}

/** The payment this page is for: its reference in the path and the token of the link the store gave. */
function paymentOf({ request, params }: Args) {
  const path = SandboxParams.safeParse({ id: params.id });
  const token = pageUrl(request).searchParams.get('token');
  if (!path.success || !token) throw data(null, { status: 404 });
  return { id: path.data.id, token };
}

export async function sandboxBankLoader(args: Args) {
  const { id, token } = paymentOf(args);
  const payment = await notFoundOnMissing(
    webOf(args.context).api.payments.sandbox({ params: { id }, query: { token } }),
  );
  // Paid, failed or cancelled already: as a bank does, it sends the buyer back to the store.
  if (payment.state === 'done') throw redirect(payment.returnUrl);
  return { payment };
}

/** The bank's answer to a press: done sends the buyer back to the store, else the page goes on. */
async function settle(
  args: Args,
  answer: ApiResult<SandboxPayment>,
  holder?: string,
): Promise<SandboxBankState> {
  if (answer.ok) {
    if (answer.value.state === 'done') throw redirect(answer.value.returnUrl);
    return { holder };
  }
  if (answer.status === 409) {
    // Settled already (a second press, another tab): back to the store as the first press went.
    const { id, token } = paymentOf(args);
    const payment = await webOf(args.context).api.payments.sandbox({ params: { id }, query: { token } });
    if (payment.state === 'done') throw redirect(payment.returnUrl);
  }
  return { ...problemFeedback(answer.problem), holder };
}

/** The bank's form: pay with a card, give the 3-D Secure code, or cancel and go back to the store. */
export async function sandboxBankAction(args: Args, lang: Lang): Promise<SandboxBankState> {
  const { id, token } = paymentOf(args);
  const api = webOf(args.context).api;
  const { intent, ...values } = formValues(await args.request.formData());
  if (intent === 'cancel')
    return settle(args, await api.payments.sandboxCancel({ params: { id }, query: { token } }));
  if (intent === 'code') {
    const check = validate(SandboxCodeBody, values, lang);
    if (!check.ok) return { errors: check.errors };
    return settle(
      args,
      await api.payments.sandboxCode({ params: { id }, query: { token }, body: { code: check.data.code } }),
    );
  }
  const holder = values.holder?.trim().slice(0, 60) ?? '';
  const check = validate(SandboxPayBody, values, lang);
  if (!check.ok) return { errors: check.errors, holder };
  return settle(
    args,
    await api.payments.sandboxPay({ params: { id }, query: { token }, body: check.data }),
    holder,
  );
}
