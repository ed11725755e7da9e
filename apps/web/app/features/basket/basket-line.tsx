import type { BasketLine } from '@bazar/contracts';
import { ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { SquareImage } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';

/** One basket line: what it is, its price and discount, the count within stock, and why it cannot be bought when it cannot. */
export function BasketLineRow({
  line,
  selected,
  onSelect,
}: {
  line: BasketLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const t = useT();
  const lang = useLang();
  const countFetcher = useFetcher();
  const removeFetcher = useFetcher();
  const action = localizePath('/cart', lang);
  const href = line.comboCode
    ? localizePath(`/combo/${line.comboCode}`, lang)
    : localizePath(`/product/${line.slug}`, lang);
  const pendingCount = countFetcher.formData ? Number(countFetcher.formData.get('count')) : null;
  const count = pendingCount ?? line.count;
  const buyable = line.state === 'available';
  const setCount = (next: number) =>
    countFetcher.submit({ intent: 'count', key: line.key, count: String(next) }, { method: 'post', action });
  return (
    <li
      className={`flex gap-3 py-4 ${removeFetcher.state !== 'idle' ? 'opacity-50' : ''}`}
      data-testid="basket-line"
      data-key={line.key}
    >
      <input
        type="checkbox"
        className="mt-8 size-4 shrink-0 accent-accent"
        checked={selected && buyable}
        disabled={!buyable}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('cart.selectLine', { title: line.title })}
        data-testid="line-select"
      />
      <Link to={href} className="shrink-0">
        {line.image ? (
          <SquareImage
            src={line.image}
            alt=""
            size={80}
            className="size-20 rounded-lg border border-line object-cover"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-lg border border-line text-muted">
            <ImageOff className="size-6" aria-hidden />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={href}
          className="line-clamp-2 text-sm font-medium hover:text-accent"
          data-testid="line-title"
        >
          {line.comboCode && (
            <span className="mr-1 rounded bg-accent-soft px-1 text-xs text-accent">{t('cart.combo')}</span>
          )}
          {line.title}
        </Link>
        {line.offers.length > 0 && (
          <p className="text-xs text-muted">
            {line.offers.map((offer) => `${offer.name}: ${offer.value}`).join(' · ')}
          </p>
        )}
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={line.discountPercent ? 'font-semibold text-discount' : 'font-semibold'}>
            {formatMoney(line.price)}
          </span>
          {line.discountPercent !== null && (
            <>
              <s className="text-xs text-muted">{formatMoney(line.originalPrice)}</s>
              <span className="text-xs font-semibold text-discount">-{line.discountPercent}%</span>
            </>
          )}
        </p>
        {line.priceChangedFrom !== null && (
          <p className="text-xs text-amber-700" data-testid="line-price-changed">
            {t('cart.priceChanged', { price: formatMoney(line.priceChangedFrom) })}
          </p>
        )}
        {line.state !== 'available' && (
          <p className="text-xs font-semibold text-discount" role="note" data-testid="line-state">
            {line.state === 'notEnoughStock'
              ? t('cart.notEnoughStock', { count: line.maxCount })
              : t(`cart.state.${line.state}`)}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          {line.state !== 'unavailable' && line.state !== 'outOfStock' && (
            <fieldset className="flex items-center rounded-lg border border-line">
              <legend className="sr-only">{t('cart.count')}</legend>
              <button
                type="button"
                className="p-2 disabled:opacity-40"
                disabled={count <= 1}
                onClick={() => setCount(count - 1)}
                aria-label={t('cart.less')}
                data-testid="count-less"
              >
                <Minus className="size-4" aria-hidden />
              </button>
              <output className="min-w-8 text-center text-sm font-semibold" data-testid="line-count">
                {count}
              </output>
              <button
                type="button"
                className="p-2 disabled:opacity-40"
                disabled={count >= 99}
                onClick={() => setCount(count + 1)}
                aria-label={t('cart.more')}
                data-testid="count-more"
              >
                <Plus className="size-4" aria-hidden />
              </button>
            </fieldset>
          )}
          <removeFetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="key" value={line.key} />
            <button
              type="submit"
              className="flex items-center gap-1 text-xs text-muted hover:text-discount"
              data-testid="line-remove"
            >
              <Trash2 className="size-4" aria-hidden />
              {t('cart.remove')}
            </button>
          </removeFetcher.Form>
        </div>
      </div>
      <p className="shrink-0 text-right font-bold" data-testid="line-total">
        {formatMoney(line.lineTotal)}
      </p>
    </li>
  );
}
