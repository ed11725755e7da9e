import { useLang, useT } from '../lib/i18n';
import { localizePath } from '../lib/language';
import type { CurrentUser } from '../lib/session';
import { useDeferred } from '../lib/use-deferred';
import { LanguageButton, ProfileButton } from './header-buttons';

/**
 * The header's menus and the agreement dialog as they look closed, without their library (Radix,
 * Floating UI, scroll lock: about 29 KB compressed): the real control loads on first use and opens.
 */
export function LanguageSelect() {
  const [Real, start, warm, standIn] = useDeferred(() =>
    import('./language-select').then((m) => m.LanguageSelect),
  );
  if (Real) return <Real defaultOpen />;
  return <LanguageButton {...standIn} onClick={start} onPointerEnter={warm} aria-haspopup="menu" />;
}

export function ProfileMenu({ user }: { user: CurrentUser | null }) {
  const [Real, start, warm, standIn] = useDeferred(() => import('./profile-menu').then((m) => m.ProfileMenu));
  if (Real) return <Real user={user} defaultOpen />;
  return <ProfileButton {...standIn} onClick={start} onPointerEnter={warm} aria-haspopup="menu" />;
}

export function TermsDialog({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  const lang = useLang();
  const [Real, start, warm] = useDeferred(() => import('./terms-dialog').then((m) => m.TermsDialog));
  if (Real) return <Real className={className} label={label} defaultOpen />;
  return (
    <a
      href={localizePath('/buyer-agreement', lang)}
      className={className}
      onPointerEnter={warm}
      onClick={(event) => {
        event.preventDefault();
        start();
      }}
    >
      {label ?? t('header.terms')}
    </a>
  );
}
