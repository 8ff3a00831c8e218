// The Dashboard tab: users by status and role, and recent activity.
import { RefreshCw } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { useAdmin } from './adminStore.js';
import { BarChart } from './BarChart.js';

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="admin-stat">
      <span className="admin-stat-label">{label}</span>
      <span className="admin-stat-value">{value}</span>
      {hint ? <span className="admin-stat-hint muted">{hint}</span> : null}
    </div>
  );
}

export function Dashboard() {
  const stats = useAdmin((state) => state.stats);
  const loading = useAdmin((state) => state.statsLoading);
  const loadStats = useAdmin((state) => state.loadStats);

  const refresh = (
    <Button
      size="sm"
      variant="ghost"
      onPress={() => void loadStats()}
      isDisabled={loading}
      icon={<RefreshCw size={14} />}
    >
      Refresh
    </Button>
  );
  if (!stats) {
    return (
      <div className="admin-section">
        <p className="muted">{loading ? 'Loading statistics…' : 'Statistics are not available.'}</p>
        {loading ? null : refresh}
      </div>
    );
  }
  const { users, roles, activity } = stats;
  return (
    <div className="admin-section admin-dashboard" aria-busy={loading}>
      <section aria-label="Users" className="admin-stats">
        <Stat label="Total users" value={users.total} />
        <Stat label="Active" value={users.active} />
        <Stat label="Inactive" value={users.inactive} />
        <Stat label="Locked" value={users.locked} />
      </section>
      <section aria-label="Recent activity" className="admin-stats">
        <Stat label="Recent registrations" value={activity.recentRegistrations} hint="last 30 days" />
        <Stat label="Recent logins" value={activity.recentLogins} hint="last 24 hours" />
      </section>
      <div className="admin-charts">
        <BarChart
          title="Users by role"
          bars={[
            { label: 'Admin', value: roles.admin, tone: 'danger' },
            { label: 'Moderator', value: roles.moderator, tone: 'warning' },
            { label: 'User', value: roles.user, tone: 'primary' },
          ]}
        />
        <BarChart
          title="Users by status"
          bars={[
            { label: 'Active', value: users.active, tone: 'success' },
            { label: 'Inactive', value: users.inactive, tone: 'muted' },
            { label: 'Locked', value: users.locked, tone: 'danger' },
          ]}
        />
      </div>
      <div className="admin-toolbar-end">{refresh}</div>
    </div>
  );
}
