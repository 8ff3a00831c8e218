import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { SWITCHABLE_VIEWS } from './shellActions.js';
import { useShell, type RoutedView } from './shellStore.js';

export interface ViewNavProps {
  /** 'rail': the icon column left of the sidebar; 'drawer': the list at the top of the phone drawer. */
  variant: 'rail' | 'drawer';
}

/**
 * Every view, one press away: a column of icons with labels (an editor's activity bar) on wide
 * screens, a list in the drawer on phones. Arrow keys move between views, Tab leaves the group.
 */
export function ViewNav({ variant }: ViewNavProps) {
  const view = useShell((state) => state.view);
  const setView = useShell((state) => state.setView);
  const setDrawerOpen = useShell((state) => state.setDrawerOpen);
  return (
    <nav className={`view-nav view-nav-${variant}`} aria-label="Views">
      <ToggleButtonGroup
        aria-label="View"
        // Only the rail is the 'view-switch': the drawer's copy stays out of its way.
        className={variant === 'rail' ? 'view-switch' : 'view-list'}
        orientation="vertical"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          if (!next) return;
          setView(String(next) as RoutedView);
          setDrawerOpen(false);
        }}
      >
        {SWITCHABLE_VIEWS.map(({ id, label, icon: Icon }) => (
          <ToggleButton key={id} id={id} className="view-switch-item">
            <Icon size={variant === 'rail' ? 18 : 16} aria-hidden="true" />
            <span className="view-switch-label">{label}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </nav>
  );
}
