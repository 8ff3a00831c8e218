import type { ReactNode } from 'react';
import { navigate } from '../../lib/navigate.js';
import { docsPath } from './docsAddress.js';

/** A link to a guide page: a real address (open in a new tab works), followed in the app on a plain click. */
export function GuideLink({
  address,
  children,
  className,
  current,
}: {
  address: string;
  children: ReactNode;
  className?: string;
  current?: boolean;
}) {
  return (
    <a
      href={docsPath(address)}
      {...(className !== undefined && { className })}
      {...(current && { 'aria-current': 'page' as const })}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(docsPath(address));
      }}
    >
      {children}
    </a>
  );
}
