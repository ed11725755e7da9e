import type { Layout } from '@bazar/contracts';
import { Bell, Heart, LayoutGrid, Search, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSelect, ProfileMenu, TermsDialog } from '../../components/deferred-controls';
import { ScrollRow } from '../../components/scroll-row';
import { useFeatures } from '../../lib/features';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import type { CurrentUser } from '../../lib/session';
import { MegaMenu } from '../catalog/mega-menu';
import { SearchBox } from '../search/search-box';

/** The count on an icon; an empty basket or wishlist shows none (it keeps the count, hidden). */
function Badge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      data-testid={testId}
      hidden={count === 0}
      aria-hidden
      className="absolute -right-1 -top-1 min-w-5 rounded-full bg-discount px-1 text-center text-[11px] font-bold leading-5 text-white"
    >
      {count}
    </span>
  );
}

function IconLink({
  to,
  label,
  count,
  testId,
  children,
}: {
  to: string;
  label: string;
  count: number;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Link
      to={to}
      className="relative flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-xs hover:bg-surface"
      data-testid={`${testId}-link`}
    >
      {children}
      <span className="hidden sm:block">{label}</span>
      <span className="sr-only">
        {label}, {t('header.count', { count })}
      </span>
      <Badge count={count} testId={`${testId}-count`} />
    </Link>
  );
}

export function Header({
  layout,
  basketCount,
  wishlistCount,
  unreadNotifications,
  user,
}: {
  layout: Layout;
  basketCount: number;
  wishlistCount: number;
  unreadNotifications: number;
  user: CurrentUser | null;
}) {
  const t = useT();
  const lang = useLang();
  const to = (path: string) => localizePath(path, lang);
  const topLink = 'shrink-0 whitespace-nowrap hover:text-accent';
  const { giftCards } = useFeatures();
  return (
    <header className="border-b border-line bg-white" data-testid="site-header">
      <div className="border-b border-line bg-surface text-[13px] text-muted">
        {/* The links scroll on a narrow screen; the language select stays in view beside them. */}
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5">
          <ScrollRow
            label={t('header.help')}
            testId="header-links"
            background="surface"
            className="flex-1"
            rowClassName="items-center gap-4"
          >
            <TermsDialog className={topLink} />
            <Link to={to('/shop-register')} className={`${topLink} font-semibold text-accent`}>
              {t('header.startSelling')}
            </Link>
            <Link to={to('/campaign')} className={topLink}>
              {t('header.campaigns')}
            </Link>
            <Link to={to('/discounts')} className={`${topLink} font-semibold text-discount`}>
              {t('catalog.nav.discounts')}
            </Link>
            <Link to={to('/new-products')} className={topLink}>
              {t('catalog.nav.newProducts')}
            </Link>
            {giftCards && (
              <Link to={to('/gift-card')} className={topLink}>
                {t('giftCard.buy.title')}
              </Link>
            )}
            <Link to={to('/blogs')} className={topLink}>
              {t('header.blog')}
            </Link>
            <Link to={to('/faq')} className={topLink}>
              {t('header.help')}
            </Link>
          </ScrollRow>
          <LanguageSelect />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap">
        <Link
          to={to('/')}
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-accent"
          aria-label={t('header.home')}
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          Bazar
        </Link>
        <Link
          to={to('/category-menu')}
          className="order-3 inline-flex items-center gap-1.5 rounded-lg bg-accent-soft px-3 py-2.5 text-sm font-semibold text-accent sm:order-none"
        >
          <LayoutGrid className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('header.categories')}</span>
          <span className="sr-only sm:hidden">{t('header.categories')}</span>
        </Link>
        <div className="order-4 flex min-w-0 flex-1 basis-48 sm:order-none">
          <SearchBox variant="header" />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          {/* On a phone, the full-screen search with its suggestions listed under the box. */}
          <Link
            to={to('/search-menu')}
            className="flex rounded-md px-2 py-1 hover:bg-surface sm:hidden"
            data-testid="search-menu-link"
          >
            <Search className="size-6" aria-hidden />
            <span className="sr-only">{t('searchMenu.title')}</span>
          </Link>
          <IconLink to={to('/wishlist')} label={t('header.wishlist')} count={wishlistCount} testId="wishlist">
            <Heart className="size-6" aria-hidden />
          </IconLink>
          {user && (
            <IconLink
              to={to('/user/profile/notifications')}
              label={t('header.notifications')}
              count={unreadNotifications}
              testId="notifications"
            >
              <Bell className="size-6" aria-hidden />
            </IconLink>
          )}
          <ProfileMenu user={user} />
          <IconLink to={to('/cart')} label={t('header.basket')} count={basketCount} testId="basket">
            <ShoppingCart className="size-6" aria-hidden />
          </IconLink>
        </div>
      </div>
      <MegaMenu categories={layout.categories} />
    </header>
  );
}
