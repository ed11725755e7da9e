import { pageUrl } from '../../lib/page-url';
import { langParam } from '../../lib/route-meta';
import { socialProviderParam, startSocialSignIn } from '../../lib/social.server';
import type { Route } from './+types/social-start';

/** `{lang}/auth/google` and `{lang}/auth/facebook`: off to the provider's sign-in page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const provider = socialProviderParam(params.provider);
  const continueUrl = pageUrl(request).searchParams.get('continueUrl');
  return startSocialSignIn(provider, request, langParam(params.lang), continueUrl);
}
