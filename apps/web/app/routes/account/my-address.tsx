import { PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('account.addresses');

export default function MyAddress() {
  const t = useT();
  return <PageHeading>{t('account.addresses')}</PageHeading>;
}
