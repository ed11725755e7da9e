import { ClipboardCheck, History, LayoutDashboard, ReceiptText } from 'lucide-react';
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
    to: '/admin/audit-log',
    prefix: '/admin/audit-log',
    label: 'admin.nav.auditLog',
    icon: <History className={icon} aria-hidden />,
  },
];

/** The side navigation of every back-office page. */
export function AdminNav({ path }: { path: string }) {
  return <SideNav label="admin.nav.title" sections={sections} path={path} />;
}
