import {
  BadgeCheck,
  Boxes,
  CalendarClock,
  CircleHelp,
  ClipboardCheck,
  FolderTree,
  History,
  House,
  Inbox,
  Landmark,
  LayoutDashboard,
  Megaphone,
  Newspaper,
  ReceiptText,
  ScrollText,
  ShieldAlert,
  Store,
  Tags,
  TicketPercent,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { type NavSection, SideNav } from '../../components/side-nav';

const icon = 'size-4 shrink-0';

/** The back office's sections: the daily work first, then the catalogue, the content and the log. */
const sections: NavSection[] = [
  {
    to: '/admin',
    label: 'admin.nav.dashboard',
    icon: <LayoutDashboard className={icon} aria-hidden />,
  },
  {
    to: '/admin/moderation',
    prefix: '/admin/moderation',
    label: 'admin.nav.moderation',
    icon: <ClipboardCheck className={icon} aria-hidden />,
  },
  {
    to: '/admin/orders',
    prefix: '/admin/orders',
    label: 'admin.nav.orders',
    icon: <ReceiptText className={icon} aria-hidden />,
  },
  {
    to: '/admin/shops?status=waiting',
    prefix: '/admin/shops',
    label: 'admin.nav.shops',
    icon: <Store className={icon} aria-hidden />,
  },
  {
    to: '/admin/people',
    prefix: '/admin/people',
    label: 'admin.nav.people',
    icon: <Users className={icon} aria-hidden />,
  },
  {
    to: '/admin/categories',
    prefix: '/admin/categories',
    label: 'admin.nav.categories',
    icon: <FolderTree className={icon} aria-hidden />,
  },
  {
    to: '/admin/brands',
    prefix: '/admin/brands',
    label: 'admin.nav.brands',
    icon: <BadgeCheck className={icon} aria-hidden />,
  },
  {
    to: '/admin/seo-tags',
    prefix: '/admin/seo-tags',
    label: 'admin.nav.seoTags',
    icon: <Tags className={icon} aria-hidden />,
  },
  {
    to: '/admin/home-shelves',
    prefix: '/admin/home-shelves',
    label: 'admin.nav.home',
    icon: <House className={icon} aria-hidden />,
  },
  {
    to: '/admin/campaigns',
    prefix: '/admin/campaigns',
    label: 'admin.nav.campaigns',
    icon: <Megaphone className={icon} aria-hidden />,
  },
  {
    to: '/admin/promo-codes',
    prefix: '/admin/promo-codes',
    label: 'admin.nav.promoCodes',
    icon: <TicketPercent className={icon} aria-hidden />,
  },
  {
    to: '/admin/instalments',
    prefix: '/admin/instalments',
    label: 'admin.nav.instalments',
    icon: <CalendarClock className={icon} aria-hidden />,
  },
  {
    to: '/admin/credit-requests',
    prefix: '/admin/credit-requests',
    label: 'admin.nav.creditRequests',
    icon: <Landmark className={icon} aria-hidden />,
  },
  {
    to: '/admin/spending-holds',
    prefix: '/admin/spending-holds',
    label: 'admin.nav.spendingHolds',
    icon: <ShieldAlert className={icon} aria-hidden />,
  },
  {
    to: '/admin/combos',
    prefix: '/admin/combos',
    label: 'admin.nav.combos',
    icon: <Boxes className={icon} aria-hidden />,
  },
  {
    to: '/admin/messages',
    prefix: '/admin/messages',
    label: 'admin.nav.messages',
    icon: <Inbox className={icon} aria-hidden />,
  },
  {
    to: '/admin/blog',
    prefix: '/admin/blog',
    label: 'admin.nav.blog',
    icon: <Newspaper className={icon} aria-hidden />,
  },
  {
    to: '/admin/faq',
    prefix: '/admin/faq',
    label: 'admin.nav.faq',
    icon: <CircleHelp className={icon} aria-hidden />,
  },
  {
    to: '/admin/pages',
    prefix: '/admin/pages',
    label: 'admin.nav.pages',
    icon: <ScrollText className={icon} aria-hidden />,
  },
  {
    to: '/admin/audit-log',
    prefix: '/admin/audit-log',
    label: 'admin.nav.auditLog',
    icon: <History className={icon} aria-hidden />,
  },
  {
    to: '/admin/errors',
    prefix: '/admin/errors',
    label: 'admin.nav.errors',
    icon: <TriangleAlert className={icon} aria-hidden />,
  },
];

/** The side navigation of every back-office page. */
export function AdminNav({ path }: { path: string }) {
  return <SideNav label="admin.nav.title" sections={sections} path={path} />;
}
