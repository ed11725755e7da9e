import { randomBytes } from 'node:crypto';
import { isLang, type Lang, type SocialProvider } from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { isHttps, readCookieJson, serializeCookie } from './cookies';

/**
 * Google and Facebook sign-in through the providers' redirect flows. The web offers a provider only
 * when the marketplace has its key (the same variables the API reads to verify the tokens).
 */
function clientId(provider: SocialProvider): string | undefined {
  return provider === 'google' ? process.env.GOOGLE_CLIENT_ID : process.env.FACEBOOK_APP_ID;
}

export function socialProviders(): SocialProvider[] {
  return (['google', 'facebook'] as const).filter((provider) => Boolean(clientId(provider)));
}

export function socialProviderParam(value: string | undefined): SocialProvider {
  if ((value === 'google' || value === 'facebook') && clientId(value)) return value;
  throw data(null, { status: 404 });
}

/**
 * The providers' sign-in pages (GOOGLE_AUTH_URL, FACEBOOK_DIALOG_URL; the API's configuration checks
 * that they are addresses): Google's and Facebook's own unless set, e.g. to a local fake in tests.
 */
function signInPage(provider: SocialProvider): URL {
  return provider === 'google'
    ? new URL(process.env.GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth')
    : new URL(process.env.FACEBOOK_DIALOG_URL || 'https://www.facebook.com/dialog/oauth');
}

const stateCookie = 'oauthState';

interface SocialState {
  provider: SocialProvider;
  state: string;
  nonce: string;
  lang: Lang;
  continueUrl: string | null;
}

/** The one address registered with the providers; the language travels in the state cookie. */
function callbackUrl(request: Request, provider: SocialProvider): string {
  return `${new URL(request.url).origin}/auth/${provider}/callback`;
}

/** Sends the visitor to the provider, remembering (httpOnly, 10 minutes) what must come back. */
export function startSocialSignIn(
  provider: SocialProvider,
  request: Request,
  lang: Lang,
  continueUrl: string | null,
): Response {
  const state: SocialState = {
    provider,
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    lang,
    continueUrl,
  };
  const target = signInPage(provider);
  const params = {
    client_id: clientId(provider) ?? '',
    redirect_uri: callbackUrl(request, provider),
    state: state.state,
    ...(provider === 'google'
      ? {
          response_type: 'id_token',
          response_mode: 'form_post',
          scope: 'openid email profile',
          nonce: state.nonce,
        }
      : { response_type: 'token', scope: 'email' }),
  };
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  const cookie = serializeCookie(stateCookie, JSON.stringify(state), {
    httpOnly: true,
    secure: isHttps(request),
    maxAge: 600,
  });
  return redirect(target.href, { headers: { 'set-cookie': cookie } });
}

function idTokenNonce(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).nonce;
  } catch {
    return undefined;
  }
}

/**
 * The flow this browser began, when the provider's answer belongs to it: the same state, and for a
 * Google ID token the same nonce (the API then checks the token's signature and audience).
 */
export function returningSocialState(
  request: Request,
  provider: SocialProvider,
  state: string | undefined,
  token: string,
): Pick<SocialState, 'lang' | 'continueUrl'> | null {
  const saved = readCookieJson(request.headers.get('cookie'), stateCookie) as Partial<SocialState> | null;
  if (!saved || saved.provider !== provider || !state || saved.state !== state) return null;
  if (provider === 'google' && idTokenNonce(token) !== saved.nonce) return null;
  return {
    lang: isLang(saved.lang) ? saved.lang : 'az',
    continueUrl: typeof saved.continueUrl === 'string' ? saved.continueUrl : null,
  };
}

export function clearedSocialState(request: Request): string {
  return serializeCookie(stateCookie, '', { httpOnly: true, secure: isHttps(request), maxAge: 0 });
}
