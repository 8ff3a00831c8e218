// Session tokens: JWTs signed with HS256 by jose (RFC 7519). The algorithm is pinned when verifying,
// so `alg: none` or an algorithm swap is refused; `tv` is the user's token_version at issue, which the
// authenticator compares with the stored one so locking, deactivating, deleting, a password change or
// a role change ends older tokens at once.
import { jwtVerify, SignJWT } from 'jose';

const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'courier';

interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token of ours; undefined for anything else. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

export function createTokenSigner(secret: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
        return { userId: payload.sub, tokenVersion: payload.tv };
      } catch {
        // Malformed, tampered, expired or foreign tokens all mean "not signed in".
        return undefined;
      }
    },
  };
}
