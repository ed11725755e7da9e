import type { FastifyBaseLogger } from 'fastify';
import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import type { FcmServiceAccount } from '../../config';

/** One push to one device: what the phone shows, and the values the app opens it with. */
export interface Push {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * Hands one push to whoever delivers it. `unregistered`: the token is dead (the app was removed or
 * the token replaced) and must not be tried again; any other refusal throws, so it is retried.
 */
export interface PushProvider {
  readonly name: string;
  send(push: Push): Promise<'sent' | 'unregistered'>;
}

/** No FCM: nothing leaves the machine; the outbox table is what was "pushed". */
export function createDevPushProvider(log: FastifyBaseLogger): PushProvider {
  return {
    name: 'development',
    async send(push) {
      log.info({ title: push.title }, 'push (development outbox)');
      return 'sent';
    },
  };
}

export const fcmBaseUrl = 'https://fcm.googleapis.com';
const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';
const timeoutMs = 10_000;

const AccessTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().int() });

/** FCM's error body (google.rpc.Status), as far as it tells a dead token apart. */
const FcmErrorAnswer = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z
      .array(
        z.object({
          errorCode: z.string().optional(),
          fieldViolations: z.array(z.object({ field: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});
type FcmError = z.infer<typeof FcmErrorAnswer>['error'];

/**
 * UNREGISTERED (404): the app is gone from the device. INVALID_ARGUMENT (400) about the token
 * itself: it never was one. A 400 about anything else is our message's fault, not the device's.
 */
function isDeadToken(error: FcmError | undefined): boolean {
  const codes = [error?.status, ...(error?.details ?? []).map((detail) => detail.errorCode)];
  if (codes.includes('UNREGISTERED')) return true;
  if (!codes.includes('INVALID_ARGUMENT')) return false;
  const fields = (error?.details ?? []).flatMap((detail) => detail.fieldViolations ?? []);
  return (
    fields.some((violation) => violation.field === 'message.token') ||
    /registration token/i.test(error?.message ?? '')
  );
}

/**
 * Firebase Cloud Messaging's HTTP v1 API, as the service account: a JWT signed with its key is
 * exchanged at its token endpoint for an access token (kept until a minute before it runs out),
 * which authorises `messages:send`. `baseUrl` is FCM's address (a local fake in tests).
 */
export function createFcmProvider(account: FcmServiceAccount, baseUrl = fcmBaseUrl): PushProvider {
  let access: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (access && access.until > Date.now()) return access.token;
    const assertion = await new SignJWT({ scope: fcmScope })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(account.privateKeyId ? { kid: account.privateKeyId } : {}),
      })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(account.privateKey, 'RS256'));
    const response = await fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`FCM's token endpoint answered ${response.status}`);
    }
    const answer = AccessTokenAnswer.parse(await response.json());
    access = { token: answer.access_token, until: Date.now() + (answer.expires_in - 60) * 1000 };
    return access.token;
  }

  return {
    name: 'fcm',
    async send(push) {
      const url = `${baseUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: push.token,
            notification: { title: push.title, body: push.body },
            data: push.data,
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        // The answer names the message sent; nothing to keep.
        await response.body?.cancel();
        return 'sent';
      }
      const error = FcmErrorAnswer.safeParse(await response.json().catch(() => null)).data?.error;
      if (isDeadToken(error)) return 'unregistered';
      // A token revoked before its time: the next try asks for a new one.
      if (response.status === 401) access = undefined;
      throw new Error(`FCM answered ${response.status} ${error?.status ?? ''}`.trim());
    },
  };
}

/** FCM when a service account is configured, otherwise the development outbox. */
export function createPushProvider(fcm: FcmServiceAccount | undefined, log: FastifyBaseLogger): PushProvider {
  return fcm ? createFcmProvider(fcm) : createDevPushProvider(log);
}
