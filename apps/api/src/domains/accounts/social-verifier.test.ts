import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialConfig } from '../../config';
import { createSocialVerifier } from './social-verifier';

const CLIENT_ID = 'bazar-web.apps.googleusercontent.com';
const KID = 'test-key';
const APP_ID = 'app-1';
const APP_SECRET = 'secret-1';
const FB_USER = '1001';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let server: Server;
let baseUrl: string;
let closedPortUrl: string;
let googleKeys: KeyPair;
let forgerKeys: KeyPair;
let jwksRequests = 0;

const now = () => Math.floor(Date.now() / 1000);

/** What the fake `debug_token` says about each test token. */
function tokenInfo(token: string | null): object {
  const live = { is_valid: true, app_id: APP_ID, user_id: FB_USER, expires_at: now() + 3600 };
  switch (token) {
    case 'fb-revoked':
      return { ...live, is_valid: false };
    case 'fb-other-app':
      return { ...live, app_id: 'app-2' };
    case 'fb-expired':
      return { ...live, expires_at: now() - 60 };
    default:
      return live;
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function startKeyServer(): Promise<Server> {
  const jwk = { ...(await exportJWK(googleKeys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const keyServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams;
    if (url.pathname === '/jwks') {
      jwksRequests += 1;
      return answer(response, 200, { keys: [jwk] });
    }
    if (url.pathname === '/debug_token') {
      if (q.get('access_token') !== `${APP_ID}|${APP_SECRET}`)
        return answer(response, 400, { error: { message: 'Invalid app access token', code: 190 } });
      if (q.get('input_token') === 'fb-outage') return answer(response, 503, { error: { code: 2 } });
      return answer(response, 200, { data: tokenInfo(q.get('input_token')) });
    }
    if (url.pathname === '/me') {
      const id = q.get('access_token') === 'fb-impostor' ? '2002' : FB_USER;
      return answer(response, 200, {
        id,
        first_name: 'Aylin',
        last_name: 'Demir',
        email: 'aylin@example.com',
        picture: { data: { url: 'https://cdn.example.com/aylin.jpg', is_silhouette: false } },
      });
    }
    answer(response, 404, {});
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  return keyServer;
}

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function config(overrides: Partial<SocialConfig> = {}): SocialConfig {
  return {
    googleClientId: CLIENT_ID,
    googleJwksUrl: `${baseUrl}/jwks`,
    facebookAppId: APP_ID,
    facebookAppSecret: APP_SECRET,
    facebookGraphUrl: baseUrl,
    ...overrides,
  };
}

/** A Google-like ID token; claims and signing key can be overridden per case. */
function googleToken(claims: JWTPayload = {}, keys: KeyPair = googleKeys): Promise<string> {
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'aylin@example.com',
    email_verified: true,
    given_name: 'Aylin',
    family_name: 'Demir',
    picture: 'https://lh3.googleusercontent.com/a/aylin',
    iat: now(),
    exp: now() + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .sign(keys.privateKey);
}

beforeAll(async () => {
  googleKeys = await generateKeyPair('RS256', { extractable: true });
  forgerKeys = await generateKeyPair('RS256', { extractable: true });
  server = await startKeyServer();
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closedPortUrl = `http://127.0.0.1:${await closedPort()}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('social verifier: Google', () => {
  it('[ACC-09] accepts a valid ID token and reads the profile from its claims, fetching keys once', async () => {
    const verifier = createSocialVerifier(config());
    const before = jwksRequests;
    const result = await verifier.verify('google', await googleToken());
    expect(result).toEqual({
      ok: true,
      profile: {
        provider: 'google',
        subject: '110169484474386276334',
        email: 'aylin@example.com',
        emailVerified: true,
        firstName: 'Aylin',
        lastName: 'Demir',
        image: 'https://lh3.googleusercontent.com/a/aylin',
      },
    });
    await verifier.verify('google', await googleToken({ iss: 'accounts.google.com' }));
    expect(jwksRequests - before).toBe(1);
  });

  it('[ACC-09] falls back to splitting the display name when name parts are missing', async () => {
    const verifier = createSocialVerifier(config());
    const token = await googleToken({
      given_name: undefined,
      family_name: undefined,
      name: 'Ayşe Nur Yılmaz',
      email_verified: false,
    });
    const result = await verifier.verify('google', token);
    expect(result).toMatchObject({
      ok: true,
      profile: { firstName: 'Ayşe', lastName: 'Nur Yılmaz', emailVerified: false },
    });
  });

  it('[ACC-09] rejects an expired token', async () => {
    const token = await googleToken({ iat: now() - 7200, exp: now() - 120 });
    expect(await createSocialVerifier(config()).verify('google', token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('[ACC-09] rejects a forged token signed by another key under the same key id', async () => {
    const token = await googleToken({}, forgerKeys);
    expect(await createSocialVerifier(config()).verify('google', token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('[ACC-09] rejects a token issued for another client', async () => {
    const token = await googleToken({ aud: 'someone-else.apps.googleusercontent.com' });
    expect(await createSocialVerifier(config()).verify('google', token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('[ACC-09] rejects a token from another issuer', async () => {
    const token = await googleToken({ iss: 'https://evil.example.com' });
    expect(await createSocialVerifier(config()).verify('google', token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('[ACC-09] answers notConfigured without a Google client id', async () => {
    const verifier = createSocialVerifier(config({ googleClientId: undefined }));
    expect(await verifier.verify('google', await googleToken())).toEqual({
      ok: false,
      reason: 'notConfigured',
    });
  });

  it('[ACC-09] answers unavailable when the key server cannot be reached', async () => {
    const verifier = createSocialVerifier(config({ googleJwksUrl: `${closedPortUrl}/jwks` }));
    expect(await verifier.verify('google', await googleToken())).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('social verifier: Facebook', () => {
  it('[ACC-09] [SEC-35.11] accepts a valid access token and reads the profile from /me, its e-mail never taken as verified', async () => {
    expect(await createSocialVerifier(config()).verify('facebook', 'fb-valid')).toEqual({
      ok: true,
      profile: {
        provider: 'facebook',
        subject: FB_USER,
        email: 'aylin@example.com',
        emailVerified: false,
        firstName: 'Aylin',
        lastName: 'Demir',
        image: 'https://cdn.example.com/aylin.jpg',
      },
    });
  });

  it.each([
    ['a token Facebook says is not valid', 'fb-revoked'],
    ["another app's token", 'fb-other-app'],
    ['an expired token', 'fb-expired'],
    ['a token whose /me is someone else', 'fb-impostor'],
  ])('[ACC-09] rejects %s', async (_, token) => {
    expect(await createSocialVerifier(config()).verify('facebook', token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('[ACC-09] answers notConfigured without an app id or secret', async () => {
    for (const overrides of [{ facebookAppId: undefined }, { facebookAppSecret: undefined }]) {
      expect(await createSocialVerifier(config(overrides)).verify('facebook', 'fb-valid')).toEqual({
        ok: false,
        reason: 'notConfigured',
      });
    }
  });

  it('[ACC-09] answers unavailable when the Graph API fails or cannot be reached', async () => {
    expect(await createSocialVerifier(config()).verify('facebook', 'fb-outage')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const offline = createSocialVerifier(config({ facebookGraphUrl: closedPortUrl }));
    expect(await offline.verify('facebook', 'fb-valid')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
