import { Star } from 'lucide-react';
import { useT } from '../../lib/i18n';

function StarRow({ className }: { className: string }) {
  return (
    <span className="flex">
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} className={`size-4 shrink-0 ${className}`} aria-hidden />
      ))}
    </span>
  );
}

/** Five stars filled to the rating, the rating and how many reviews it comes from. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm" data-testid="rating">
      <span className="relative inline-flex" aria-hidden>
        <StarRow className="fill-line text-line" />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(rating / 5) * 100}%` }}
        >
          <StarRow className="fill-amber-400 text-amber-400" />
        </span>
      </span>
      <span className="font-semibold" aria-hidden>
        {rating.toFixed(1)}
      </span>
      <span className="text-muted" aria-hidden>
        ({count})
      </span>
      <span className="sr-only">{t('product.ratingLabel', { rating: rating.toFixed(1), count })}</span>
    </p>
  );
}
