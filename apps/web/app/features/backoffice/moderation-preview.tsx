import type { ModerationPreview, ProductChange } from '@bazar/contracts';
import { useSearchParams } from 'react-router';
import { type MessageKey, useT } from '../../lib/i18n';
import { ProductGallery } from '../catalog/product/gallery';
import { PriceBlock } from '../catalog/product/price-block';
import { PropertiesTable } from '../catalog/product/properties-table';
import { offerOf, selectedVariant, variantParam } from '../catalog/product/variants';

const changeLabel: Record<ProductChange['field'], MessageKey> = {
  title: 'admin.moderation.change.title',
  description: 'admin.moderation.change.description',
  category: 'admin.moderation.change.category',
  photos: 'admin.moderation.change.photos',
};

function Side({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface p-3">
      <p className="mb-1 text-xs font-semibold uppercase text-muted">{label}</p>
      {children}
    </div>
  );
}

function Photos({ urls }: { urls: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map((url) => (
        <li key={url}>
          <img src={url} alt="" width={64} height={64} className="size-16 rounded object-cover" />
        </li>
      ))}
    </ul>
  );
}

/** One side of a change: photos as thumbnails, the description as the buyer reads it, text as is. */
function ChangeValue({ change, side }: { change: ProductChange; side: 'before' | 'after' }) {
  if (change.field === 'photos') return <Photos urls={change[side]} />;
  if (change.field !== 'description') return <p className="text-sm">{change[side]}</p>;
  return (
    <div
      className="prose-content text-sm"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitized the seller's HTML when it was saved
      dangerouslySetInnerHTML={{ __html: change[side] }}
    />
  );
}

/** An edit of a product on sale: each moderated field as buyers see it now and as the seller changed it. */
export function ProductChanges({ changes }: { changes: ProductChange[] }) {
  const t = useT();
  if (changes.length === 0) return null;
  return (
    <section
      className="mb-6 rounded-card border border-amber-300 p-4"
      aria-labelledby="changes-title"
      data-testid="product-changes"
    >
      <h2 id="changes-title" className="mb-3 font-semibold">
        {t('admin.moderation.changes')}
      </h2>
      <dl className="grid gap-4">
        {changes.map((change) => (
          <div key={change.field} data-testid={`change-${change.field}`}>
            <dt className="mb-1 text-sm font-semibold">{t(changeLabel[change.field])}</dt>
            <dd className="grid gap-2 md:grid-cols-2">
              <Side label={t('admin.moderation.onSale')}>
                <ChangeValue change={change} side="before" />
              </Side>
              <Side label={t('admin.moderation.edited')}>
                <ChangeValue change={change} side="after" />
              </Side>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The product as its page will show it to buyers: photos, title, price, description and properties. */
export function BuyerPreview({ preview }: { preview: ModerationPreview }) {
  const t = useT();
  const [search] = useSearchParams();
  const { product } = preview;
  const variant = selectedVariant(product.variants, search.get(variantParam), product.variant?.id);
  const photos = product.photos.length > 0 ? product.photos : product.image ? [product.image] : [];
  return (
    <section
      className="rounded-card border border-line p-4"
      aria-labelledby="preview-title"
      data-testid="buyer-preview"
    >
      <h2 id="preview-title" className="mb-4 text-sm font-semibold uppercase text-muted">
        {t('admin.moderation.preview')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <ProductGallery photos={photos} title={product.title} />
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-xs text-muted">{product.breadcrumbs.map((crumb) => crumb.name).join(' › ')}</p>
            <h3 className="text-xl font-bold" data-testid="preview-title-text">
              {product.title}
            </h3>
            <p className="mt-1 text-sm text-muted">
              {t('product.code')}: {product.code} · {product.shop.name}
            </p>
          </div>
          <PriceBlock offer={offerOf(product, variant)} />
        </div>
      </div>
      {product.description && (
        <div
          className="prose-content mt-6 max-w-3xl"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes the seller's HTML
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
      )}
      <PropertiesTable product={product} />
    </section>
  );
}
