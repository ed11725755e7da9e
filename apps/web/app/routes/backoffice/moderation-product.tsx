import { RejectProductBody } from '@bazar/contracts';
import { data, Form, Link } from 'react-router';
import { FormAlert, SubmitButton } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { BuyerPreview, ProductChanges } from '../../features/backoffice/moderation-preview';
import { RejectFields } from '../../features/backoffice/moderation-queue';
import { formatDateTime } from '../../features/orders/order-parts';
import { productStatusKey } from '../../features/sellers/products-status';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { idFromParam } from '../../lib/not-found';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/moderation-product';

export const meta = staticPageMeta('admin.moderation.productTitle');

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id);
  return { preview: await webOf(context).api.backoffice.previewProduct({ params: { id } }) };
}

/** Approve, or reject with a reason; back to the queue with a toast, or the reasons' errors here. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = idFromParam(params.id);
  const form = formValues(await request.formData());
  const { api } = webOf(context);
  const queue = localizePath('/admin/moderation', lang);
  if (form.intent === 'approve') {
    const answer = await api.backoffice.approveProduct({ params: { id } });
    if (answer.ok)
      throw redirectWithToast(queue, {
        kind: 'success',
        message: t('admin.moderation.approvedOne', { title: answer.value.title }),
      });
    return { formError: answer.problem.detail };
  }
  if (form.intent !== 'reject') throw data(null, { status: 400 });
  const body = validate(RejectProductBody, form, lang);
  if (!body.ok) return { errors: body.errors };
  const answer = await api.backoffice.rejectProduct({ params: { id }, body: body.data });
  if (answer.ok)
    throw redirectWithToast(queue, {
      kind: 'success',
      message: t('admin.moderation.rejectedOne', { title: answer.value.title }),
    });
  return problemFeedback(answer.problem);
}

/** Issue 17: a product as buyers will see it, what an edit changed, and the decision. */
export default function ModerationProduct({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { preview } = loaderData;
  const pending = preview.status === 'pending';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizePath('/admin/moderation', lang)} className="text-accent hover:underline">
          ← {t('admin.moderation.backToQueue')}
        </Link>
      </p>
      <PageHeading
        sub={t('admin.moderation.productSub', {
          shop: preview.shop.name,
          submitted: formatDateTime(preview.submittedAt),
        })}
      >
        {preview.product.title}
      </PageHeading>
      <p className="mb-4 text-sm">
        <span className="rounded-full bg-surface px-2.5 py-1 font-semibold" data-testid="preview-status">
          {t(productStatusKey(preview.status))}
        </span>
        {preview.publishedBefore && pending && (
          <span className="ms-2 rounded-full bg-amber-100 px-2.5 py-1 font-semibold text-amber-900">
            {t('admin.moderation.edited')}
          </span>
        )}
      </p>
      {preview.rejectionReason && (
        <p className="mb-4 text-sm text-discount" data-testid="preview-rejection">
          {t('admin.moderation.rejectedWith', { reason: preview.rejectionReason })}
        </p>
      )}
      {pending ? (
        <section className="mb-6 rounded-card border border-line p-4" aria-labelledby="decision-title">
          <h2 id="decision-title" className="mb-3 font-semibold">
            {t('admin.moderation.decision')}
          </h2>
          <FormAlert>{actionData?.formError}</FormAlert>
          <div className="mt-2 grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
            <Form method="post">
              <SubmitButton intent="approve">{t('admin.moderation.approve')}</SubmitButton>
            </Form>
            <Form method="post" className="grid gap-3" data-testid="reject-form">
              <RejectFields idPrefix="reject" errors={actionData?.errors} />
              <div className="sm:w-48">
                <SubmitButton intent="reject" variant="secondary">
                  {t('admin.moderation.reject')}
                </SubmitButton>
              </div>
            </Form>
          </div>
        </section>
      ) : (
        <p className="mb-6 rounded-card border border-line p-4 text-sm text-muted" data-testid="not-pending">
          {t('moderation.notPending')}
        </p>
      )}
      <ProductChanges changes={preview.changes} />
      <BuyerPreview preview={preview} />
    </>
  );
}
