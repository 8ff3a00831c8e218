// The page the authorization server redirects the popup to: it hands the address
// to the window that opened it, which checks the state, closes the popup and exchanges the code.
import { useEffect, useState } from 'react';
import { callbackMessageFor } from './callbackMessage.js';
import './oauth.css';

export function OAuthCallback() {
  const [delivered, setDelivered] = useState<boolean>();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) {
      setDelivered(false);
      return;
    }
    // Only this origin may read it: the URL carries the authorization code.
    opener.postMessage(callbackMessageFor(window.location.href), window.location.origin);
    setDelivered(true);
  }, []);

  return (
    <main className="oauth-callback">
      <h1 className="dialog-title">Courier OAuth 2.0</h1>
      {delivered === false ? (
        <p role="alert">
          This page completes an authorization started from Courier, but the window that started it is gone. Close this
          window and authorize again.
        </p>
      ) : (
        <p>Completing authorization… this window closes by itself.</p>
      )}
    </main>
  );
}
