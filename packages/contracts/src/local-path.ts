import type { Lang } from './language-schemas';
import { defaultLang } from './languages';

/** Stands for this site while an address is resolved; never sent anywhere. */
const thisSite = 'http://bazar.invalid';

/** Control characters (browsers drop tabs and newlines inside URLs) and backslashes (read as `/`). */
function ambiguous(address: string): boolean {
  for (let i = 0; i < address.length; i++) {
    const code = address.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A path on this site from an untrusted continue or return address, or null. The address is
 * resolved as a browser would (WHATWG URL, dot segments removed) and kept only if it stays on this
 * site and does not begin with `//`, which a browser reads as another host. What is returned is the
 * normalized path with its query and fragment, never the input as given.
 */
export function localPathOf(address: unknown): string | null {
  if (typeof address !== 'string' || address.length > 2000) return null;
  if (!address.startsWith('/') || ambiguous(address)) return null;
  let url: URL;
  try {
    url = new URL(address, thisSite);
  } catch {
    return null;
  }
  if (url.origin !== thisSite || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

/** The same page in another language: "/cart" → "/en/cart", "/ru/cart" → "/cart" for az. */
export function localizePath(path: string, lang: Lang): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLang) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}
