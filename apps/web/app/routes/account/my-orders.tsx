import { PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('account.orders');

export default function MyOrders() {
  const t = useT();
  return <PageHeading>{t('account.orders')}</PageHeading>;
}
