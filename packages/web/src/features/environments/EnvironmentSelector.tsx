// The top bar's environment switch: the active environment is always visible.
import { Layers } from 'lucide-react';
import { Button, Select, SelectValue, Popover, ListBox, ListBoxItem } from 'react-aria-components';
import { useEnvironments } from './useEnvironments.js';

export function EnvironmentSelector() {
  const environments = useEnvironments((state) => state.environments);
  const activeId = useEnvironments((state) => state.activeId);
  const setActive = useEnvironments((state) => state.setActive);

  return (
    <Select
      aria-label="Active environment"
      className="env-selector"
      selectedKey={activeId}
      onSelectionChange={(key) => {
        if (key !== null) setActive(String(key));
      }}
    >
      <Button className="btn btn-ghost env-selector-button">
        <Layers size={16} aria-hidden="true" />
        <SelectValue className="env-selector-value" />
      </Button>
      <Popover className="popover" placement="bottom end">
        <ListBox className="menu" items={environments}>
          {(environment) => (
            <ListBoxItem id={environment.id} className="menu-item" textValue={environment.name}>
              {environment.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
