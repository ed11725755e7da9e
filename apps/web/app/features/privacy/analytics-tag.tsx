import { useNonce } from '../../lib/nonce';

/**
 * Google Analytics 4 (gtag.js), rendered only for a visitor who consented to analytics (spec PRV-05).
 * Google consent mode v2 is set before the tag's first hit: analytics storage granted, the
 * advertising signals only with the marketing consent. The inline part carries the answer's CSP
 * nonce; a changed choice reloads the page, so the tag is never added or removed in place.
 * The tag is deferred, not async: React would hoist an async script into the head, where it could
 * run before the parser reaches the set-up, and Google asks for the defaults before the tag.
 */
export function AnalyticsTag({ id, marketing }: { id: string; marketing: boolean }) {
  const nonce = useNonce();
  const ads = marketing ? 'granted' : 'denied';
  const setup = [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}',
    `gtag('consent','default',{analytics_storage:'granted',ad_storage:'${ads}',ad_user_data:'${ads}',ad_personalization:'${ads}'});`,
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(id)},{allow_google_signals:${marketing},allow_ad_personalization_signals:${marketing}});`,
  ].join('');
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our fixed set-up; the id is checked at start (config.ts) */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: setup }} />
      <script defer src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
    </>
  );
}
