import { Heart } from 'lucide-react';
import { useFetcher } from 'react-router';
import { favouriteKey } from '../../lib/guest-storage';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { useStoreLayout } from '../../lib/store-layout';

/** Whether the visitor has favourited this product or combo (from the store layout's list). */
export function useIsFavourite(id: number, isCombo: boolean): boolean {
  const favourites = useStoreLayout()?.favourites ?? [];
  return favourites.includes(favouriteKey({ id, isCombo }));
}

/** The heart on every card and product page: favourites or forgets at once, without leaving the page. */
export function FavouriteButton({
  id,
  isCombo = false,
  title,
  className = '',
}: {
  id: number;
  isCombo?: boolean;
  title: string;
  className?: string;
}) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher();
  const saved = useIsFavourite(id, isCombo);
  // While the request is on its way, show what it will make of it.
  const pending = fetcher.formData?.get('favourite');
  const favourite = pending === undefined || pending === null ? saved : pending !== 'true';
  return (
    <fetcher.Form method="post" action={localizePath('/wishlist', lang)} className={className}>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="isCombo" value={String(isCombo)} />
      <input type="hidden" name="favourite" value={String(favourite)} />
      <button
        type="submit"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'wishlist.remove' : 'wishlist.add', { title })}
        title={t(favourite ? 'wishlist.remove' : 'wishlist.add', { title })}
        data-testid="favourite-button"
        className="flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm ring-1 ring-line transition hover:text-discount"
      >
        <Heart className={`size-5 ${favourite ? 'fill-discount text-discount' : ''}`} aria-hidden />
      </button>
    </fetcher.Form>
  );
}
