import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/search';

export const meta = staticPageMeta('search.title');

export function loader({ request }: Route.LoaderArgs) {
  return { keyword: new URL(request.url).searchParams.get('keyword')?.trim() ?? '' };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container>
      <PageHeading>
        {loaderData.keyword ? t('search.for', { keyword: loaderData.keyword }) : t('search.enterKeyword')}
      </PageHeading>
    </Container>
  );
}
