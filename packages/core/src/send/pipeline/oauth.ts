import type { Auth } from '../../model/auth.js';
import { messageOf } from '../../errors.js';
import type { OAuthPort } from './context.js';

/** The text when the provider has no usable token. */
const NO_OAUTH_TOKEN = 'No valid OAuth token available';

export type OAuthOutcome = { ok: true; auth: Auth } | { ok: false; message: string };

/**
 * An oauth2 auth naming a provider takes that provider's current token.
 * Other auths pass through; an oauth2 auth without a provider sends its own access token.
 */
export async function applyOAuth(auth: Auth, port: OAuthPort | undefined): Promise<OAuthOutcome> {
  if (auth.type !== 'oauth2' || !auth.providerId) return { ok: true, auth };
  try {
    const token = port ? await port.tokenFor(auth.providerId) : undefined;
    if (!token || token.access_token === '') return { ok: false, message: NO_OAUTH_TOKEN };
    return {
      ok: true,
      auth: { ...auth, accessToken: token.access_token, tokenType: token.token_type ?? auth.tokenType },
    };
  } catch (thrown) {
    return { ok: false, message: messageOf(thrown) };
  }
}
