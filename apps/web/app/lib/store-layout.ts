import type { Lang, Layout } from '@bazar/contracts';
import { useRouteLoaderData } from 'react-router';
import type { PrivacyChrome } from '../features/privacy/privacy-chrome';
import type { CurrentUser } from './session';
import type { Toast } from './toast';

/** The store layout's route id, under which its loader's data is found. */
export const storeLayoutId = 'routes/store/layout';

/**
 * What the store layout loads for every store page: the header's and footer's content, the badges,
 * the hearts (favourite keys), the signed-in member, a toast to show and the consent chrome.
 */
export interface StoreChrome {
  lang: Lang;
  layout: Layout;
  basketCount: number;
  wishlistCount: number;
  favourites: string[];
  unreadNotifications: number;
  user: CurrentUser | null;
  toast: Toast | null;
  privacy: PrivacyChrome;
}

/** What a route module may export as `handle` to follow the spec's layout rules. */
export interface LayoutHandle {
  header?: false;
  footer?: false;
}

/**
 * The store layout's data, for any component under it; undefined outside the store (the back
 * office). Reached by route id, so pages and features need not import the layout route.
 */
export function useStoreLayout(): StoreChrome | undefined {
  return useRouteLoaderData<StoreChrome>(storeLayoutId);
}
