import { PageSlug } from '@bazar/contracts';
import { Container } from '../../components/page-heading';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam } from '../../lib/route-meta';
import { pageMeta, siteOrigin } from '../../lib/seo';
import type { Route } from './+types/legal-page';

/** Buyer agreement, privacy policy and GDPR page: one module, the route id names the page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = PageSlug.parse(pageUrl(request).pathname.split('/').pop());
  return { page: await webOf(context).api.page(slug) };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.page.title} | Bazar`,
        description: loaderData.page.body
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 160),
        pathname: location.pathname,
        origin: siteOrigin(matches),
        lang: langParam(params.lang),
      })
    : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container narrow>
      <article>
        <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{loaderData.page.title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: marketplace-authored legal text from our own database */}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: loaderData.page.body }} />
      </article>
    </Container>
  );
}
