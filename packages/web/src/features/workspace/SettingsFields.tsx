import type { WorkspaceSettings } from '@courier/core';
import { SelectField } from '../../ui/SelectField.js';

const SWITCHES: ReadonlyArray<{ key: 'collaboration' | 'autoBackup' | 'notifications'; label: string }> = [
  { key: 'collaboration', label: 'Collaboration' },
  { key: 'autoBackup', label: 'Automatic backups (one a day, the last 7 kept)' },
  { key: 'notifications', label: 'Notifications' },
];

/** A workspace's settings: visibility and its three switches. */
export function SettingsFields({
  settings,
  onChange,
  disabled = false,
}: {
  settings: WorkspaceSettings;
  onChange: (settings: WorkspaceSettings) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <SelectField
        label="Visibility"
        value={settings.visibility}
        disabled={disabled}
        onChange={(visibility) => onChange({ ...settings, visibility: visibility as WorkspaceSettings['visibility'] })}
      >
        <option value="private">private</option>
        <option value="public">public</option>
      </SelectField>
      {SWITCHES.map(({ key, label }) => (
        <label key={key} className="checkbox">
          <input
            type="checkbox"
            checked={settings[key]}
            disabled={disabled}
            onChange={(event) => onChange({ ...settings, [key]: event.target.checked })}
          />
          {label}
        </label>
      ))}
    </>
  );
}
