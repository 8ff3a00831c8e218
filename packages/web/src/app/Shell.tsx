import type { ReactNode } from 'react';
import { UserMenu } from '../features/account/UserMenu.js';
import { EnvironmentSelector } from '../features/environments/EnvironmentSelector.js';
import { Toasts } from '../ui/Toasts.js';
import { useActionShortcuts } from '../shell/actions.js';
import { HealthBanner } from './HealthBanner.js';
import { Sidebar, type SidebarPanels } from './Sidebar.js';
import { TopBar } from '../shell/TopBar.js';
import { ViewNav } from '../shell/ViewNav.js';

export interface ShellProps {
  panels: SidebarPanels;
  environmentName?: string;
  /** The current view's content. */
  children: ReactNode;
  /** Dialogs opened from the top bar (environments, import/export). */
  dialogs?: ReactNode;
  /** Messages that stay under the top bar until what they say is resolved (data not stored). */
  notices?: ReactNode;
}

/** Top bar, view rail, sidebar, main area, toasts: the frame every view lives in. */
export function Shell({ panels, environmentName, children, dialogs, notices }: ShellProps) {
  useActionShortcuts();
  return (
    <div className="app">
      <TopBar
        {...(environmentName !== undefined ? { environmentName } : {})}
        environmentSelector={<EnvironmentSelector />}
        userMenu={<UserMenu />}
      />
      <HealthBanner />
      {notices}
      <div className="app-body">
        <ViewNav variant="rail" />
        <Sidebar panels={panels} />
        <main className="main">{children}</main>
      </div>
      {dialogs}
      <Toasts />
    </div>
  );
}
