import { ContactMessageBody, translate } from '@bazar/contracts';
import { Container, PageHeading } from '../../components/page-heading';
import { ContactForm } from '../../features/content/contact-form';
import { FaqList } from '../../features/content/faq-list';
import { SupportHours } from '../../features/content/support-hours';
import type { FieldErrors } from '../../lib/forms';
import { translator, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { readCurrentUser } from '../../lib/session';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/faq';

/** `{lang}/faq` and `{lang}/help` are this one page; search engines are given the spec's `/faq`. */
const faqMeta = staticPageMeta('faq.title');
export const meta: Route.MetaFunction = (args) =>
  faqMeta({ ...args, location: { pathname: args.location.pathname.replace(/\/help$/, '/faq') } });

/**
 * The signed-in member's name, phone and e-mail, from the API: the script-readable `currentUser`
 * cookie carries no phone or e-mail.
 */
async function memberOf(request: Request, context: Route.LoaderArgs['context']) {
  if (!readCurrentUser(request.headers.get('cookie'))) return null;
  return webOf(context).api.accounts.profile({});
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const [faq, support, user] = await Promise.all([
    webOf(context).api.content.faq({ query: {} }),
    webOf(context).api.content.supportHours({}),
    memberOf(request, context),
  ]);
  return {
    faq,
    query: pageUrl(request).searchParams.get('q') ?? '',
    // Asked for each request: the page says what is true when it is served.
    support,
    member: user
      ? { name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone, email: user.email }
      : null,
  };
}

interface ContactAnswer {
  values: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
}

/** Spec CNT-06: the message form (subject and text); a member's name, phone and e-mail come from the profile. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<ContactAnswer> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const key of ['name', 'phone', 'email', 'subject', 'text']) values[key] = String(form.get(key) ?? '');
  const parsed = ContactMessageBody.safeParse(values);
  const errors: FieldErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= translate(issue.message, lang);
  // A guest gives a name and a way to answer; a member's come from the profile (the API checks both).
  const user = await memberOf(request, context);
  if (!user && !values.name?.trim()) errors.name ??= t('validation.required');
  if (!(user?.phone || user?.email) && !values.phone?.trim() && !values.email?.trim())
    errors.phone ??= t('admin.content.phoneOrEmail');
  if (!parsed.success || Object.keys(errors).length > 0)
    return { values, errors, formError: t('faq.form.fixErrors') };
  const answer = await webOf(context).api.content.contact({ body: parsed.data });
  if (answer.ok) {
    // The API texts a confirmation to the phone given, or else to the member's own.
    const texted = parsed.data.phone ?? user?.phone;
    throw redirectWithToast(`${pageUrl(request).pathname}#contact`, {
      kind: 'success',
      message: texted ? t('faq.form.sentSms', { phone: texted }) : t('faq.form.sent'),
    });
  }
  const refused: FieldErrors = {};
  for (const [field, messages] of Object.entries(answer.problem.errors ?? {})) refused[field] = messages[0];
  return { values, errors: refused, formError: answer.problem.detail };
}

export default function Faq({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container narrow>
      <PageHeading>{t('faq.title')}</PageHeading>
      <SupportHours desk={loaderData.support} />
      <div className="mt-8">
        <FaqList entries={loaderData.faq} initialQuery={loaderData.query} />
      </div>
      <h2 className="mb-3 mt-10 text-lg font-bold">{t('faq.contact')}</h2>
      <ContactForm
        member={loaderData.member}
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
      />
    </Container>
  );
}
