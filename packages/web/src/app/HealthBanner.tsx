import { useEffect, useState } from 'react';
import { BACKEND_DOWN, checkHealth } from '../lib/api.js';
import { useServerReachable } from '../lib/serverReachable.js';

const RECHECK_MS = 15_000;
/** While the banner shows, the server is asked again often, so it goes soon after the server is back. */
const RECHECK_WHILE_DOWN_MS = 3_000;

/**
 * A failing GET /health, or a call that got no answer, shows 'Backend server is not responding'; it
 * goes as soon as any call is answered again.
 */
export function HealthBanner() {
  const [healthy, setHealthy] = useState(true);
  const reachable = useServerReachable((state) => state.reachable);
  const shown = !healthy || !reachable;
  useEffect(() => {
    let cancelled = false;
    const check = () =>
      void checkHealth().then((ok) => {
        if (!cancelled) setHealthy(ok);
      });
    check();
    const timer = setInterval(check, shown ? RECHECK_WHILE_DOWN_MS : RECHECK_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [shown]);
  // An answer from any call means the server is back: the health check's last word is out of date.
  useEffect(() => {
    if (reachable) setHealthy(true);
  }, [reachable]);
  if (!shown) return null;
  return (
    <div className="health-banner" role="alert">
      {BACKEND_DOWN}
    </div>
  );
}
