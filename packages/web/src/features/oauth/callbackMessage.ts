// What the callback page (in the popup) tells the window that opened it.
/** The redirect address is the site origin plus this path. */
export const CALLBACK_PATH = '/oauth/callback';

export type CallbackMessage = { type: 'oauth_callback'; url: string } | { type: 'oauth_error'; error: string };

export function isCallbackMessage(data: unknown): data is CallbackMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    (message.type === 'oauth_callback' && typeof message.url === 'string') ||
    (message.type === 'oauth_error' && typeof message.error === 'string')
  );
}

/**
 * The message for the address the popup landed on: the authorization server's `error` (RFC 6749
 * §4.1.2.1) as oauth_error, anything else as oauth_callback with the whole URL for the opener to
 * check against its pending session.
 */
export function callbackMessageFor(href: string): CallbackMessage {
  const error = new URL(href).searchParams.get('error');
  return error !== null ? { type: 'oauth_error', error } : { type: 'oauth_callback', url: href };
}
