import {
  Bell,
  BellRing,
  Database,
  Gift,
  Heart,
  KeyRound,
  Landmark,
  LifeBuoy,
  LogOut,
  MapPin,
  MonitorSmartphone,
  Package,
  Settings,
  Store,
  TicketPercent,
  UserRound,
  WalletMinimal,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { isSeller } from '../../lib/session';
import { clearBrowserSession, useLogoutPath } from '../../lib/use-logout';

interface Section {
  to: string;
  label: MessageKey;
  icon: ReactNode;
  /** A place on the settings page rather than a page of its own. */
  anchor?: boolean;
}

const icon = 'size-4 shrink-0';

/** Spec's profile sections that have a page; buyers see orders, wallet, promo codes and addresses, sellers their shop. */
function sections(seller: boolean): Section[] {
  return [
    { to: '/user/profile', label: 'account.settings', icon: <Settings className={icon} aria-hidden /> },
    {
      to: '/user/profile#user-info',
      label: 'account.userInfo',
      icon: <UserRound className={icon} aria-hidden />,
      anchor: true,
    },
    {
      to: '/user/profile#password',
      label: 'account.password',
      icon: <KeyRound className={icon} aria-hidden />,
      anchor: true,
    },
    {
      to: '/user/profile/my-sessions',
      label: 'account.sessions',
      icon: <MonitorSmartphone className={icon} aria-hidden />,
    },
    {
      to: '/user/profile/notifications',
      label: 'notifications.title',
      icon: <Bell className={icon} aria-hidden />,
    },
    {
      to: '/user/profile/notification-settings',
      label: 'notifications.settings',
      icon: <BellRing className={icon} aria-hidden />,
    },
    {
      to: '/user/profile/my-data',
      label: 'myData.title',
      icon: <Database className={icon} aria-hidden />,
    },
    ...(seller
      ? [
          {
            to: '/shop/products/all-products/1',
            label: 'account.shop' as const,
            icon: <Store className={icon} aria-hidden />,
          },
        ]
      : [
          {
            to: '/user/profile/my-orders',
            label: 'account.orders' as const,
            icon: <Package className={icon} aria-hidden />,
          },
          {
            to: '/user/profile/wallet',
            label: 'wallet.title' as const,
            icon: <WalletMinimal className={icon} aria-hidden />,
          },
          {
            to: '/user/profile/promo-codes',
            label: 'promo.profile.title' as const,
            icon: <TicketPercent className={icon} aria-hidden />,
          },
          {
            to: '/user/profile/credit-requests',
            label: 'credit.profile.title' as const,
            icon: <Landmark className={icon} aria-hidden />,
          },
          {
            to: '/user/profile/gift-cards',
            label: 'giftCard.profile.title' as const,
            icon: <Gift className={icon} aria-hidden />,
          },
          {
            to: '/user/profile/my-address',
            label: 'account.addresses' as const,
            icon: <MapPin className={icon} aria-hidden />,
          },
        ]),
    { to: '/wishlist', label: 'account.likes', icon: <Heart className={icon} aria-hidden /> },
    { to: '/help', label: 'account.help', icon: <LifeBuoy className={icon} aria-hidden /> },
  ];
}

const itemClass =
  'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm hover:bg-surface aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent';

/**
 * On a phone the browser scrolls the row to the page's own section as it first lays the row out,
 * before the page shows (`scroll-initial-target`), rather than a script moving it under the
 * person's finger once the page hydrates.
 */
const currentItemClass = `${itemClass} max-lg:[scroll-initial-target:nearest]`;

function ExitButton() {
  const t = useT();
  const { action, continueUrl } = useLogoutPath();
  return (
    <Form method="post" action={action} onSubmit={clearBrowserSession}>
      <input type="hidden" name="continueUrl" value={continueUrl} />
      <button type="submit" className={`${itemClass} w-full text-discount`}>
        <LogOut className={icon} aria-hidden />
        {t('account.exit')}
      </button>
    </Form>
  );
}

/** Whether the browser places a scroller at its initial target itself (Chromium since 133). */
function placesInitialTarget(): boolean {
  return CSS.supports('scroll-initial-target', 'nearest');
}

/**
 * On a phone the sections are one row that scrolls sideways: it is scrolled so that the page's own
 * section shows (the wallet, say, sits beyond the screen's edge). On the page's first showing the
 * browser does it (`currentItemClass`); this scrolls the row for each page the person goes to next.
 */
function useCurrentInView() {
  const list = useRef<HTMLUListElement>(null);
  const hydrated = useRef(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page the nav is on
  useEffect(() => {
    const row = list.current;
    const firstRun = !hydrated.current;
    hydrated.current = true;
    // The page shows before it hydrates, and the person may already be tapping a link of the row:
    // on hydration the row stays where the browser or the person put it, or the link under their
    // finger would move. A browser without initial targets gets the row scrolled here, unless the
    // person has scrolled it already.
    if (!row || (firstRun && (placesInitialTarget() || row.scrollLeft > 0))) return;
    const current = row.querySelector('[aria-current="page"]');
    if (!current || row.scrollWidth <= row.clientWidth) return;
    const item = current.getBoundingClientRect();
    const frame = row.getBoundingClientRect();
    if (item.left < frame.left || item.right > frame.right) row.scrollLeft += item.left - frame.left - 16;
  }, [pathname]);
  return list;
}

export function AccountNav({ accountType }: { accountType: number }) {
  const t = useT();
  const lang = useLang();
  const list = useCurrentInView();
  return (
    <nav aria-label={t('account.title')} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
      <ul
        ref={list}
        className="-mx-4 flex scroll-pl-4 gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-card lg:border lg:border-line lg:p-2"
      >
        {sections(isSeller({ accountType })).map((section) => (
          <li key={section.to}>
            {section.anchor ? (
              <Link to={localizePath(section.to, lang)} className={itemClass}>
                {section.icon}
                {t(section.label)}
              </Link>
            ) : (
              <NavLink
                to={localizePath(section.to, lang)}
                end
                className={({ isActive }) => (isActive ? currentItemClass : itemClass)}
              >
                {section.icon}
                {t(section.label)}
              </NavLink>
            )}
          </li>
        ))}
        <li>
          <ExitButton />
        </li>
      </ul>
    </nav>
  );
}
