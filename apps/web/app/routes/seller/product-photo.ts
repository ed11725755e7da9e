import { translate } from '@bazar/contracts';
import { data } from 'react-router';
import { fileForm } from '../../lib/api-client';
import { webOf } from '../../lib/load-context';
import { langParam } from '../../lib/route-meta';
import type { Route } from './+types/product-photo';

/**
 * The product form's photo upload (with JavaScript): one file in, `{ path, url }` or `{ error }`
 * out, the error in the page's language. The API checks who may upload.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const file = (await request.formData()).get('file');
  if (!(file instanceof File) || file.size === 0)
    return data({ error: translate('validation.required', lang) }, { status: 422 });
  const answer = await webOf(context).api.productEditor.uploadPhoto({ query: {}, body: fileForm(file) });
  if (answer.ok) return answer.value;
  return data(
    { error: answer.problem.errors?.file?.[0] ?? answer.problem.detail },
    { status: answer.status },
  );
}
