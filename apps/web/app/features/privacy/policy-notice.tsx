import { Link, useLocation } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import type { PolicyNotice } from './privacy-chrome';

const changeMessage = {
  'privacy-policy': 'policyNotice.changes.privacyPolicy',
  'buyer-agreement': 'policyNotice.changes.buyerAgreement',
} as const;

/**
 * Spec PRV-03: a member hears of a new privacy policy or buyer agreement before it takes effect,
 * with the way out (deleting the account) beside it, until they say they have read it. A slim bar
 * above the header, in the page's flow: it pushes the page down and covers nothing. The button is
 * a form post, so it works without JavaScript.
 */
export function PolicyNoticeBar({ notices }: { notices: PolicyNotice[] }) {
  const t = useT();
  const lang = useLang();
  const { pathname, search } = useLocation();
  return (
    <section
      aria-label={t('policyNotice.label')}
      data-testid="policy-notice"
      className="border-b border-amber-300 bg-amber-50 text-sm text-amber-950"
    >
      <form
        method="post"
        action={localizePath('/policy-notice', lang)}
        className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:justify-between"
      >
        <input type="hidden" name="returnTo" value={pathname + search} />
        <div className="space-y-0.5">
          {notices.map((notice) => (
            <p key={notice.document}>
              <input type="hidden" name="accept" value={`${notice.document}:${notice.version}`} />
              <span className="font-semibold">
                {t(changeMessage[notice.document], { date: notice.date })}
              </span>{' '}
              <Link className="underline" to={localizePath(`/${notice.document}`, lang)}>
                {t('policyNotice.read')}
              </Link>
            </p>
          ))}
          <p>
            <Link className="underline" to={`${localizePath('/user/profile/my-data', lang)}#delete`}>
              {t('policyNotice.delete')}
            </Link>
          </p>
        </div>
        <button
          type="submit"
          className="shrink-0 self-start rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold hover:bg-amber-100 sm:self-center"
        >
          {t('policyNotice.accept')}
        </button>
      </form>
    </section>
  );
}
