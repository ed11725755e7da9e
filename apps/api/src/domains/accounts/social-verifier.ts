import type { SocialProvider } from '@bazar/contracts';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { SocialConfig } from '../../config';

/** Who a verified social token belongs to, as the provider describes them. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable user id (Google `sub`, Facebook user id). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  image: string | null;
}

export type SocialVerification =
  | { ok: true; profile: SocialProfile }
  | { ok: false; reason: 'notConfigured' | 'invalid' | 'unavailable' };

export interface SocialVerifier {
  /** Checks a token with its provider; never throws for a bad token. */
  verify(provider: SocialProvider, token: string): Promise<SocialVerification>;
}

type Failure = { ok: false; reason: 'invalid' | 'unavailable' };

const INVALID: Failure = { ok: false, reason: 'invalid' };
const UNAVAILABLE: Failure = { ok: false, reason: 'unavailable' };
const NOT_CONFIGURED: SocialVerification = { ok: false, reason: 'notConfigured' };

/** Google signs ID tokens with either spelling of its issuer. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** Small allowance for clock drift between us and the provider. */
const CLOCK_TOLERANCE_SECONDS = 30;
const GRAPH_TIMEOUT_MS = 5000;

const GoogleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/** Only a live token issued by some app parses; whether that app is ours is checked afterwards. */
const FacebookTokenInfo = z.object({
  data: z.object({
    is_valid: z.literal(true),
    app_id: z.string(),
    user_id: z.string(),
    /** Seconds since the epoch; 0 for a token that does not expire. */
    expires_at: z.number(),
  }),
});

const FacebookMe = z.object({
  id: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  email: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string() }) }).optional(),
});

export function createSocialVerifier(config: SocialConfig): SocialVerifier {
  // One key set per verifier: jose caches Google's keys in it and refetches only when a new key id shows up.
  const googleKeys = createRemoteJWKSet(new URL(config.googleJwksUrl));
  const graphUrl = config.facebookGraphUrl.replace(/\/+$/, '');

  async function verifyGoogle(token: string): Promise<SocialVerification> {
    if (!config.googleClientId) return NOT_CONFIGURED;
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, googleKeys, {
        issuer: GOOGLE_ISSUERS,
        audience: config.googleClientId,
        algorithms: ['RS256'],
        // jose checks `exp` only when present; a Google token without one is not genuine.
        requiredClaims: ['exp'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      return isKeyServerFailure(error) ? UNAVAILABLE : INVALID;
    }
    const claims = GoogleClaims.safeParse(payload);
    if (!claims.success) return INVALID;
    const c = claims.data;
    // Accounts without separate name parts still carry a display name.
    const [first = '', ...rest] = (c.name ?? '').trim().split(/\s+/);
    return {
      ok: true,
      profile: {
        provider: 'google',
        subject: c.sub,
        email: c.email ?? null,
        emailVerified: c.email !== undefined && c.email_verified === true,
        firstName: c.given_name ?? first,
        lastName: c.family_name ?? rest.join(' '),
        image: c.picture ?? null,
      },
    };
  }

  async function verifyFacebook(token: string): Promise<SocialVerification> {
    const { facebookAppId: appId, facebookAppSecret: appSecret } = config;
    if (!appId || !appSecret) return NOT_CONFIGURED;
    // A valid token from another app must not sign anyone in here, so ask Facebook who it was issued to.
    const info = await graphGet(
      `${graphUrl}/debug_token`,
      { input_token: token, access_token: `${appId}|${appSecret}` },
      FacebookTokenInfo,
    );
    if (!info.ok) return info;
    const { app_id, user_id, expires_at } = info.value.data;
    if (app_id !== appId || (expires_at !== 0 && expires_at * 1000 <= Date.now())) return INVALID;

    const me = await graphGet(
      `${graphUrl}/me`,
      { fields: 'id,first_name,last_name,email,picture', access_token: token },
      FacebookMe,
    );
    if (!me.ok) return me;
    if (me.value.id !== user_id) return INVALID;
    return {
      ok: true,
      profile: {
        provider: 'facebook',
        subject: me.value.id,
        email: me.value.email ?? null,
        // Facebook says nothing of whether the address was confirmed: it is never taken as proof.
        emailVerified: false,
        firstName: me.value.first_name,
        lastName: me.value.last_name,
        image: me.value.picture?.data.url ?? null,
      },
    };
  }

  return {
    verify: (provider, token) => (provider === 'google' ? verifyGoogle(token) : verifyFacebook(token)),
  };
}

/**
 * jose passes fetch's own network errors through, reports a slow key server as JWKSTimeout and a
 * non-200 or non-JSON answer as a bare JOSEError; what it finds wrong with a token is a JOSEError subclass.
 */
function isKeyServerFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return error instanceof errors.JWKSTimeout || error.code === errors.JOSEError.code;
}

/** A Graph API GET; a 5xx or an unreachable Graph is `unavailable`, any other bad answer `invalid`. */
async function graphGet<T>(
  url: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<{ ok: true; value: T } | Failure> {
  let body: unknown;
  try {
    const response = await fetch(`${url}?${new URLSearchParams(params)}`, {
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    });
    if (response.status >= 500) return UNAVAILABLE;
    if (!response.ok) return INVALID;
    body = await response.json();
  } catch (error) {
    // A body that is not JSON is a bad answer; anything else here is the network or the timeout.
    return error instanceof SyntaxError ? INVALID : UNAVAILABLE;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : INVALID;
}
