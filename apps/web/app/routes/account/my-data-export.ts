import { data } from 'react-router';
import { relayApiFile } from '../../lib/api-file.server';
import { readCookie } from '../../lib/cookies';
import { loginRedirect } from '../../lib/guard.server';
import { webOf } from '../../lib/load-context';
import { tokenCookie } from '../../lib/session';
import type { Route } from './+types/my-data-export';

/** `12.json` or `12.html`: a copy's id and which of its two files. */
const fileName = /^([1-9]\d{0,9})\.(json|html)$/;

/** `{lang}/user/profile/my-data/export/:file` (`12.json`, `12.html`): a copy of the member's data. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const match = fileName.exec(params.file);
  if (!match) throw data(null, { status: 404 });
  if (!readCookie(request.headers.get('cookie'), tokenCookie)) throw loginRedirect(request);
  const id = Number(match[1]);
  const { api } = webOf(context);
  return relayApiFile(() =>
    match[2] === 'json'
      ? api.privacy.exportJson({ params: { id } })
      : api.privacy.exportHtml({ params: { id } }),
  );
}
