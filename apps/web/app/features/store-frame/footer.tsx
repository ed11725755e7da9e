import { type Layout, supportPhone } from '@bazar/contracts';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TermsDialog } from '../../components/deferred-controls';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { ConsentSettingsLink } from '../privacy/consent-settings-link';

/** The marketplace's public profiles; the footer links out to them, nothing is loaded from them. */
const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/bazar.az' },
  { name: 'Instagram', href: 'https://www.instagram.com/bazar.az' },
  { name: 'YouTube', href: 'https://www.youtube.com/@bazar.az' },
  { name: 'Telegram', href: 'https://t.me/bazar_az' },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-ink">{title}</h2>
      <ul className="space-y-2 text-sm text-muted">{children}</ul>
    </div>
  );
}

export function Footer({ layout }: { layout: Layout }) {
  const t = useT();
  const lang = useLang();
  const to = (path: string) => localizePath(path, lang);
  const link = 'hover:text-accent';
  return (
    <footer className="mt-12 border-t border-line bg-surface" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="text-2xl font-bold text-accent">Bazar</p>
          <p className="mt-2 text-sm text-muted">{t('footer.about')}</p>
        </div>
        <Column title={t('footer.customers')}>
          <li>
            <TermsDialog className={link} />
          </li>
          <li>
            <Link className={link} to={to('/wishlist')}>
              {t('footer.wishlist')}
            </Link>
          </li>
          <li>
            <Link className={link} to={to('/login')}>
              {t('footer.login')}
            </Link>
          </li>
          <li>
            <Link className={link} to={to('/register')}>
              {t('footer.register')}
            </Link>
          </li>
          <li>
            <Link className={link} to={to('/user/profile/my-orders')}>
              {t('footer.myOrders')}
            </Link>
          </li>
          <li>
            <Link className={link} to={to('/cart')}>
              {t('footer.basket')}
            </Link>
          </li>
        </Column>
        <Column title={t('footer.categories')}>
          {layout.footerCategories.map((category) => (
            <li key={category.id}>
              <Link className={link} to={to(`/category/${category.id}-${category.slug}`)}>
                {category.name}
              </Link>
            </li>
          ))}
        </Column>
        <Column title={t('footer.sellers')}>
          {layout.footerShops.map((shop) => (
            <li key={shop.id}>
              <Link className={`${link} inline-flex items-center gap-2`} to={to(`/seller-page/${shop.slug}`)}>
                <img
                  src={shop.logo}
                  alt=""
                  width={20}
                  height={20}
                  className="size-5 rounded"
                  loading="lazy"
                />
                {shop.name}
              </Link>
            </li>
          ))}
        </Column>
        <Column title={t('footer.help')}>
          <li>
            <Link className={link} to={to('/faq')}>
              {t('footer.helpCentre')}
            </Link>
          </li>
          <li>
            <a
              className={`${link} inline-flex items-center gap-1.5 font-semibold text-ink`}
              href={`tel:${supportPhone}`}
            >
              <Phone className="size-4" aria-hidden /> {t('footer.phone')}: {supportPhone}
            </a>
            <span className="mt-0.5 block text-xs">{t('footer.supportHours')}</span>
          </li>
          <li>
            <Link className={link} to={to('/privacy-policy')}>
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link className={link} to={to('/gdpr')}>
              {t('footer.gdpr')}
            </Link>
          </li>
          <ConsentSettingsLink className={link} />
        </Column>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights')}</p>
          <nav aria-label={t('footer.social')} className="flex flex-wrap gap-4">
            {socialLinks.map((social) => (
              <a
                key={social.name}
                href={social.href}
                rel="noopener noreferrer"
                target="_blank"
                className={link}
              >
                {social.name}
              </a>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
