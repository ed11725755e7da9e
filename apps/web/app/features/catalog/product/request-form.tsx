import { CircleCheck } from 'lucide-react';
import { Form } from 'react-router';
import { FormAlert, PhoneField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import type { FormFeedback } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';

/** What the product page's action answers to the request form. */
export type RequestResult = { sent: true } | (FormFeedback & { values: Record<string, string> });

/**
 * Spec: a buyer can send a request about a product that is out of stock (or whose chosen variant is):
 * name, phone and message go to its seller.
 */
export function ProductRequestForm({
  productId,
  variantId,
  subject,
  result,
}: {
  productId: number;
  /** The chosen variant, when it is that combination that is sold out. */
  variantId?: number;
  /** The product, and the chosen variant's values when there is one. */
  subject: string;
  result: RequestResult | undefined;
}) {
  const t = useT();
  if (result && 'sent' in result) {
    return (
      <div
        role="status"
        className="flex items-start gap-2 rounded-card border border-success/30 bg-success/5 p-4 text-sm text-success"
        data-testid="request-sent"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>{t('product.request.sent')}</p>
      </div>
    );
  }
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  return (
    <section
      aria-labelledby="product-request-title"
      className="rounded-card border border-line bg-surface p-4"
      data-testid="product-request"
    >
      <h2 id="product-request-title" className="font-bold">
        {t('product.request.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('product.request.text', { subject })}</p>
      <Form method="post" preventScrollReset noValidate className="mt-4 space-y-3">
        <input type="hidden" name="productId" value={productId} />
        {variantId !== undefined && <input type="hidden" name="variantId" value={variantId} />}
        <FormAlert>{result?.formError}</FormAlert>
        <TextField
          idPrefix="request"
          name="name"
          label={t('product.request.name')}
          autoComplete="name"
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <PhoneField
          idPrefix="request"
          placeholder={undefined}
          label={t('product.request.phone')}
          hint={t('product.request.phoneHint')}
          required
          defaultValue={values.phone}
          error={errors.phone}
        />
        <TextAreaField
          idPrefix="request"
          name="message"
          label={t('product.request.message')}
          rows={3}
          required
          maxLength={1000}
          defaultValue={values.message}
          error={errors.message}
        />
        <SubmitButton>{t('product.request.send')}</SubmitButton>
      </Form>
    </section>
  );
}
