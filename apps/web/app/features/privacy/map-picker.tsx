import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { usePrivacyChrome } from './consent-chrome';
import { useConsentAction } from './consent-form';
import { baku, loadGoogleMaps } from './map-google';

type MapState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * Spec PRV-05: picking a delivery address on Google's map (MAPS_KEY). Nothing is fetched from
 * Google until the visitor agrees: first a notice saying the map sends their IP address to Google
 * and a button; the button records the consent (POST Privacy/Consents, kept in the consent cookie)
 * and only then loads the map. With that consent given before, the map loads at once. A click on
 * the map looks its address up (Google's geocoder) and hands it to `onAddress`. It needs scripts,
 * so without them nothing is shown and the address is typed.
 */
export function MapPicker({ onAddress }: { onAddress: (text: string) => void }) {
  const t = useT();
  const lang = useLang();
  const maps = usePrivacyChrome()?.maps ?? null;
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const action = useConsentAction();
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<MapState>('waiting');
  const container = useRef<HTMLElement>(null);
  const answer = useRef(onAddress);
  answer.current = onAddress;
  const key = maps?.key;
  const consented = Boolean(maps?.consented) || fetcher.data?.ok === true;

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!key || !consented) return;
    let live = true;
    setState('loading');
    const start = async () => {
      const api = await loadGoogleMaps(key, lang);
      const [{ Map: GoogleMapOf }, { Geocoder }] = await Promise.all([
        api.importLibrary('maps'),
        api.importLibrary('geocoding'),
      ]);
      if (!live || !container.current) return;
      const map = new GoogleMapOf(container.current, {
        center: baku,
        zoom: 12,
        streetViewControl: false,
        mapTypeControl: false,
        clickableIcons: false,
      });
      const geocoder = new Geocoder();
      map.addListener('click', ({ latLng }) => {
        if (!latLng) return;
        map.panTo(latLng);
        geocoder
          .geocode({ location: latLng })
          .then(({ results }) => {
            const text = results[0]?.formatted_address;
            if (text) answer.current(text);
          })
          // A spot with no address (the sea) leaves the field as it was.
          .catch(() => undefined);
      });
      setState('ready');
    };
    start().catch(() => {
      if (live) setState('failed');
    });
    return () => {
      live = false;
    };
  }, [key, consented, lang]);

  // The frame comes with the page (hidden where scripts are off), so that it does not push the
  // form's later fields and buttons from under a finger on hydration; its button waits for that.
  if (!maps) return null;
  return (
    <div className="rounded-lg border border-line p-3 noscript:hidden" data-testid="map-picker">
      <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        <MapPin className="size-4 text-accent" aria-hidden /> {t('mapPicker.title')}
      </p>
      {consented ? (
        <>
          <p className="mb-2 text-xs text-muted" aria-live="polite">
            {t(
              state === 'failed'
                ? 'mapPicker.failed'
                : state === 'ready'
                  ? 'mapPicker.hint'
                  : 'mapPicker.loading',
            )}
          </p>
          <section
            ref={container}
            aria-label={t('mapPicker.label')}
            className="h-64 w-full rounded-md bg-surface"
            data-testid="map-canvas"
          />
        </>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-muted">{t('mapPicker.notice')}</p>
          {fetcher.data?.ok === false && <p className="text-sm text-discount">{fetcher.data.message}</p>}
          <button
            type="button"
            disabled={!hydrated || fetcher.state !== 'idle'}
            onClick={() => fetcher.submit({ intent: 'maps', offered: 'maps' }, { method: 'post', action })}
            className="rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold hover:bg-surface disabled:opacity-60"
          >
            {t('mapPicker.load')}
          </button>
        </div>
      )}
    </div>
  );
}
