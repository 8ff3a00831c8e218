import { randomHex } from '../send/auth/requestEdit.js';

/** The CSRF state of an authorization request, 32 random bytes in hex (RFC 6749 §10.12). */
export function createState(): string {
  return randomHex(32);
}

/**
 * A PKCE code verifier, 32 random bytes in base64url — 43 characters, the shortest
 * RFC 7636 §4.1 allows, with the 256 bits of entropy it recommends.
 */
export function createCodeVerifier(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** RFC 7636 §4.2 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** RFC 7636 Appendix A: base64 with the URL-safe alphabet and no padding. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
