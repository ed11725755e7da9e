import type { SocialProvider } from '@bazar/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

/** Google and Facebook sign-in, offered only for the providers the marketplace has keys for. */
export function SocialButtons({
  providers,
  continueUrl,
}: {
  providers: SocialProvider[];
  continueUrl: string | null;
}) {
  const t = useT();
  const lang = useLang();
  if (providers.length === 0) return null;
  const query = continueUrl ? `?continueUrl=${encodeURIComponent(continueUrl)}` : '';
  return (
    <div className="mt-6">
      <p className="relative text-center text-xs text-muted before:absolute before:inset-x-0 before:top-1/2 before:h-px before:bg-line">
        <span className="relative bg-white px-2">{t('login.or')}</span>
      </p>
      <div className="mt-4 grid gap-2">
        {providers.map((provider) => (
          <Link
            key={provider}
            to={localizePath(`/auth/${provider}${query}`, lang)}
            reloadDocument
            className="rounded-lg border border-line px-4 py-2.5 text-center text-sm font-semibold hover:bg-surface"
          >
            {t(provider === 'google' ? 'login.google' : 'login.facebook')}
          </Link>
        ))}
      </div>
    </div>
  );
}
