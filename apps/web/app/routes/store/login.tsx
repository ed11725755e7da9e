import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from './layout';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('login.title');

export default function Login() {
  const t = useT();
  return (
    <Container narrow>
      <PageHeading>{t('login.title')}</PageHeading>
    </Container>
  );
}
