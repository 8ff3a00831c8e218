import { useEffect, useState } from 'react';
import { BACKEND_DOWN, checkHealth } from '../lib/api.js';

const RECHECK_MS = 15_000;

/** A failing GET /health shows 'Backend server is not responding' until it recovers. */
export function HealthBanner() {
  const [healthy, setHealthy] = useState(true);
  useEffect(() => {
    let cancelled = false;
    const check = () =>
      void checkHealth().then((ok) => {
        if (!cancelled) setHealthy(ok);
      });
    check();
    const timer = setInterval(check, RECHECK_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
  if (healthy) return null;
  return (
    <div className="health-banner" role="alert">
      {BACKEND_DOWN}
    </div>
  );
}
