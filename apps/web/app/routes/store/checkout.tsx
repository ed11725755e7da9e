import { useRouteLoaderData } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';
import { EmptyBasket } from './cart';
import type { LayoutHandle, loader as layoutLoader } from './layout';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('checkout.title');

export default function Checkout() {
  const t = useT();
  const count = useRouteLoaderData<typeof layoutLoader>('routes/store/layout')?.basketCount ?? 0;
  return (
    <Container>
      <PageHeading>{t('checkout.title')}</PageHeading>
      {count === 0 && <EmptyBasket />}
    </Container>
  );
}
