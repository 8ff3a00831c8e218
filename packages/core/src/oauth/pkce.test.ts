import { describe, expect, it } from 'vitest';
import { codeChallengeS256, createCodeVerifier, createState } from './pkce.js';

describe('PKCE and state', () => {
  it('derives the RFC 7636 Appendix B challenge from its verifier', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a state of 32 random bytes in hex, different each time', () => {
    const states = new Set(Array.from({ length: 50 }, createState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes a verifier of 32 random bytes in base64url, different each time', () => {
    const verifiers = new Set(Array.from({ length: 50 }, createCodeVerifier));
    expect(verifiers.size).toBe(50);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
