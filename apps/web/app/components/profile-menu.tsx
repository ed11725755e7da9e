import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { localizePath, splitLangPath } from '../lib/language';
import { type CurrentUser, isOperator, isSeller } from '../lib/session';
import { useLogout } from '../lib/use-logout';
import { ProfileButton } from './header-buttons';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-accent-soft';

function MenuLink({ to, label }: { to: string; label: string }) {
  return (
    <DropdownMenu.Item asChild>
      <Link className={itemClass} to={to}>
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

function AnonymousItems() {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const here = splitLangPath(location.pathname).rest + location.search;
  const continueUrl = here === '/' ? '' : `?continueUrl=${encodeURIComponent(here)}`;
  return (
    <>
      <MenuLink to={localizePath(`/login${continueUrl}`, lang)} label={t('profile.login')} />
      <MenuLink to={localizePath('/register', lang)} label={t('profile.register')} />
    </>
  );
}

/**
 * The spec's profile sections, in its order: settings, user info, update password, then a buyer's
 * orders, addresses, promo codes and gift cards (a seller sees the shop profile instead), likes, help
 * and exit.
 */
function SignedInItems({ user }: { user: CurrentUser }) {
  const t = useT();
  const lang = useLang();
  const logout = useLogout();
  const to = (path: string) => localizePath(path, lang);
  return (
    <>
      <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted">
        {t('profile.greeting', { name: user.firstName })}
      </DropdownMenu.Label>
      <MenuLink to={to('/user/profile')} label={t('profile.settings')} />
      <MenuLink to={to('/user/profile#user-info')} label={t('account.userInfo')} />
      <MenuLink to={to('/user/profile#password')} label={t('account.password')} />
      <MenuLink to={to('/user/profile/notifications')} label={t('notifications.title')} />
      <MenuLink to={to('/user/profile/notification-settings')} label={t('notifications.settings')} />
      <MenuLink to={to('/user/profile/my-data')} label={t('myData.title')} />
      {isSeller(user) ? (
        <MenuLink to={to('/shop/products/all-products/1')} label={t('profile.shop')} />
      ) : (
        <>
          <MenuLink to={to('/user/profile/my-orders')} label={t('profile.orders')} />
          <MenuLink to={to('/user/profile/my-address')} label={t('profile.addresses')} />
          <MenuLink to={to('/user/profile/promo-codes')} label={t('promo.profile.title')} />
          <MenuLink to={to('/user/profile/gift-cards')} label={t('giftCard.profile.title')} />
        </>
      )}
      <MenuLink to={to('/wishlist')} label={t('account.likes')} />
      <MenuLink to={to('/help')} label={t('account.help')} />
      {isOperator(user) && <MenuLink to={to('/admin')} label={t('profile.backOffice')} />}
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      <DropdownMenu.Item className={itemClass} onSelect={logout}>
        {t('profile.logout')}
      </DropdownMenu.Item>
    </>
  );
}

export function ProfileMenu({
  user,
  defaultOpen = false,
}: {
  user: CurrentUser | null;
  defaultOpen?: boolean;
}) {
  // A chosen link leads elsewhere (or to a part of the page, as user info): the focus is not sent
  // back to the header's button, which would scroll a phone's page back up to it.
  const followed = useRef(false);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ProfileButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          onClickCapture={(event) => {
            followed.current = (event.target as Element).closest('a[href]') !== null;
          }}
          onCloseAutoFocus={(event) => {
            if (followed.current) event.preventDefault();
            followed.current = false;
          }}
          className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {user ? <SignedInItems user={user} /> : <AnonymousItems />}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
