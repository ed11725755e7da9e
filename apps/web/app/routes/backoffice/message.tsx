import { ContactAnswerBody, maxSmsAnswer, translate } from '@bazar/contracts';
import { MessageSquare } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import { FormAlert, TextAreaField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { buttonLook, contactStatusKey, StateBadge } from '../../features/backoffice/content-shared';
import { formatDateTime } from '../../features/orders/order-parts';
import type { FieldErrors } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/message';

export const meta = staticPageMeta('admin.content.messages.title');

/** The mailbox e-mail answers are sent from until the marketplace sends e-mail itself. */
const supportMailbox = 'support@bazar.az';

const messageId = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
};

/** `{lang}/admin/messages/:id`: one message, its answer and closing it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    message: await webOf(context).api.backofficeContent.contactMessage({
      params: { id: messageId(params.id) },
    }),
  };
}

interface AnswerForm {
  text: string;
  errors: FieldErrors;
  formError?: string;
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<AnswerForm> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = messageId(params.id);
  const { api } = webOf(context);
  const here = localizePath(`/admin/messages/${id}`, lang);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'done') {
    const answer = await api.backofficeContent.closeContactMessage({ params: { id } });
    throw redirectWithToast(
      answer.ok ? localizePath('/admin/messages?status=new', lang) : here,
      answer.ok
        ? { kind: 'success', message: t('admin.content.messages.doneToast') }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  const text = String(form.get('text') ?? '');
  const parsed = ContactAnswerBody.safeParse({ channel: intent === 'email' ? 'email' : 'sms', text });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors.text ??= translate(issue.message, lang);
    return { text, errors };
  }
  const answer = await api.backofficeContent.answerContactMessage({ params: { id }, body: parsed.data });
  if (answer.ok)
    throw redirectWithToast(here, {
      kind: 'success',
      message: t(
        parsed.data.channel === 'sms' ? 'admin.content.messages.smsSent' : 'admin.content.messages.recorded',
      ),
    });
  return { text, errors: { text: answer.problem.errors?.text?.[0] }, formError: answer.problem.detail };
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { message } = loaderData;
  const open = message.status !== 'done';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to={localizePath(`/admin/messages?status=${message.status}`, lang)}
          className="text-accent hover:underline"
        >
          ← {t('admin.content.messages.title')}
        </Link>
      </p>
      <PageHeading sub={<StateBadge state={message.status} label={t(contactStatusKey(message.status))} />}>
        {message.subject}
      </PageHeading>
      <section className="mb-6 rounded-card border border-line p-4" data-testid="message">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">{t('admin.content.messages.from')}</dt>
          <dd className="font-semibold">
            {message.name}
            {message.userId && (
              <span className="ml-2 text-xs font-normal text-muted">
                {t('admin.content.messages.member')}
              </span>
            )}
          </dd>
          <dt className="text-muted">{t('admin.content.messages.phone')}</dt>
          <dd>{message.phone ? <a href={`tel:+${message.phone}`}>+{message.phone}</a> : '—'}</dd>
          <dt className="text-muted">{t('admin.content.messages.email')}</dt>
          <dd className="break-all">
            {message.email ? <a href={`mailto:${message.email}`}>{message.email}</a> : '—'}
          </dd>
          <dt className="text-muted">{t('admin.content.messages.sent')}</dt>
          <dd>
            {formatDateTime(message.createdAt)} · {message.lang.toUpperCase()}
          </dd>
        </dl>
        <p className="mt-4 whitespace-pre-line">{message.text}</p>
      </section>
      {message.answer && (
        <section className="mb-6 rounded-card border border-line bg-surface p-4" data-testid="answer">
          <h2 className="mb-1 font-bold">
            {t(
              message.answeredVia === 'sms'
                ? 'admin.content.messages.answeredSms'
                : 'admin.content.messages.answeredEmail',
            )}
          </h2>
          <p className="text-xs text-muted">
            {message.answeredBy} · {message.answeredAt && formatDateTime(message.answeredAt)}
          </p>
          <p className="mt-2 whitespace-pre-line text-sm">{message.answer}</p>
        </section>
      )}
      {open && (
        <Form
          method="post"
          className="space-y-3 rounded-card border border-line p-4"
          data-testid="answer-form"
        >
          <h2 className="font-bold">{t('admin.content.messages.answerTitle')}</h2>
          <FormAlert>{actionData?.formError}</FormAlert>
          {message.phone ? (
            <p className="text-sm text-muted">
              {t('admin.content.messages.smsHint', { phone: `+${message.phone}` })}
            </p>
          ) : (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="email-only">
              {t('admin.content.messages.emailOnly', { mailbox: supportMailbox, email: message.email ?? '' })}
            </p>
          )}
          <TextAreaField
            name="text"
            label={t(message.phone ? 'admin.content.messages.smsText' : 'admin.content.messages.emailText')}
            defaultValue={actionData?.text}
            error={actionData?.errors.text}
            rows={5}
            maxLength={message.phone ? maxSmsAnswer : 4000}
            hint={message.phone ? t('admin.content.messages.smsLimit', { count: maxSmsAnswer }) : undefined}
          />
          <div className="flex flex-wrap gap-3">
            {message.phone && (
              <button type="submit" name="intent" value="sms" className={buttonLook.primary}>
                <MessageSquare className="size-4" aria-hidden />
                {t('admin.content.messages.sendSms')}
              </button>
            )}
            {message.email && (
              <button
                type="submit"
                name="intent"
                value="email"
                className={message.phone ? buttonLook.secondary : buttonLook.primary}
              >
                {t('admin.content.messages.recordEmail')}
              </button>
            )}
          </div>
          {message.phone && message.email && (
            <p className="text-xs text-muted">
              {t('admin.content.messages.emailAlso', { mailbox: supportMailbox })}
            </p>
          )}
        </Form>
      )}
      {open && (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="done" className={buttonLook.secondary}>
            {t('admin.content.messages.markDone')}
          </button>
        </Form>
      )}
    </>
  );
}
