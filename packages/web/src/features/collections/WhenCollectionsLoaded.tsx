// The browser's collections are read from its database after the page starts: until then the
// sidebar says they are loading, never 'No collections yet' over collections that are there.
import type { ReactNode } from 'react';
import { useCollections } from './useCollections.js';

export function WhenCollectionsLoaded({ children }: { children: ReactNode }) {
  const loaded = useCollections((state) => state.loaded);
  if (loaded) return children;
  return (
    <p className="empty-state muted" role="status">
      Loading collections…
    </p>
  );
}
