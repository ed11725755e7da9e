import { ClientErrorBody, ClientErrorReason, localPathOf } from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { NavigationError } from '../../components/navigation-error';
import { formValues } from '../../lib/forms';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/error-page';

const pageMeta = staticPageMeta('error.title');
export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

/**
 * Spec: /error is tracked after navigation errors. `{lang}/error?path=&reason=&status=` is where a
 * page that failed goes on to: it offers that page again and the way home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const search = pageUrl(request).searchParams;
  const retry = localPathOf(search.get('path'));
  return { retry, noted: retry !== null && ClientErrorReason.safeParse(search.get('reason')).success };
}

/**
 * A failed page's report (posted by its error boundary): recorded through the API, then on to the
 * error page's address. The record is best effort: a refused or failed report (too many from this
 * address, say) still shows the page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const form = formValues(await request.formData());
  const report = ClientErrorBody.safeParse({ ...form, status: form.status || null });
  const path = localPathOf(form.path);
  if (!report.success || path === null) throw data(null, { status: 400 });
  try {
    await webOf(context).api.clientErrors.report({ body: report.data });
  } catch {
    // The API itself may be what failed; the visitor still gets the page and the ways back.
  }
  const query = new URLSearchParams({ path, reason: report.data.reason });
  if (report.data.status !== null) query.set('status', String(report.data.status));
  return redirect(`${localizePath('/error', lang)}?${query}`);
}

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return <NavigationError retry={loaderData.retry} noted={loaderData.noted} />;
}
