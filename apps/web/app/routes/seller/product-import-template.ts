import { ApiError, isRefusal, plainTextOf } from '../../lib/api-client';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/product-import-template';

/** Headers of the API's file that the browser needs to save it under its name. */
const passed = ['content-type', 'content-disposition', 'content-length'];

/**
 * `{lang}/shop/import/template?categoryId=`: the sub-category's upload template (.xlsx, headers in
 * the page's language), fetched from the API with the visitor's session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const categoryId = Number(pageUrl(request).searchParams.get('categoryId'));
  try {
    const file = await webOf(context).api.productImportTemplate(categoryId);
    const headers = new Headers({ 'cache-control': 'private, no-store' });
    for (const name of passed) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    if (isRefusal(error)) return plainTextOf(error);
    if (!ApiError.is(error)) throw error;
    // A category that is not a sub-category, or a caller who is not a seller: the API's own message.
    return new Response(error.problem?.detail ?? '', {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}
