import { Id } from '@bazar/contracts';
import { data } from 'react-router';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import type { Route } from './+types/subcategories';

/** A top category's children and grandchildren (GET Category/GetSubCategory), for the header's mega-menu. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Id.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return {
    id: id.data,
    categories: await notFoundOnMissing(webOf(context).api.catalog.subCategories({ query: { id: id.data } })),
  };
}
