import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('account.title');

export default function Profile() {
  const t = useT();
  return (
    <Container>
      <PageHeading>{t('account.title')}</PageHeading>
    </Container>
  );
}
