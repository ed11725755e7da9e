import { relayApiFile } from '../../lib/api-file.server';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/product-import-template';

/**
 * `{lang}/shop/import/template?categoryId=`: the sub-category's upload template (.xlsx, headers in
 * the page's language). A category that is not a sub-category, or a caller who is not a seller,
 * gets the API's own message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const categoryId = Number(pageUrl(request).searchParams.get('categoryId'));
  return relayApiFile(() => webOf(context).api.productImport.template({ query: { categoryId } }));
}
