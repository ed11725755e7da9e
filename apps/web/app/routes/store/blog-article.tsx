import { idFromSlugParam } from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { Container } from '../../components/page-heading';
import { ResponsiveImage } from '../../components/responsive-image';
import { useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { pageUrl } from '../../lib/page-url';
import { formatDate, langParam } from '../../lib/route-meta';
import { absoluteUrl, jsonLd, pageMeta, siteOrigin } from '../../lib/seo';
import { articleJsonLd } from '../../lib/structured-data';
import type { Route } from './+types/blog-article';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idFromSlugParam(params.slug);
  if (id === null) throw data(null, { status: 404 });
  const article = await notFoundOnMissing(webOf(context).api.blogArticle(id));
  // Spec: the address is rewritten to the canonical slug the server returns.
  if (params.slug !== article.slug)
    throw redirect(localizePath(`/blog/${article.slug}`, langParam(params.lang)), 301);
  return { article, shareUrl: `${webOf(context).publicUrl}${pageUrl(request).pathname}` };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  const article = loaderData?.article;
  if (!article) return [];
  const origin = siteOrigin(matches);
  const lang = langParam(params.lang);
  return [
    ...pageMeta({
      title: article.metaTitle || article.title,
      description: article.metaDescription,
      keywords: article.keywords,
      pathname: location.pathname,
      origin,
      lang,
    }),
    { name: 'title', content: article.metaTitle },
    { property: 'og:type', content: 'article' },
    { property: 'og:image', content: absoluteUrl(origin, article.image) },
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

/** Spec: blog pages can be shared to four social networks. */
function ShareLinks({ url, title, label }: { url: string; title: string; label: string }) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
  ];
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-line pt-4 text-sm">
      <span className="font-semibold">{label}:</span>
      {networks.map((network) => (
        <a
          key={network.name}
          href={network.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full border border-line px-3 py-1 hover:border-accent hover:text-accent"
        >
          {network.name}
        </a>
      ))}
    </div>
  );
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
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
        <ShareLinks url={loaderData.shareUrl} title={article.title} label={t('blog.share')} />
      </article>
    </Container>
  );
}
