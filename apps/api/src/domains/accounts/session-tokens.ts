import { jwtVerify, SignJWT } from 'jose';

/** What a session token says: whose it is and which session it belongs to (so it can be revoked). */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/** HS256 tokens signed with AUTH_SECRET; the session row decides whether a valid token still counts. */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      return { userId, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
