import { data } from 'react-router';
import { formValues } from '../../../lib/forms';
import { type MessageKey, translator } from '../../../lib/i18n';
import { pageUrl } from '../../../lib/page-url';
import { langParam } from '../../../lib/route-meta';
import { redirectWithToast } from '../../../lib/toast.server';

/** What a delete answers: done, or the API's reason it could not. */
type DeleteAnswer = { ok: true } | { ok: false; problem: { detail: string } };

/**
 * A list's delete action (the confirm box posts `intent=delete` and the row's id): removes the
 * row and goes back to the list with a toast that says it was done, or why not.
 */
export async function deleteRow(
  request: Request,
  lang: string | undefined,
  remove: (id: number) => Promise<DeleteAnswer>,
  done: MessageKey,
): Promise<never> {
  const t = translator(langParam(lang));
  const form = formValues(await request.formData());
  const id = Number(form.id);
  if (form.intent !== 'delete' || !Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  const answer = await remove(id);
  throw redirectWithToast(
    pageUrl(request).pathname,
    answer.ok ? { kind: 'success', message: t(done) } : { kind: 'error', message: answer.problem.detail },
  );
}
