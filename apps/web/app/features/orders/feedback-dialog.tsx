import type { FeedbackBody } from '@bazar/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Star, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { FieldError, FormAlert } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';

export type FeedbackResult = { ok: true } | { ok: false; errors?: FieldErrors; formError?: string };

const reasons: NonNullable<FeedbackBody['reason']>[] = [
  'defectiveProduct',
  'other',
  'courierHadNoChange',
  'courierLate',
  'wrongProduct',
];

/**
 * Spec: the delivery feedback dialog: a rating must be chosen; reasons defective product, other,
 * courier had no change, courier late, wrong product; a comment.
 */
export function FeedbackDialog({ partId, shopName }: { partId: number; shopName: string }) {
  const t = useT();
  const fetcher = useFetcher<FeedbackResult>();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const result = fetcher.data;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) setOpen(false);
  }, [fetcher.state, result]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
        data-testid="leave-feedback"
      >
        {t('orders.leaveFeedback')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold">{t('orders.feedback')}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{shopName}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-md p-1.5 hover:bg-surface" aria-label={t('agreement.close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <fetcher.Form method="post" noValidate className="mt-4 space-y-4" data-testid="feedback-form">
            <input type="hidden" name="partId" value={partId} />
            <FormAlert>{result && !result.ok ? result.formError : undefined}</FormAlert>
            <fieldset aria-describedby={errors.rating ? 'feedback-rating-error' : undefined}>
              <legend className="mb-1 text-sm font-semibold">{t('orders.rating')}</legend>
              <div className="flex gap-1">
                {[1, 2, 3, 4, 5].map((value) => (
                  <label
                    key={value}
                    className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                  >
                    <input
                      type="radio"
                      name="rating"
                      value={value}
                      className="sr-only"
                      checked={rating === value}
                      onChange={() => setRating(value)}
                      aria-label={t('orders.ratingValue', { rating: value })}
                    />
                    <Star
                      className={`size-8 ${value <= rating ? 'fill-amber-400 text-amber-400' : 'text-line'}`}
                      aria-hidden
                    />
                  </label>
                ))}
              </div>
              <FieldError id="feedback-rating-error">{errors.rating}</FieldError>
            </fieldset>
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">{t('orders.reason')}</legend>
              <div className="flex flex-col gap-1.5">
                {reasons.map((reason) => (
                  <label key={reason} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="reason" value={reason} className="accent-accent" />
                    {t(`orders.reason.${reason}`)}
                  </label>
                ))}
              </div>
              <FieldError id="feedback-reason-error">{errors.reason}</FieldError>
            </fieldset>
            <div>
              <label htmlFor="feedback-comment" className="mb-1 block text-sm font-semibold">
                {t('orders.comment')}
              </label>
              <textarea
                id="feedback-comment"
                name="comment"
                rows={3}
                maxLength={1000}
                aria-invalid={errors.comment ? true : undefined}
                aria-describedby={errors.comment ? 'feedback-comment-error' : undefined}
                className="w-full rounded-lg border border-line px-3 py-2 text-base outline-none focus:border-accent sm:text-sm"
              />
              <FieldError id="feedback-comment-error">{errors.comment}</FieldError>
            </div>
            <button
              type="submit"
              name="intent"
              value="feedback"
              aria-disabled={fetcher.state !== 'idle' || undefined}
              className="w-full rounded-lg bg-accent px-4 py-2.5 font-semibold text-white hover:bg-accent-hover aria-disabled:opacity-70"
            >
              {t('orders.sendFeedback')}
            </button>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
