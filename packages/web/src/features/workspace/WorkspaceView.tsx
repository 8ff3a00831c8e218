// Workspace Management: the current workspace's figures, the user's workspaces, members, activity,
// templates and backups, kept current by the live channel while the view is open.
import { Plus, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLiveStatus } from '../../lib/live/live.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Tabs } from '../../ui/Tabs.js';
import { useNow } from '../oauth/useNow.js';
import { AccountRequired } from '../shared/AccountRequired.js';
import { LiveIndicator } from '../shared/LiveIndicator.js';
import '../shared/collab.css';
import { ActivityTab } from './ActivityTab.js';
import { AddMemberDialog } from './AddMemberDialog.js';
import { BackupsTab } from './BackupsTab.js';
import { CreateTemplateDialog } from './CreateTemplateDialog.js';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog.js';
import { MembersTab } from './MembersTab.js';
import { OverviewTab } from './OverviewTab.js';
import { SettingsDialog } from './SettingsDialog.js';
import { TemplatesTab } from './TemplatesTab.js';
import { useWorkspace, workspaceStore } from './useWorkspace.js';
import { currentOf, type WorkspaceTab } from './workspaceStore.js';
import { WorkspacesTab } from './WorkspacesTab.js';

export function WorkspaceView() {
  const user = useSession((state) => state.user);
  if (!user) {
    return (
      <AccountRequired title="Workspace Management">
        Workspaces keep collections and environments on the server, shared with the people you choose, so they need an
        account: sign in to see yours.
      </AccountRequired>
    );
  }
  return <SignedInWorkspaceView userId={user.id} />;
}

type WorkspaceDialog = 'create' | 'member' | 'template' | 'settings';

function count(value: number) {
  return <span className="tab-count">{value}</span>;
}

function SignedInWorkspaceView({ userId }: { userId: string }) {
  const tab = useWorkspace((state) => state.tab);
  const setTab = useWorkspace((state) => state.setTab);
  const workspaces = useWorkspace((state) => state.workspaces);
  const members = useWorkspace((state) => state.members);
  const templates = useWorkspace((state) => state.templates);
  const backups = useWorkspace((state) => state.backups);
  const loading = useWorkspace((state) => state.loading);
  const workspace = useWorkspace(currentOf);
  const status = useLiveStatus();
  const now = useNow(30_000);
  const [dialog, setDialog] = useState<WorkspaceDialog | null>(null);
  const close = () => setDialog(null);

  useEffect(() => workspaceStore.getState().start(userId), [userId]);

  return (
    <section className="collab-view" aria-label="Workspace Management">
      <header className="collab-header">
        <div className="collab-title">
          <h1>Workspace Management</h1>
          <div className="collab-subtitle">
            {workspace ? (
              <span className="pill pill-primary" aria-label={`Current workspace: ${workspace.name}`}>
                {workspace.name}
              </span>
            ) : null}
            {workspace ? <span>{workspace.type}</span> : null}
            <LiveIndicator status={status} />
          </div>
        </div>
        <div className="collab-actions">
          <Button icon={<Settings size={16} />} isDisabled={!workspace} onPress={() => setDialog('settings')}>
            Settings
          </Button>
          <Button variant="primary" icon={<Plus size={16} />} onPress={() => setDialog('create')}>
            Create Workspace
          </Button>
        </div>
      </header>
      {workspace ? (
        <Tabs
          label="Workspace Management"
          className="collab-tabs"
          selected={tab}
          onSelect={(id) => setTab(id as WorkspaceTab)}
          items={[
            { id: 'overview', label: 'Overview', content: <OverviewTab workspace={workspace} /> },
            {
              id: 'workspaces',
              label: <>Workspaces {count(workspaces.length)}</>,
              content: <WorkspacesTab onCreate={() => setDialog('create')} />,
            },
            {
              id: 'members',
              label: <>Members {count(members.length)}</>,
              content: <MembersTab workspace={workspace} onAdd={() => setDialog('member')} />,
            },
            { id: 'activity', label: 'Activity', content: <ActivityTab now={now} /> },
            {
              id: 'templates',
              label: <>Templates {count(templates.length)}</>,
              content: <TemplatesTab workspace={workspace} onCreate={() => setDialog('template')} />,
            },
            {
              id: 'backups',
              label: <>Backups {count(backups.length)}</>,
              content: <BackupsTab workspace={workspace} now={now} />,
            },
          ]}
        />
      ) : (
        <p className="collab-panel muted">{loading ? 'Loading workspaces…' : 'No workspace could be read.'}</p>
      )}
      <CreateWorkspaceDialog isOpen={dialog === 'create'} onClose={close} />
      {workspace ? (
        <AddMemberDialog
          isOpen={dialog === 'member'}
          onClose={close}
          role={workspace.role}
          workspaceName={workspace.name}
        />
      ) : null}
      <CreateTemplateDialog isOpen={dialog === 'template'} onClose={close} workspaceName={workspace?.name} />
      {workspace ? <SettingsDialog workspace={workspace} isOpen={dialog === 'settings'} onClose={close} /> : null}
    </section>
  );
}
