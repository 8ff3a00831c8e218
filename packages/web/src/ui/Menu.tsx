import type { ReactNode } from 'react';
import { Button, Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export interface MenuEntry {
  id: string;
  label: string;
  onAction: () => void;
}

export interface MenuProps {
  /** Accessible name of the trigger. */
  label: string;
  trigger: ReactNode;
  items: readonly MenuEntry[];
  className?: string;
  /** For a trigger reached another way than Tab, such as a tree row's ⋯ (Shift+F10 on the row). */
  excludeFromTabOrder?: boolean;
}

/** A button that opens a keyboard-navigable menu (react-aria). */
export function Menu({ label, trigger, items, className, excludeFromTabOrder }: MenuProps) {
  return (
    <MenuTrigger>
      <Button
        aria-label={label}
        className={`btn btn-ghost btn-sm ${className ?? ''}`}
        excludeFromTabOrder={excludeFromTabOrder}
      >
        {trigger}
      </Button>
      <Popover className="popover" placement="bottom end">
        <AriaMenu className="menu" items={items} onAction={(key) => items.find((item) => item.id === key)?.onAction()}>
          {(item) => (
            <MenuItem id={item.id} className="menu-item">
              {item.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
