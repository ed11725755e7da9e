import { data, useActionData, useLoaderData } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { ProductForm } from '../../features/sellers/product-form';
import { saveProduct } from '../../features/sellers/product-form.server';
import { type ProductFormState, valuesOfProduct } from '../../features/sellers/product-form-values';
import { isRefusal } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { idFromParam } from '../../lib/not-found';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/product-edit';

export const meta = staticPageMeta('productForm.editTitle');

/** The seller's own product with its category's fields; another shop's product is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id);
  try {
    const [product, categories] = await Promise.all([
      webOf(context).api.productEditor.editable({ params: { id }, query: {} }),
      webOf(context).api.catalog.tree({ query: {} }),
    ]);
    const fields = await webOf(context).api.productEditor.categoryFields({
      params: { id: product.categoryId },
      query: {},
    });
    return { product, categories, fields };
  } catch (error) {
    if (isRefusal(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export function action({ request, params, context }: Route.ActionArgs) {
  return saveProduct({ request, context, lang: langParam(params.lang), productId: idFromParam(params.id) });
}

export default function EditProduct() {
  const t = useT();
  const { product, categories, fields } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const state: ProductFormState = answered ?? {
    revision: `product-${product.id}`,
    values: valuesOfProduct(product),
    errors: {},
    fields,
  };
  return (
    <Container>
      <PageHeading
        sub={`${t('productForm.code')}: ${product.code} · ${t('productForm.statusLabel')}: ${t(`productForm.status.${product.status}`)}`}
      >
        {t('productForm.editTitle')}
      </PageHeading>
      {product.status === 'rejected' && product.rejectionReason && (
        <p
          className="mb-4 rounded-lg border border-discount/30 bg-discount/5 px-3 py-2.5 text-sm text-discount"
          role="status"
        >
          {t('productForm.rejectionReason', { reason: product.rejectionReason })}
        </p>
      )}
      {product.status === 'published' && (
        <p className="mb-4 rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-muted">
          {t('productForm.moderationNote')}
        </p>
      )}
      <ProductForm
        key={state.revision}
        categories={categories}
        state={state}
        submitLabel={t('productForm.save')}
      />
    </Container>
  );
}
