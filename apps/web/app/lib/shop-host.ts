/**
 * The shop a request's Host names as `{shop}.{marketplace host}` (texno-merkez.bazar.az, or
 * texno-merkez.localhost in development); null for the marketplace itself and for `www`.
 */
export function shopFromHost(host: string, marketplaceHost: string): string | null {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  const suffix = `.${marketplaceHost.toLowerCase()}`;
  if (!name.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) && label !== 'www' ? label : null;
}
