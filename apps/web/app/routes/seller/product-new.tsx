import { useActionData, useLoaderData } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { ProductForm } from '../../features/sellers/product-form';
import { saveProduct } from '../../features/sellers/product-form.server';
import { emptyProductForm, type ProductFormState } from '../../features/sellers/product-form-values';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/product-new';

export const meta = staticPageMeta('productForm.newTitle');

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await webOf(context).api.catalog.tree({ query: {} }) };
}

/** Creates the product; it waits for moderation, and the seller lands on the pending list. */
export function action({ request, params, context }: Route.ActionArgs) {
  return saveProduct({ request, context, lang: langParam(params.lang) });
}

const blank: ProductFormState = { revision: 'new', values: emptyProductForm, errors: {}, fields: [] };

export default function NewProduct() {
  const t = useT();
  const { categories } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>() ?? blank;
  return (
    <Container>
      <PageHeading>{t('productForm.newTitle')}</PageHeading>
      <ProductForm
        key={state.revision}
        categories={categories}
        state={state}
        submitLabel={t('productForm.create')}
      />
    </Container>
  );
}
