// The profile screen: who is signed in and four tabs.
import { useState } from 'react';
import { useShell } from '../../shell/shellStore.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Tabs } from '../../ui/Tabs.js';
import { ApiKeysTab } from './ApiKeysTab.js';
import { Avatar, displayName, RoleBadge } from './Avatar.js';
import { PreferencesTab } from './PreferencesTab.js';
import { ProfileTab } from './ProfileTab.js';
import { SecurityTab } from './SecurityTab.js';

export function ProfileView() {
  const user = useSession((state) => state.user);
  const setView = useShell((state) => state.setView);
  const [tab, setTab] = useState('profile');

  if (!user) {
    return (
      <div className="account-page">
        <div className="account-empty">
          <h1>Not Authenticated</h1>
          <p>Please log in to view your profile.</p>
          <Button variant="primary" onPress={() => setView('login')}>
            Sign In
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="account-page">
      <div className="profile">
        <header className="profile-header">
          <Avatar user={user} size="lg" />
          <div className="profile-identity">
            <h1>{displayName(user)}</h1>
            <span className="profile-email">{user.email}</span>
          </div>
          <RoleBadge role={user.role} />
        </header>
        <Tabs
          label="Profile sections"
          className="profile-tabs"
          selected={tab}
          onSelect={setTab}
          items={[
            { id: 'profile', label: 'Profile', content: <ProfileTab key={user.id} user={user} /> },
            { id: 'security', label: 'Security', content: <SecurityTab /> },
            { id: 'apiKeys', label: 'API Keys', content: <ApiKeysTab /> },
            { id: 'preferences', label: 'Preferences', content: <PreferencesTab /> },
          ]}
        />
      </div>
    </div>
  );
}
