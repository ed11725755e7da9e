/**
 * The address of the page a loader or action serves. React Router hands handlers the request as it
 * came (pass-through requests), so a client-side data request still reads `/en/orders.data?_routes=…`
 * (`/_.data` for the root); this is the page's own `/en/orders`.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/_(root)?\.data$/, '/').replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  return url;
}
