import { describe, expect, it, vi } from 'vitest';
import { fakeTimersEachTest } from '../shared/fakeTimersEachTest.js';
import { waitForAuthorization, type PopupHost } from './authorizationPopup.js';

const ORIGIN = 'http://127.0.0.1:5173';

/** A window with a popup that the test drives: post its messages, close it. */
function fakeHost(opens = true) {
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  const listeners = new Set<(event: MessageEvent) => void>();
  const opened: { url: string; features: string }[] = [];
  const host: PopupHost = {
    origin: ORIGIN,
    screenX: 0,
    screenY: 0,
    outerWidth: 1400,
    outerHeight: 900,
    open(url, _target, features) {
      opened.push({ url, features });
      return opens ? popup : null;
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = { data, origin: from.origin ?? ORIGIN, source: 'source' in from ? from.source : popup };
    for (const listener of [...listeners]) listener(event as MessageEvent);
  };
  return { host, popup, opened, listeners, post };
}

fakeTimersEachTest();

describe('waitForAuthorization', () => {
  it('opens a 600×700 popup and resolves with the callback URL it posts back, then closes it', async () => {
    const { host, popup, opened, listeners, post } = fakeHost();
    const waiting = waitForAuthorization(host, 'http://auth.test/authorize?x=1');
    expect(opened[0]?.url).toBe('http://auth.test/authorize?x=1');
    expect(opened[0]?.features).toContain('width=600,height=700');
    post({ type: 'oauth_callback', url: `${ORIGIN}/oauth/callback?code=c&state=s` });
    await expect(waiting).resolves.toBe(`${ORIGIN}/oauth/callback?code=c&state=s`);
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    const { host, post } = fakeHost();
    const waiting = waitForAuthorization(host, 'http://auth.test/authorize');
    post({ type: 'oauth_callback', url: 'http://evil.test/?code=x&state=y' }, { origin: 'http://evil.test' });
    post({ type: 'oauth_callback', url: `${ORIGIN}/oauth/callback?code=x` }, { source: {} });
    post({ type: 'something_else' });
    post({ type: 'oauth_callback', url: `${ORIGIN}/oauth/callback?code=ok&state=s` });
    await expect(waiting).resolves.toContain('code=ok');
  });

  it("rejects an oauth_error with 'OAuth authorization failed: {error}'", async () => {
    const { host, post } = fakeHost();
    const waiting = waitForAuthorization(host, 'http://auth.test/authorize');
    post({ type: 'oauth_error', error: 'access_denied' });
    await expect(waiting).rejects.toThrow('OAuth authorization failed: access_denied');
  });

  it("rejects with 'Authorization cancelled by user' within a second of the popup closing", async () => {
    const { host, popup, listeners } = fakeHost();
    const waiting = waitForAuthorization(host, 'http://auth.test/authorize');
    const outcome = waiting.catch((error: unknown) => error);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ code: 'OAUTH_CANCELLED', message: 'Authorization cancelled by user' });
    expect(listeners.size).toBe(0);
  });

  it("rejects with 'Authorization timeout' after 600 000 ms and closes the popup", async () => {
    const { host, popup } = fakeHost();
    const outcome = waitForAuthorization(host, 'http://auth.test/authorize').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(popup.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'OAUTH_TIMEOUT', message: 'Authorization timeout' });
    expect(popup.close).toHaveBeenCalled();
  });

  it('says so when the browser blocks the popup', async () => {
    const { host } = fakeHost(false);
    await expect(waitForAuthorization(host, 'http://auth.test/authorize')).rejects.toThrow(
      /blocked the authorization popup/,
    );
  });
});
