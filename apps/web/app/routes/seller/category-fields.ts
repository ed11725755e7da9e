import { data } from 'react-router';
import { isRefusal } from '../../lib/api-client';
import { webOf } from '../../lib/load-context';
import type { Route } from './+types/category-fields';

/** A sub-category's dynamic fields for the product form, as it changes category (in the page's language). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  try {
    return await webOf(context).api.productEditor.categoryFields({ params: { id }, query: {} });
  } catch (error) {
    if (isRefusal(error)) throw data(null, { status: 404 });
    throw error;
  }
}
