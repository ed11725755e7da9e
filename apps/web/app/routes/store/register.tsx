import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from './layout';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('register.title');

export default function Register() {
  const t = useT();
  return (
    <Container narrow>
      <PageHeading>{t('register.title')}</PageHeading>
    </Container>
  );
}
