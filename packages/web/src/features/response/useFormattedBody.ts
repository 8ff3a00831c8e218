import { useEffect, useMemo, useState } from 'react';
import type { DisplayBody } from './formatBody.js';
import { formatInline, formatOffThread } from './formatClient.js';

/** The displayed body: at once for small bodies, from the format worker for large ones. */
export function useFormattedBody(body: string, pretty: boolean): DisplayBody | undefined {
  const [result, setResult] = useState<{ body: string; pretty: boolean; formatted: DisplayBody } | undefined>();
  const inline = useMemo(() => formatInline(body, pretty), [body, pretty]);
  useEffect(() => {
    if (inline) return;
    let current = true;
    void formatOffThread(body, pretty).then((formatted) => {
      if (current) setResult({ body, pretty, formatted });
    });
    return () => {
      current = false;
    };
  }, [body, pretty, inline]);
  if (inline) return inline;
  return result && result.body === body && result.pretty === pretty ? result.formatted : undefined;
}
