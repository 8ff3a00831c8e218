import {
  ArrowDownUp,
  Ellipsis,
  KeyRound,
  Layers,
  Menu as MenuIcon,
  Moon,
  PanelLeft,
  Settings,
  Sun,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button.js';
import { Menu } from '../ui/Menu.js';
import { useThemeStore } from '../ui/theme.js';
import { ACTION, performAction } from './actions.js';
import { useShell } from './shellStore.js';

export interface TopBarProps {
  /** The active environment's name, shown on the Environments button so it is always visible. */
  environmentName?: string;
  /** The features' own parts of the bar, passed in by the shell that mounts it; the Theme Editor's
   * preview draws the bar without them. */
  environmentSelector?: ReactNode;
  userMenu?: ReactNode;
}

/**
 * Product name, Environments, Import/Export and the theme toggle.
 * Under 768 px the Environments button and the secondary actions fold into a "More actions" menu so
 * the user menu still fits 390 px.
 */
export function TopBar({ environmentName, environmentSelector, userMenu }: TopBarProps) {
  const openDialog = useShell((state) => state.openDialog);
  const setDrawerOpen = useShell((state) => state.setDrawerOpen);
  const toggleSidebar = useShell((state) => state.toggleSidebar);
  const theme = useThemeStore((state) => state.theme);

  return (
    <header className="topbar">
      <Button
        variant="ghost"
        className="drawer-toggle"
        aria-label="Open sidebar"
        onPress={() => setDrawerOpen(true)}
        icon={<MenuIcon size={18} />}
      />
      <Button
        variant="ghost"
        className="sidebar-toggle"
        aria-label="Toggle sidebar"
        onPress={toggleSidebar}
        icon={<PanelLeft size={16} />}
      />
      <span className="brand">Courier</span>
      <span className="topbar-spacer" />
      {environmentSelector}
      <Button
        variant="ghost"
        className="env-button"
        onPress={() => openDialog('environments')}
        icon={<Layers size={16} />}
        aria-label={`Environments${environmentName ? `: ${environmentName}` : ''}`}
      >
        <span className="env-button-label">Environments</span>
        {environmentName ? <span className="env-badge">{environmentName}</span> : null}
      </Button>
      <span className="topbar-secondary">
        <Button variant="ghost" onPress={() => openDialog('importExport')} icon={<ArrowDownUp size={16} />}>
          <span className="hide-narrow">Import/Export</span>
        </Button>
        <Button
          variant="ghost"
          aria-label="OAuth 2.0"
          onPress={() => openDialog('oauth')}
          icon={<KeyRound size={16} />}
        />
        <Button
          variant="ghost"
          aria-label="Settings"
          onPress={() => openDialog('settings')}
          icon={<Settings size={16} />}
        />
        <Button
          variant="ghost"
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          onPress={() => performAction(ACTION.toggleTheme)}
          icon={theme === 'dark' ? <Sun size={16} /> : <Moon size={16} />}
        />
      </span>
      <Menu
        label="More actions"
        className="topbar-more"
        trigger={<Ellipsis size={18} />}
        items={[
          { id: 'environments', label: 'Environments', onAction: () => openDialog('environments') },
          { id: 'importExport', label: 'Import/Export', onAction: () => openDialog('importExport') },
          { id: 'oauth', label: 'OAuth 2.0', onAction: () => openDialog('oauth') },
          { id: 'settings', label: 'Settings', onAction: () => openDialog('settings') },
          {
            id: 'theme',
            label: theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme',
            onAction: () => performAction(ACTION.toggleTheme),
          },
        ]}
      />
      {userMenu}
    </header>
  );
}
