import { useEffect, useState } from 'react';

/** The clock, re-read every `intervalMs` while mounted, so statuses and expiry labels turn over by themselves. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
