import type { ComboSummary } from '@bazar/contracts';
import { ImageOff, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { imageSizes, ResponsiveImage } from '../../../components/responsive-image';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';
import { formatMoney } from '../../../lib/money';
import { comboSaving } from './saving';

/** A combo in a list: its picture, title, price against buying apart and what it saves. */
export function ComboCard({ combo }: { combo: ComboSummary }) {
  const t = useT();
  const lang = useLang();
  const saving = comboSaving(combo);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white hover:shadow-md focus-within:shadow-md"
      data-testid="combo-card"
    >
      <div className="relative aspect-square bg-surface">
        {combo.image ? (
          <ResponsiveImage
            src={combo.image}
            alt=""
            sizes={imageSizes.card}
            width={600}
            height={600}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted">
            <ImageOff className="size-10" aria-hidden />
          </div>
        )}
        <span className="absolute top-2 left-2 flex items-center gap-1 rounded-md bg-accent px-1.5 py-0.5 text-xs font-bold text-white">
          <Layers className="size-3.5" aria-hidden />
          {t('combo.badge')}
        </span>
        {saving.percent > 0 && (
          <span className="absolute top-2 right-2 rounded-md bg-discount px-1.5 py-0.5 text-xs font-bold text-white">
            -{saving.percent}%
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5">
          <Link
            to={localizePath(`/combo/${combo.code}`, lang)}
            className="after:absolute after:inset-0 hover:text-accent"
          >
            {combo.title}
          </Link>
        </h3>
        <p className="text-xs text-muted">{combo.code}</p>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-bold text-discount">
            <span className="sr-only">{t('combo.price')} </span>
            {formatMoney(combo.price)}
          </span>
          {saving.amount > 0 && (
            <s className="text-xs text-muted">
              <span className="sr-only">{t('combo.priceApart')} </span>
              {formatMoney(combo.priceApart)}
            </s>
          )}
        </p>
      </div>
    </article>
  );
}
