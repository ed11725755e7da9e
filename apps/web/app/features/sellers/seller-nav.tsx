import {
  BarChart3,
  FileSpreadsheet,
  MessageSquareText,
  Package,
  PackagePlus,
  Receipt,
  Settings,
  ShoppingBag,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

interface Section {
  to: string;
  label: MessageKey;
  icon: ReactNode;
  /** Other addresses that belong to this section (a product group, a page of the list). */
  prefix: string;
}

const icon = 'size-4 shrink-0';

/** The seller cabinet's sections, in the order of the spec's cabinet menu. */
const sections: Section[] = [
  {
    to: '/shop/products/all-products/1',
    prefix: '/shop/products/',
    label: 'seller.nav.products',
    icon: <Package className={icon} aria-hidden />,
  },
  {
    to: '/shop/product/new',
    prefix: '/shop/product/',
    label: 'seller.nav.newProduct',
    icon: <PackagePlus className={icon} aria-hidden />,
  },
  {
    to: '/shop/import',
    prefix: '/shop/import',
    label: 'seller.nav.import',
    icon: <FileSpreadsheet className={icon} aria-hidden />,
  },
  {
    to: '/shop/requests',
    prefix: '/shop/requests',
    label: 'seller.nav.requests',
    icon: <MessageSquareText className={icon} aria-hidden />,
  },
  {
    to: '/shop/orders',
    prefix: '/shop/orders',
    label: 'seller.nav.orders',
    icon: <ShoppingBag className={icon} aria-hidden />,
  },
  {
    to: '/shop/sales/all/1',
    prefix: '/shop/sales/',
    label: 'seller.nav.sales',
    icon: <Receipt className={icon} aria-hidden />,
  },
  {
    to: '/shop/statistics',
    prefix: '/shop/statistics',
    label: 'seller.nav.statistics',
    icon: <BarChart3 className={icon} aria-hidden />,
  },
  {
    to: '/shop/info',
    prefix: '/shop/info',
    label: 'seller.nav.info',
    icon: <UserRound className={icon} aria-hidden />,
  },
  {
    to: '/shop/settings',
    prefix: '/shop/settings',
    label: 'seller.nav.settings',
    icon: <Settings className={icon} aria-hidden />,
  },
];

const itemClass =
  'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm hover:bg-surface aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent';

/** The side navigation of every cabinet page: a row that scrolls on phones, a column on wide screens. */
export function SellerNav({ path }: { path: string }) {
  const t = useT();
  const lang = useLang();
  const bare = lang === 'az' ? path : path.replace(/^\/(en|ru)(?=\/)/, '');
  return (
    <nav aria-label={t('seller.nav.title')} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-card lg:border lg:border-line lg:p-2">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={localizePath(section.to, lang)}
              className={itemClass}
              aria-current={bare.startsWith(section.prefix) ? 'page' : undefined}
            >
              {section.icon}
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
