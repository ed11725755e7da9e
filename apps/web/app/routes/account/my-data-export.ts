import { data } from 'react-router';
import { ApiError, isRefusal, plainTextOf } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies';
import { loginRedirect } from '../../lib/guard.server';
import { webOf } from '../../lib/load-context';
import { tokenCookie } from '../../lib/session';
import type { Route } from './+types/my-data-export';

/** Headers of the API's file that the browser needs to save it under its name. */
const passed = ['content-type', 'content-disposition', 'content-length'];

/** `12.json` or `12.html`: a copy's id and which of its two files. */
const fileName = /^([1-9]\d{0,9})\.(json|html)$/;

/**
 * `{lang}/user/profile/my-data/export/:file` (`12.json`, `12.html`): a copy of the member's data,
 * fetched from the API with their session (an httpOnly cookie the browser cannot hand to the API).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const match = fileName.exec(params.file);
  if (!match) throw data(null, { status: 404 });
  if (!readCookie(request.headers.get('cookie'), tokenCookie)) throw loginRedirect(request);
  const id = Number(match[1]);
  const { api } = webOf(context);
  try {
    const file = await (match[2] === 'json' ? api.dataExportJson(id) : api.dataExportHtml(id));
    const headers = new Headers({ 'cache-control': 'private, no-store' });
    for (const name of passed) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    if (isRefusal(error)) return plainTextOf(error);
    if (!ApiError.is(error)) throw error;
    return new Response(error.problem?.detail ?? '', {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}
