import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('forgotPassword.title');

export default function ForgotPassword() {
  const t = useT();
  return (
    <Container narrow>
      <PageHeading>{t('forgotPassword.title')}</PageHeading>
    </Container>
  );
}
