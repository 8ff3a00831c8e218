import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ImportDropZone } from '../features/import-export/ImportDropZone.js';
import { Button } from '../ui/Button.js';
import { Tabs } from '../ui/Tabs.js';
import { useShell } from '../shell/shellStore.js';
import { ViewNav } from '../shell/ViewNav.js';

export interface SidebarPanels {
  collections: ReactNode;
  history: ReactNode;
}

/**
 * Collections and History tabs. Under 768 px it is a slide-in drawer with a close
 * button, which also lists the views; the contents come from features/collections and features/history.
 * Dropping a collection file or folder on it imports it.
 */
export function Sidebar({ panels }: { panels: SidebarPanels }) {
  const tab = useShell((state) => state.sidebarTab);
  const setTab = useShell((state) => state.setSidebarTab);
  const drawerOpen = useShell((state) => state.drawerOpen);
  const collapsed = useShell((state) => state.sidebarCollapsed);
  const setDrawerOpen = useShell((state) => state.setDrawerOpen);

  return (
    <>
      {drawerOpen ? <div className="drawer-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" /> : null}
      <aside
        className={`sidebar ${drawerOpen ? 'sidebar-open' : ''} ${collapsed ? 'sidebar-collapsed' : ''}`}
        aria-label="Sidebar"
      >
        <Button
          variant="ghost"
          size="sm"
          className="drawer-close"
          aria-label="Close sidebar"
          onPress={() => setDrawerOpen(false)}
          icon={<X size={16} />}
        />
        <ViewNav variant="drawer" />
        {/* A file or folder dropped anywhere on it imports, whatever the sidebar shows. */}
        <ImportDropZone className="sidebar-drop-zone">
          <Tabs
            label="Sidebar"
            className="sidebar-tabs"
            selected={tab}
            onSelect={(id) => setTab(id === 'history' ? 'history' : 'collections')}
            items={[
              { id: 'collections', label: 'Collections', content: panels.collections },
              { id: 'history', label: 'History', content: panels.history },
            ]}
          />
        </ImportDropZone>
      </aside>
    </>
  );
}
