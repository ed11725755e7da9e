import { ChevronDown, Globe, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLang, useT } from '../lib/i18n';

/**
 * The header's menu buttons as they look, without their menus: the menus (Radix) wrap them with
 * `asChild`, and the page shows them before the menus' code has loaded (deferred-controls.tsx).
 */
export function LanguageButton(props: ComponentProps<'button'>) {
  const lang = useLang();
  const t = useT();
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm hover:bg-surface"
      aria-label={t('header.language')}
      data-testid="language-select"
      {...props}
    >
      <Globe className="size-4" aria-hidden />
      <span className="uppercase">{lang}</span>
      <ChevronDown className="size-3" aria-hidden />
    </button>
  );
}

export function ProfileButton(props: ComponentProps<'button'>) {
  const t = useT();
  return (
    <button
      type="button"
      className="flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-xs hover:bg-surface"
      data-testid="profile-menu"
      {...props}
    >
      <UserRound className="size-6" aria-hidden />
      <span className="hidden sm:block">{t('header.profile')}</span>
      <span className="sr-only sm:hidden">{t('header.profile')}</span>
    </button>
  );
}
