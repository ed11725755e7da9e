import type { Lang } from '@bazar/contracts';

/**
 * The little of the Google Maps JavaScript API the address picker uses, typed here rather than
 * through @types/google.maps (a large package for four calls).
 */
export interface LatLng {
  lat(): number;
  lng(): number;
}

export interface GoogleMap {
  addListener(event: 'click', handler: (event: { latLng?: LatLng | null }) => void): unknown;
  panTo(position: LatLng): void;
}

export interface Geocoder {
  geocode(request: { location: LatLng }): Promise<{ results: { formatted_address: string }[] }>;
}

interface MapsNamespace {
  importLibrary(name: 'maps'): Promise<{
    Map: new (
      element: HTMLElement,
      options: {
        center: { lat: number; lng: number };
        zoom: number;
        streetViewControl?: boolean;
        mapTypeControl?: boolean;
        clickableIcons?: boolean;
      },
    ) => GoogleMap;
  }>;
  importLibrary(name: 'geocoding'): Promise<{ Geocoder: new () => Geocoder }>;
}

declare global {
  interface Window {
    google?: { maps?: MapsNamespace };
    bazarMapsReady?: () => void;
  }
}

/** Baku's centre, where the map opens. */
export const baku = { lat: 40.4093, lng: 49.8671 };

let loading: Promise<MapsNamespace> | null = null;

/**
 * Loads the Maps JavaScript API once per page with the key (MAPS_KEY), in the page's language, and
 * answers when its callback runs. Only ever called after the visitor agreed to load the map.
 */
export function loadGoogleMaps(key: string, lang: Lang): Promise<MapsNamespace> {
  loading ??= new Promise<MapsNamespace>((resolve, reject) => {
    window.bazarMapsReady = () => {
      const maps = window.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('The Maps API answered without google.maps'));
    };
    const query = new URLSearchParams({
      key,
      callback: 'bazarMapsReady',
      language: lang,
      region: 'AZ',
      loading: 'async',
    });
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?${query}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('The Maps API did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
