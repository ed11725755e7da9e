import { idFromSlugParam } from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { Container } from '../../components/page-heading';
import { ResponsiveImage } from '../../components/responsive-image';
import { ShareLinks } from '../../features/content/share-links';
import { textExcerpt } from '../../features/content/text-excerpt';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { formatDate, langParam } from '../../lib/route-meta';
import { absoluteUrl, canonicalUrl, jsonLd, pageMeta, siteOrigin } from '../../lib/seo';
import { articleJsonLd } from '../../lib/structured-data';
import type { Route } from './+types/blog-article';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromSlugParam(params.slug);
  if (id === null) throw data(null, { status: 404 });
  const article = await notFoundOnMissing(webOf(context).api.content.blogArticle({ query: { blogId: id } }));
  // Spec: the address is rewritten to the canonical slug the server returns.
  const path = localizePath(`/blog/${article.slug}`, langParam(params.lang));
  if (params.slug !== article.slug) throw redirect(path, 301);
  // Shared as its canonical address, whatever query or host it was reached by.
  return { article, shareUrl: canonicalUrl(webOf(context).publicUrl, path, langParam(params.lang)) };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  const article = loaderData?.article;
  if (!article) return [];
  const origin = siteOrigin(matches);
  const lang = langParam(params.lang);
  return [
    ...pageMeta({
      title: article.metaTitle || article.title,
      description: article.metaDescription || textExcerpt(article.description),
      keywords: article.keywords,
      pathname: location.pathname,
      origin,
      lang,
    }),
    { name: 'title', content: article.metaTitle },
    { property: 'og:type', content: 'article' },
    { property: 'og:image', content: absoluteUrl(origin, article.image) },
    // Link previews on X show the hero picture large, as Facebook and Telegram do from og:image.
    { name: 'twitter:card', content: 'summary_large_image' },
    jsonLd(
      articleJsonLd(origin, {
        title: article.title,
        description: article.metaDescription,
        image: article.image,
        publishedAt: article.createdAt,
        path: localizePath(`/blog/${article.slug}`, lang),
        lang,
      }),
    ),
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <Container narrow>
      <article>
        <ResponsiveImage
          src={article.image}
          alt={article.title}
          sizes="(min-width: 800px) 736px, calc(100vw - 32px)"
          width={1200}
          height={630}
          loading="eager"
          className="aspect-[1200/630] w-full rounded-card object-cover"
        />
        <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{article.title}</h1>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: article HTML is sanitized when it is saved */}
        <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: article.description }} />
        {article.blogGalleries.length > 0 && (
          <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="blog-gallery">
            {article.blogGalleries.map((picture) => (
              <li key={picture.photo}>
                <ResponsiveImage
                  src={picture.photo}
                  alt={article.title}
                  sizes="(min-width: 800px) 240px, 50vw"
                  width={1200}
                  height={630}
                  className="aspect-[4/3] w-full rounded-card object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <ShareLinks url={loaderData.shareUrl} title={article.title} />
      </article>
    </Container>
  );
}
