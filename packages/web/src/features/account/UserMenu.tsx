// The header's account corner: Sign In, or the user menu.
import type { Role } from '@courier/core';
import { ChevronDown, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useShell } from '../../shell/shellStore.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Avatar, displayName, RoleBadge } from './Avatar.js';
import { checkStoredSession, signOut } from './sessionActions.js';
import './account.css';

/** Moderators see the entry too; the panel itself tells them it is for administrators. */
const SEES_ADMIN_PANEL: ReadonlySet<Role> = new Set(['admin', 'moderator']);

export function UserMenu() {
  const user = useSession((state) => state.user);
  const setView = useShell((state) => state.setView);
  useEffect(() => {
    void checkStoredSession();
  }, []);

  if (!user) {
    return (
      <Button
        variant="primary"
        size="sm"
        aria-label="Sign In"
        onPress={() => setView('login')}
        icon={<LogIn size={14} />}
      >
        <span className="hide-narrow">Sign In</span>
      </Button>
    );
  }

  const items = [
    { id: 'profile', label: 'Profile & Settings' },
    ...(SEES_ADMIN_PANEL.has(user.role) ? [{ id: 'admin', label: 'Admin Panel' }] : []),
    { id: 'signOut', label: 'Sign Out' },
  ];
  return (
    <MenuTrigger>
      <AriaButton className="btn btn-ghost btn-sm user-menu-trigger" aria-label={`Account: ${displayName(user)}`}>
        <Avatar user={user} size="sm" />
        <span className="user-menu-name hide-narrow">{displayName(user)}</span>
        <ChevronDown size={14} aria-hidden="true" />
      </AriaButton>
      <Popover className="popover user-menu" placement="bottom end">
        <div className="user-menu-identity">
          <strong>{displayName(user)}</strong>
          <span className="user-menu-email">{user.email}</span>
          <RoleBadge role={user.role} />
        </div>
        <Menu
          className="menu"
          aria-label="Account"
          items={items}
          onAction={(key) => {
            if (key === 'profile') setView('profile');
            else if (key === 'admin') setView('admin');
            else void signOut();
          }}
        >
          {(item) => (
            <MenuItem id={item.id} className="menu-item">
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
