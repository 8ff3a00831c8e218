// The admin panel: for administrators only, Dashboard and User Management.
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useSession } from '../../lib/session.js';
import { Tabs } from '../../ui/Tabs.js';
import { useAdmin, type AdminTab } from './adminStore.js';
import { Dashboard } from './Dashboard.js';
import { UserManagement } from './UserManagement.js';
import './admin.css';

/** The panel and its data are for admins only; the server checks it again on every call. */
function AccessDenied() {
  return (
    <div className="admin-denied">
      <ShieldAlert size={32} aria-hidden="true" />
      <h1>Access Denied</h1>
      <p className="muted">You need admin privileges to access this panel.</p>
    </div>
  );
}

export function AdminPanel() {
  const user = useSession((state) => state.user);
  const isAdmin = user?.role === 'admin';
  const tab = useAdmin((state) => state.tab);
  const setTab = useAdmin((state) => state.setTab);
  const loadStats = useAdmin((state) => state.loadStats);
  const loadUsers = useAdmin((state) => state.loadUsers);

  // Data loads when the tab, the filters or the admin status change.
  useEffect(() => {
    if (!isAdmin) return;
    if (tab === 'dashboard') void loadStats();
    else void loadUsers();
  }, [isAdmin, user?.id, tab, loadStats, loadUsers]);

  if (!isAdmin) return <AccessDenied />;
  return (
    <div className="admin-panel">
      <h1 className="admin-title">Admin Panel</h1>
      <Tabs
        label="Admin panel"
        className="admin-tabs"
        selected={tab}
        onSelect={(id) => setTab(id as AdminTab)}
        items={[
          { id: 'dashboard', label: 'Dashboard', content: <Dashboard /> },
          { id: 'users', label: 'User Management', content: <UserManagement actingUserId={user.id} /> },
        ]}
      />
    </div>
  );
}
