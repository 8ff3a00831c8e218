// An on/off setting drawn as a switch (react-aria's Switch: a checkbox to assistive technology, Space
// toggles it), with its label beside it.
import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components';

interface Props {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  children: ReactNode;
}

export function ToggleSwitch({ isSelected, onChange, children }: Props) {
  return (
    <Switch className="toggle-switch" isSelected={isSelected} onChange={onChange}>
      <span className="toggle-switch-track" aria-hidden="true">
        <span className="toggle-switch-thumb" />
      </span>
      {children}
    </Switch>
  );
}
