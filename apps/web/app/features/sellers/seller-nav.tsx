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
import { type NavSection, SideNav } from '../../components/side-nav';

const icon = 'size-4 shrink-0';

/** The seller cabinet's sections, in the order of the spec's cabinet menu. */
const sections: NavSection[] = [
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

/** The side navigation of every cabinet page. */
export function SellerNav({ path }: { path: string }) {
  return <SideNav label="seller.nav.title" sections={sections} path={path} />;
}
