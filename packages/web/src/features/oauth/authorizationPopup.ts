// The authorization popup — 600×700, waited for up to 600 000 ms, checked for
// being closed every second — and the message its callback page posts back.
import { AUTHORIZATION_TIMEOUT_MS } from '@courier/core';
import { isCallbackMessage } from './callbackMessage.js';
import { authorizationCancelled, authorizationFailed, authorizationTimeout, OAuthFlowError } from './flowErrors.js';

const POPUP_WIDTH = 600;
const POPUP_HEIGHT = 700;
const POPUP_CLOSED_CHECK_MS = 1000;

/** The parts of `window` the popup needs, so the wait can be tested without a browser. */
export interface PopupHost {
  open(url: string, target: string, features: string): Pick<Window, 'closed' | 'close'> | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  readonly origin: string;
  readonly screenX: number;
  readonly screenY: number;
  readonly outerWidth: number;
  readonly outerHeight: number;
}

export interface PopupOptions {
  timeoutMs?: number;
  closedCheckMs?: number;
}

/** Centred over the opener, as users expect a sign-in window to appear. */
function features(host: PopupHost): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens `url` in a popup and resolves with the callback URL its callback page posts back
 * (`oauth_callback`); rejects with 'OAuth authorization failed: {error}' for `oauth_error`,
 * 'Authorization cancelled by user' once the popup is closed, 'Authorization timeout' after the
 * wait. Only messages from this origin and from this popup count: any page could post one.
 */
export function waitForAuthorization(host: PopupHost, url: string, options: PopupOptions = {}): Promise<string> {
  const popup = host.open(url, 'courier-oauth', features(host));
  if (!popup) {
    return Promise.reject(
      new OAuthFlowError(
        'OAUTH_AUTHORIZATION_FAILED',
        'The browser blocked the authorization popup: allow pop-ups for this site',
      ),
    );
  }
  return new Promise<string>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearInterval(closedCheck);
      clearTimeout(timeout);
      host.removeEventListener('message', onMessage);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== host.origin || event.source !== popup) return;
      const message: unknown = event.data;
      if (!isCallbackMessage(message)) return;
      finish(() => {
        popup.close();
        if (message.type === 'oauth_callback') resolve(message.url);
        else reject(authorizationFailed(message.error));
      });
    };
    host.addEventListener('message', onMessage);
    const closedCheck = setInterval(() => {
      if (popup.closed) finish(() => reject(authorizationCancelled()));
    }, options.closedCheckMs ?? POPUP_CLOSED_CHECK_MS);
    const timeout = setTimeout(
      () =>
        finish(() => {
          popup.close();
          reject(authorizationTimeout());
        }),
      options.timeoutMs ?? AUTHORIZATION_TIMEOUT_MS,
    );
  });
}
