import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('seller.products');

export default function SellerProducts() {
  const t = useT();
  return (
    <Container>
      <PageHeading>{t('seller.products')}</PageHeading>
    </Container>
  );
}
