import { type AdminFaqEntry, FaqEntryBody, faqTopics, translate } from '@bazar/contracts';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import {
  buttonLook,
  ConfirmBox,
  contentLangs,
  FormSection,
  langLabels,
  StateBadge,
} from '../../features/backoffice/content-shared';
import type { FieldErrors } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/faq';

export const meta = staticPageMeta('admin.content.faq.title');

/** `{lang}/admin/faq` (`?edit=id` opens an entry's form, `?delete=id` asks before deleting). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = pageUrl(request).searchParams;
  const { items } = await webOf(context).api.backofficeContent.faqEntries({});
  return {
    items,
    editId: Number(search.get('edit')) || null,
    deleteId: Number(search.get('delete')) || null,
  };
}

type FaqForm = { values: Record<string, string>; errors: FieldErrors; formError?: string; target: string };

/** The form's fields as the body, or its messages under the form's own field names. */
function readEntry(form: FormData, lang: ReturnType<typeof langParam>, hidden: boolean) {
  const values: Record<string, string> = { topic: String(form.get('topic') ?? '') };
  for (const field of ['question', 'answer'])
    for (const code of contentLangs) values[`${field}_${code}`] = String(form.get(`${field}_${code}`) ?? '');
  const body = {
    topic: values.topic,
    question: Object.fromEntries(contentLangs.map((code) => [code, values[`question_${code}`]])),
    answer: Object.fromEntries(contentLangs.map((code) => [code, values[`answer_${code}`]])),
    hidden,
  };
  const parsed = FaqEntryBody.safeParse(body);
  const errors: FieldErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[issue.path.slice(0, 2).join('_')] ??= translate(issue.message, lang);
  return { values, parsed, errors };
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<FaqForm> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const { api } = webOf(context);
  const back = localizePath('/admin/faq', lang);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const toast = (answer: { ok: boolean; problem?: { detail: string } }, message: string, to = back) =>
    redirectWithToast(
      to,
      answer.ok ? { kind: 'success', message } : { kind: 'error', message: answer.problem?.detail ?? '' },
    );

  if (intent === 'create' || intent === 'update') {
    const entry = readEntry(form, lang, form.get('hidden') === 'on');
    if (!entry.parsed.success)
      return {
        values: entry.values,
        errors: entry.errors,
        formError: t('admin.content.fixErrors'),
        target: intent,
      };
    const answer =
      intent === 'create'
        ? await api.backofficeContent.createFaqEntry({ body: entry.parsed.data })
        : await api.backofficeContent.updateFaqEntry({ params: { id }, body: entry.parsed.data });
    if (answer.ok)
      throw redirectWithToast(`${back}#faq-${answer.value.id}`, {
        kind: 'success',
        message: t(intent === 'create' ? 'admin.content.faq.added' : 'admin.content.faq.saved'),
      });
    return { values: entry.values, errors: {}, formError: answer.problem.detail, target: intent };
  }
  if (intent === 'up' || intent === 'down')
    throw toast(
      await api.backofficeContent.moveFaqEntry({ params: { id }, body: { direction: intent } }),
      t('admin.content.faq.moved'),
      `${back}#faq-${id}`,
    );
  if (intent === 'hide' || intent === 'show')
    throw toast(
      await api.backofficeContent.setFaqVisibility({ params: { id }, body: { hidden: intent === 'hide' } }),
      t(intent === 'hide' ? 'admin.content.faq.hiddenToast' : 'admin.content.faq.shownToast'),
      `${back}#faq-${id}`,
    );
  if (intent === 'delete')
    throw toast(
      await api.backofficeContent.deleteFaqEntry({ params: { id } }),
      t('admin.content.faq.deleted'),
    );
  throw redirectWithToast(back, { kind: 'error', message: t('validation.invalid') });
}

/** The topic and the three languages' text; `idPrefix` keeps the new form's fields apart from an edited entry's. */
function EntryFields({
  values,
  errors,
  idPrefix,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  idPrefix: string;
}) {
  const t = useT();
  return (
    <>
      <div className="sm:max-w-xs">
        <SelectField
          name="topic"
          idPrefix={idPrefix}
          label={t('admin.content.faq.topic')}
          // Entries without a better topic wait under "other questions".
          defaultValue={values.topic || 'other'}
          error={errors.topic}
        >
          {faqTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`faq.topic.${topic}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {contentLangs.map((code) => (
          <div key={code} className="space-y-3">
            <p className="text-sm font-bold">{langLabels[code]}</p>
            <TextField
              name={`question_${code}`}
              idPrefix={idPrefix}
              label={`${t('admin.content.faq.question')} (${code})`}
              defaultValue={values[`question_${code}`]}
              error={errors[`question_${code}`]}
              required
            />
            <TextAreaField
              name={`answer_${code}`}
              idPrefix={idPrefix}
              label={`${t('admin.content.faq.answer')} (${code})`}
              defaultValue={values[`answer_${code}`]}
              error={errors[`answer_${code}`]}
              rows={5}
            />
          </div>
        ))}
      </div>
    </>
  );
}

const entryValues = (entry: AdminFaqEntry): Record<string, string> => ({
  topic: entry.topic,
  ...Object.fromEntries(
    contentLangs.flatMap((code) => [
      [`question_${code}`, entry.question[code]],
      [`answer_${code}`, entry.answer[code]],
    ]),
  ),
});

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { items, editId, deleteId } = loaderData;
  const here = localizePath('/admin/faq', lang);
  const creating = actionData?.target === 'create' ? actionData : undefined;
  return (
    <>
      <PageHeading sub={t('admin.content.faq.hint')}>{t('admin.content.faq.title')}</PageHeading>
      <ol className="space-y-3" data-testid="faq-list">
        {items.map((entry, index) => {
          const editing = editId === entry.id;
          const updating = editing && actionData?.target === 'update' ? actionData : undefined;
          return (
            <li
              key={entry.id}
              id={`faq-${entry.id}`}
              className="rounded-card border border-line p-3 sm:p-4"
              data-testid="faq-row"
            >
              <div className="flex flex-wrap items-start gap-3">
                <span className="mt-0.5 text-sm font-semibold text-muted">{index + 1}.</span>
                <div className="min-w-0 flex-1">
                  <p
                    className="text-xs font-semibold uppercase tracking-wide text-muted"
                    data-testid="faq-topic"
                  >
                    {t(`faq.topic.${entry.topic}`)}
                  </p>
                  <p className="font-semibold">{entry.question[lang]}</p>
                  <p className="mt-1 line-clamp-2 text-sm text-muted">{entry.answer[lang]}</p>
                  {entry.hidden && (
                    <p className="mt-1">
                      <StateBadge state="hidden" label={t('admin.content.faq.hidden')} />
                    </p>
                  )}
                </div>
                <Form method="post" className="flex flex-wrap gap-1" preventScrollReset>
                  <input type="hidden" name="id" value={entry.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    // Entries move within their topic, the group the help page shows them in.
                    disabled={items[index - 1]?.topic !== entry.topic}
                    className={buttonLook.small}
                    aria-label={t('admin.content.faq.moveUp')}
                    title={t('admin.content.faq.moveUp')}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    disabled={items[index + 1]?.topic !== entry.topic}
                    className={buttonLook.small}
                    aria-label={t('admin.content.faq.moveDown')}
                    title={t('admin.content.faq.moveDown')}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={entry.hidden ? 'show' : 'hide'}
                    className={buttonLook.small}
                  >
                    {entry.hidden ? (
                      <Eye className="size-4" aria-hidden />
                    ) : (
                      <EyeOff className="size-4" aria-hidden />
                    )}
                    {t(entry.hidden ? 'admin.content.faq.show' : 'admin.content.faq.hide')}
                  </button>
                  <Link
                    to={`${here}?edit=${entry.id}#faq-${entry.id}`}
                    className={buttonLook.small}
                    preventScrollReset
                  >
                    <Pencil className="size-4" aria-hidden />
                    {t('admin.content.edit')}
                  </Link>
                  <Link
                    to={`${here}?delete=${entry.id}#faq-${entry.id}`}
                    className={`${buttonLook.small} text-discount`}
                    preventScrollReset
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {t('admin.content.delete')}
                  </Link>
                </Form>
              </div>
              {deleteId === entry.id && (
                <div className="mt-3">
                  <ConfirmBox question={t('admin.content.faq.deleteConfirm')} cancelHref={here}>
                    <Form method="post">
                      <input type="hidden" name="id" value={entry.id} />
                      <button type="submit" name="intent" value="delete" className={buttonLook.danger}>
                        {t('admin.content.faq.deleteYes')}
                      </button>
                    </Form>
                  </ConfirmBox>
                </div>
              )}
              {editing && (
                <Form
                  method="post"
                  className="mt-4 space-y-4 border-t border-line pt-4"
                  data-testid="faq-edit"
                >
                  <input type="hidden" name="id" value={entry.id} />
                  <FormAlert>{updating?.formError}</FormAlert>
                  <EntryFields
                    values={updating?.values ?? entryValues(entry)}
                    errors={updating?.errors ?? {}}
                    idPrefix={`faq-${entry.id}`}
                  />
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="hidden"
                      defaultChecked={entry.hidden}
                      className="size-4 accent-accent"
                    />
                    {t('admin.content.faq.hiddenField')}
                  </label>
                  <div className="flex flex-wrap items-center gap-3">
                    <button type="submit" name="intent" value="update" className={buttonLook.primary}>
                      {t('admin.content.save')}
                    </button>
                    <Link to={here} className="text-sm font-semibold text-muted hover:underline">
                      {t('admin.content.cancel')}
                    </Link>
                  </div>
                </Form>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-6">
        <FormSection title={t('admin.content.faq.add')} id="faq-new">
          <Form
            method="post"
            className="space-y-4"
            data-testid="faq-new"
            // A new entry empties the form: the list it joins has one more.
            key={items.length}
          >
            <FormAlert>{creating?.formError}</FormAlert>
            <EntryFields values={creating?.values ?? {}} errors={creating?.errors ?? {}} idPrefix="faq-new" />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="hidden" className="size-4 accent-accent" />
              {t('admin.content.faq.hiddenField')}
            </label>
            <div className="sm:max-w-xs">
              <button type="submit" name="intent" value="create" className={`${buttonLook.primary} w-full`}>
                {t('admin.content.faq.addButton')}
              </button>
            </div>
          </Form>
        </FormSection>
      </div>
    </>
  );
}
