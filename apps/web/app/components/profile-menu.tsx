import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { localizePath, splitLangPath } from '../lib/language';

const itemClass = 'block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent-soft';

/** Spec: anonymous visitors see login and register; the signed-in entries arrive with accounts. */
export function ProfileMenu() {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const here = splitLangPath(location.pathname).rest + location.search;
  const continueUrl = here === '/' ? '' : `?continueUrl=${encodeURIComponent(here)}`;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-xs hover:bg-surface"
        data-testid="profile-menu"
      >
        <UserRound className="size-6" aria-hidden />
        <span className="hidden sm:block">{t('header.profile')}</span>
        <span className="sr-only sm:hidden">{t('header.profile')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild>
            <Link className={itemClass} to={localizePath(`/login${continueUrl}`, lang)}>
              {t('profile.login')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link className={itemClass} to={localizePath('/register', lang)}>
              {t('profile.register')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
